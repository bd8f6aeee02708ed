import fs from 'node:fs';
import path from 'node:path';
import Graph from 'graphology';
import { parse as parseGexf } from 'graphology-gexf';
import { parse as parseGraphml } from 'graphology-graphml';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../../emulator/index';
import type { SyntheticRegistry } from '../../../emulator/registry/index';
import { waitForAction } from '../../../test/support/core/mirror-flow';
import { type CoreFixture, openCore, removeDir, startTestEmulator } from '../../../test/support/core/seeded-core';

// The sandbox group (emulator/README.md, Networks): two of its companies mirrored with their
// directors' profiles, then read offline from the graph; exports parsed by real GraphML/GEXF parsers.
const SIPAX = 'U24342DL2008PLC417476';
const MISESH = 'U47895DL1974PTC245220';
const HEVISH = 'U69989DL2012PTC440915';

let emu: EmulatorHandle & { registry: SyntheticRegistry };
let fx: CoreFixture;

async function mirrorWithDirectors(id: string) {
  const quote = await fx.call('mirror.quote', { id, includeDirectors: true });
  if (quote.blockedReason) throw new Error(quote.blockedReason);
  const run = await fx.call('action.run', { quoteId: quote.quoteId });
  const done = await waitForAction(fx, run.id, 120_000);
  if (done.state !== 'done') throw new Error(`mirror of ${id} ended ${done.state}`);
}

beforeAll(async () => {
  emu = (await startTestEmulator({ seed: 'dossier' })) as EmulatorHandle & { registry: SyntheticRegistry };
  fx = await openCore({ embedded: { baseUrl: emu.url, testKey: emu.keys.test } });
  await fx.call('onboarding.useSandbox');
  await mirrorWithDirectors(SIPAX);
  await mirrorWithDirectors(MISESH);
}, 240_000);

afterAll(async () => {
  await fx?.close();
  if (fx) removeDir(fx.dataDir);
  await emu?.close();
});

describe('connections of the sandbox group', () => {
  it('shows the five companies of the group, the struck-off member and its disqualified director, every link cited', async () => {
    expect(emu.registry.networks.sandboxGroup).toContain(SIPAX);
    const view = await fx.call('network.view', { id: SIPAX, depth: 2 });
    const companies = view.nodes.filter((n) => n.kind === 'company').map((n) => n.id);
    expect(companies).toEqual(expect.arrayContaining([SIPAX, MISESH, HEVISH, 'U15459DL2021PTC177546']));
    // Shivaka is four hops out (through Misesh's lead director): the group reaches it however far.
    expect(view.group?.companyIds).toEqual([...emu.registry.networks.sandboxGroup].sort());
    expect(view.nodes.find((n) => n.id === HEVISH)).toMatchObject({ status: 'Strike Off', inLibrary: false });
    expect(view.nodes.find((n) => n.id === '03362746')).toMatchObject({ status: 'Disqualified', inLibrary: true });
    for (const e of view.edges) expect(e.sources.length).toBeGreaterThan(0);
    // Each source names a request the registry answered: the raw payload it came from says the same.
    const seat = view.edges.find((e) => e.from === '03362746' && e.to === HEVISH)!;
    const profile = seat.sources.find((s) => s.record === 'profile')!;
    const raw = await (await fetch(`${emu.url}/v1/directors/03362746`, { headers: { 'x-api-key': emu.keys.test } })).json();
    expect(raw.data.companyData.find((r: { cin_LLPIN: string }) => r.cin_LLPIN === HEVISH).cessationDate).toBeNull();
    expect(profile.requestId).toMatch(/^req_/);

    const kinds = view.flags.map((f) => f.kind);
    expect(kinds).toEqual(expect.arrayContaining(['disqualifiedDirector', 'inactiveAssociate', 'group']));
    const group = view.flags.find((f) => f.kind === 'group')!;
    expect(group.summary).toBe('Group of 5 companies through shared directors');
    expect(view.group).toMatchObject({ size: 5, struckOff: 1 });
    const disqualified = view.flags.find((f) => f.kind === 'disqualifiedDirector' && f.nodeIds[0] === '03362746')!;
    expect(disqualified.nodeIds).toEqual(expect.arrayContaining([SIPAX, HEVISH]));
    expect(disqualified.sources.some((s) => s.record === 'master' && s.id === SIPAX)).toBe(true);
    const findings = await fx.call('company.findings', { id: SIPAX });
    expect(findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['network-disqualified-director', 'network-inactive-associate', 'network-group']));
  });

  it('refuses a company known only from a profile, and a depth above 3, saying why', async () => {
    expect((await fx.fail('network.view', { id: HEVISH })).message).toMatch(/known only from a director's profile/);
    expect((await fx.fail('network.view', { id: SIPAX, depth: 4 })).message).toMatch(/depth is at most 3: beyond three hops the graph explodes/);
    expect((await fx.fail('network.view', { id: '1234' })).code).toBe('BAD_ARGUMENTS');
  });

  it('expands a company: its directors whose profiles are fresh are left out, and nothing is bought twice', async () => {
    const quote = await fx.call('network.expandQuote', { id: SIPAX });
    expect(quote.nothingToBuy).toMatch(/Every profile is fresh/);
    const misesh = await fx.call('network.expandQuote', { id: '05795035' });
    expect(misesh.nothingToBuy).toMatch(/fresh/);
  });

  it('writes GraphML, GEXF and JSON that graph tools read back: every node and link with kind, status, dates and sources', async () => {
    const view = await fx.call('network.view', { id: SIPAX, depth: 2 });
    // Chosen paths may be the library's exports folder, never the library itself.
    const exportsDir = path.join(fx.dataDir, 'exports');
    fs.mkdirSync(exportsDir, { recursive: true });
    const graphml = await fx.call('network.export', { id: SIPAX, format: 'graphml', outPath: path.join(exportsDir, 'g.graphml') });
    const gexf = await fx.call('network.export', { id: SIPAX, format: 'gexf', outPath: path.join(exportsDir, 'g.gexf') });
    const json = await fx.call('network.export', { id: SIPAX, format: 'json', outPath: path.join(exportsDir, 'g.json') });
    for (const [file, read] of [
      [graphml.path, (text: string) => parseGraphml(Graph, new DOMParser().parseFromString(text, 'text/xml') as unknown as Document)],
      [gexf.path, (text: string) => parseGexf(Graph, new DOMParser().parseFromString(text, 'text/xml') as unknown as Document)],
    ] as const) {
      const graph = read(fs.readFileSync(file, 'utf8'));
      expect(graph.order).toBe(view.nodes.length);
      expect(graph.size).toBe(view.edges.length);
      expect(graph.getNodeAttributes(HEVISH)).toMatchObject({ kind: 'company', status: 'Strike Off', inLibrary: false });
      const seat = graph.findEdge((_e, a, s, t) => s === '03362746' && t === HEVISH && a.kind === 'director')!;
      expect(graph.getEdgeAttributes(seat).sources).toContain('Director profile of DIN 03362746');
      expect(graph.getEdgeAttributes(seat).since).toBe('2012-03-01');
    }
    const doc = JSON.parse(fs.readFileSync(json.path, 'utf8'));
    expect(Object.keys(doc)).toEqual(['root', 'nodes', 'edges', 'flags']);
    expect(doc.root).toBe(SIPAX);
    expect(doc.nodes[0]).toEqual({ id: SIPAX, kind: 'company', label: 'Sipax Castings Limited', inLibrary: true, status: 'Active' });
  });
});
