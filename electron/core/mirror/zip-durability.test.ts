// Issue 9: a zip-road mirror killed with SIGKILL mid-archive (between two entries, and with an
// archive half transferred), then resumed: nothing paid twice, no file half-written or lost, no
// archive fetched again once its entries are all stored, and the ledger is the registry's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary } from '../store';
import { runKillableChild } from '../../../test/support/core/run-killable';
import { checkDocuments, emulatorLedger, startTestEmulator } from '../../../test/support/core/mirror-support';

const CHILD = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/support/core/durability-child.ts');
const runDurabilityChild = (env: Record<string, string>) => runKillableChild(CHILD, env);

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

const blobs = (stdout: string) => [...stdout.matchAll(/^BLOB (\S+)$/gm)].map((m) => m[1]);

describe('a zip-road mirror killed mid-archive and resumed', () => {
  let emu: Emu;
  let dir: string;
  beforeAll(async () => {
    emu = await startTestEmulator();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-zip-durable-'));
  });
  afterAll(async () => {
    await emu.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('pays nothing twice, leaves nothing half-written, and reads again only the archives not finished', async () => {
    const cin = [...emu.registry.companies()].find((c) => !c.sandbox && c.idType === 'cin' && emu.registry.filings(c.cin).length > 200 && emu.registry.filings(c.cin).length <= 300)!.cin;
    const env = { EMU_URL: emu.url, API_KEY: emu.keys.live, LIB_DIR: dir, CIN: cin };
    const look = () => {
      const library = openLibrary(dir);
      try {
        const ours = library.ledger.list({ limit: 10_000 }).map((e) => `${e.requestId} ${e.endpointKey} ${e.pricePaisa}`).sort();
        const theirs = emulatorLedger(emu).map((e) => `${e.requestId} ${e.endpoint} ${e.pricePaisa}`).sort();
        const docs = checkDocuments(library, cin);
        const batches = library.zipBatches.list(cin).map((b) => b.batch);
        const fromZips = library.filings.listByCompany(cin, { limit: 10_000 }).filter((f) => library.documents.get(f.filingId)?.source?.startsWith('zip:')).length;
        const bought = library.ledger.list({ limit: 10_000 }).filter((e) => e.endpointKey === 'companies.filings.download').map((e) => e.filingId);
        return { ours, theirs, docs, batches, fromZips, bought, filings: library.filings.listByCompany(cin, { limit: 10_000 }).length };
      } finally {
        library.close();
      }
    };

    // Killed between two entries of the second archive: the first is recorded as read.
    const first = await runDurabilityChild({ ...env, PHASE: 'start', STOP_AT: 'zip-entry:150' });
    expect(first.signal, first.stderr).toBe('SIGKILL');
    expect(blobs(first.stdout)).toEqual(['batch_1.zip', 'batch_2.zip']);
    let now = look();
    expect(now.ours).toEqual(now.theirs);
    expect(now.docs.bad).toEqual([]);
    expect(now.fromZips).toBe(150);
    expect(now.batches).toEqual([1]);

    // Killed with the second archive half transferred: the first is not fetched again.
    const second = await runDurabilityChild({ ...env, PHASE: 'resume', STOP_AT: 'zip-bytes:30000' });
    expect(second.signal, second.stderr).toBe('SIGKILL');
    expect(blobs(second.stdout)).toEqual(['batch_2.zip']);
    now = look();
    expect(now.ours).toEqual(now.theirs);
    expect(now.docs.bad).toEqual([]);
    expect(now.fromZips).toBe(150);
    expect(fs.readdirSync(path.join(dir, 'zips', cin)).length).toBeGreaterThan(0);

    const third = await runDurabilityChild({ ...env, PHASE: 'resume' });
    expect(third.code, third.stderr).toBe(0);
    expect(third.stdout).toContain('DONE done');
    expect(blobs(third.stdout)).toEqual(['batch_2.zip', 'batch_3.zip']);
    now = look();
    expect(now.ours).toEqual(now.theirs);
    expect(now.docs).toEqual({ count: now.filings, bad: [] });
    expect(now.batches).toEqual([1, 2, 3]);
    // Each PDF bought at most once; the rest came from the archives.
    expect(new Set(now.bought).size).toBe(now.bought.length);
    expect(now.fromZips + now.bought.length).toBe(now.filings);
    expect(emulatorLedger(emu).filter((e) => e.endpoint === 'companies.unlock')).toHaveLength(1);
    // The dead processes' work files were swept; nothing is left half-written.
    expect(fs.readdirSync(path.join(dir, 'zips', cin))).toEqual([]);
    expect(fs.readdirSync(path.join(dir, 'pdfs', cin)).filter((f) => f.startsWith('.'))).toEqual([]);
  }, 300_000);
});
