// `dossier network` in process over the real core: two companies of the sandbox group mirrored
// with their directors, expand quoted and consented (exit 4 with no terminal and no --yes), bad
// input refused with exit 2, then the neighbourhood read offline (the emulator closed) and exported.
import fs from 'node:fs';
import path from 'node:path';
import Graph from 'graphology';
import { parse as parseGraphml } from 'graphology-graphml';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorHandle, startEmulator } from '../../../emulator/index';
import { MemorySecretStore } from '../../core/secrets';
import { memoryIo, removeTempDirs, tempDir } from '../../../test/support/cli/cli-kit';
import { runCli } from '../run-cli';

const SIPAX = 'U24342DL2008PLC417476';
const MISESH = 'U47895DL1974PTC245220';
const SHIVAKA = 'U70472DL2021OPC130840';
const RATE = '100000';
const env = { DOSSIER_RATE_LIVE: RATE, DOSSIER_RATE_TEST: RATE };

let emulator: EmulatorHandle;
let dataDir: string;
const store = new MemorySecretStore();
const deps = { chooseSecrets: async () => store, version: 'test' };

async function dossier(args: string[], input = '') {
  const io = memoryIo(input, env);
  const code = await runCli(['--data-dir', dataDir, ...args], io, deps);
  return { code, stdout: io.stdoutText(), stderr: io.stderrText() };
}

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: Number(RATE), rateTest: Number(RATE) });
  dataDir = tempDir('network');
  await store.set('api-key', emulator.keys.test);
  for (const cin of [SIPAX, MISESH]) {
    const run = await dossier(['--base-url', emulator.url, 'mirror', cin, '--directors', '--yes']);
    if (run.code !== 0) throw new Error(run.stderr);
  }
}, 240_000);

afterAll(async () => {
  await emulator?.close();
  removeTempDirs();
});

describe('dossier network', () => {
  it('expand: quoted first; with no terminal and no --yes it exits 4 and buys nothing; with --yes it buys; then nothing is left to buy', async () => {
    const refused = await dossier(['--json', 'network', 'expand', '00625844']);
    expect(refused.code).toBe(4);
    expect(JSON.parse(refused.stdout).error.code).toBe('CONSENT_REQUIRED');
    expect(refused.stderr).toContain('Director profile 00625844');
    const bought = await dossier(['--json', 'network', 'expand', '00625844', '--yes']);
    expect(bought.code, bought.stderr).toBe(0);
    expect(JSON.parse(bought.stdout).value.action).toMatchObject({ state: 'done', kind: 'networkExpand' });
    const again = await dossier(['network', 'expand', '00625844']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Every profile is fresh (bought within 30 days): nothing to buy');
  }, 60_000);

  it('refuses bad input with exit 2 and a reason: depth above 3, a malformed DIN, a company not in the library', async () => {
    const deep = await dossier(['network', SIPAX, '--depth', '4']);
    expect(deep.code).toBe(2);
    expect(deep.stderr).toContain('--depth 4 refused: depth is at most 3: beyond three hops the graph explodes');
    const din = await dossier(['network', '1234567']);
    expect(din.code).toBe(2);
    expect(din.stderr).toMatch(/Error \(INVALID_DIN\)/);
    const absent = await dossier(['--json', 'network', SHIVAKA]);
    expect(absent.code).toBe(2);
    expect(JSON.parse(absent.stdout).error).toMatchObject({ code: 'NOT_IN_LIBRARY', message: expect.stringContaining('known only from a director') });
    const expandAbsent = await dossier(['network', 'expand', SHIVAKA, '--yes']);
    expect(expandAbsent.code).toBe(2);
  });

  it('prints the neighbourhood and its flags offline, as JSON of the agreed shape, and exports GraphML', async () => {
    await emulator.close();
    const run = await dossier(['--json', 'network', SIPAX, '--depth', '2']);
    expect(run.code, run.stderr).toBe(0);
    const doc = JSON.parse(run.stdout);
    expect(doc.ok).toBe(true);
    expect(Object.keys(doc.value)).toEqual(['root', 'nodes', 'edges', 'flags']);
    expect(doc.value.root).toBe(SIPAX);
    expect(doc.value.nodes).toContainEqual({ id: 'U69989DL2012PTC440915', kind: 'company', label: 'Hevish Basaex Tax Consultants Private Limited', inLibrary: false, status: 'Strike Off' });
    expect(doc.value.nodes).toContainEqual(expect.objectContaining({ id: '03362746', kind: 'director', status: 'Disqualified' }));
    const edge = doc.value.edges.find((e: { from: string; to: string }) => e.from === '10666303' && e.to === SIPAX);
    expect(edge).toMatchObject({ kind: 'director', sources: expect.arrayContaining([expect.objectContaining({ record: 'master', id: SIPAX, requestId: expect.stringMatching(/^req_/) })]) });
    expect(doc.value.flags.map((f: { kind: string }) => f.kind)).toEqual(expect.arrayContaining(['disqualifiedDirector', 'inactiveAssociate', 'group']));
    for (const f of doc.value.flags) expect(Object.keys(f)).toEqual(['kind', 'severity', 'summary', 'detail', 'nodeIds', 'sources']);

    const text = await dossier(['network', MISESH, '--depth', '1', '--current-only']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Connections of Misesh Stores Private Limited');
    expect(text.stdout).toContain('[INFO] Group of 5 companies through shared directors');

    // Never into the library folder (issue 14 item 1): library.db stays what it was.
    const libraryBefore = fs.readFileSync(path.join(dataDir, 'library.db'));
    const intoLibrary = await dossier(['network', 'export', SIPAX, '--format', 'graphml', '--out', path.join(dataDir, 'library.db')]);
    expect(intoLibrary.code).not.toBe(0);
    expect(intoLibrary.stderr).toContain('EXPORT_PATH_IN_LIBRARY');
    expect(fs.readFileSync(path.join(dataDir, 'library.db')).equals(libraryBefore)).toBe(true);

    const file = path.join(tempDir('network-out'), 'sipax.graphml');
    const written = await dossier(['network', 'export', SIPAX, '--format', 'graphml', '--out', file, '--depth', '1']);
    expect(written.code, written.stderr).toBe(0);
    const again = await dossier(['network', 'export', SIPAX, '--format', 'graphml', '--out', file, '--depth', '1']);
    expect(again.stderr).toContain('EXPORT_EXISTS');
    const graph = parseGraphml(Graph, new DOMParser().parseFromString(fs.readFileSync(file, 'utf8'), 'text/xml') as unknown as Document);
    expect(graph.hasNode('03362746')).toBe(true);
    expect(graph.getNodeAttribute(SIPAX, 'kind')).toBe('company');
    expect(graph.order).toBe(doc.value.nodes.filter((n: { id: string }) => doc.value.edges.some((e: { from: string; to: string }) => (e.from === n.id || e.to === n.id) && (e.from === SIPAX || e.to === SIPAX)) || n.id === SIPAX).length);
    const bad = await dossier(['network', 'export', SIPAX, '--format', 'dot', '--out', file]);
    expect(bad.code).toBe(2);
  });
});
