// Issue 9: the zip road through the archive faults of the emulator. Whatever fails, every PDF
// ends on disk and correct (from an archive or bought alone), and the ledger is the registry's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultSettings } from '../../../emulator/faults';
import { checkDocuments, clientFor, emulatorLedger, engineFor, liveCompanyWithFilings, runAccepting, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

interface Mirrored {
  filings: number;
  fromZips: number;
  bought: number;
  log: string[];
  batches: number[];
}

async function mirrorWith(emu: Emu, cin: string, faults: Partial<FaultSettings>, arm: () => void = () => {}): Promise<Mirrored> {
  emu.faults.reset();
  emu.faults.set(faults);
  arm();
  const lib = tempLibrary();
  // Quoted with room for every extraction read: a stop at the accepted quote would pause the
  // action and abort the archive in flight, and its resumed read would log afresh.
  const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live) });
  const before = emulatorLedger(emu).length;
  try {
    const { action } = await runAccepting(engine, lib.library, await engine.quoteMirror(cin, { includeDirectors: false }));
    expect(action).toMatchObject({ state: 'done', error: null });
    const filings = lib.library.filings.listByCompany(cin, { limit: 10_000 });
    expect(checkDocuments(lib.library, cin)).toEqual({ count: filings.length, bad: [] });
    const docs = filings.map((f) => lib.library.documents.get(f.filingId)!);
    const theirs = emulatorLedger(emu).slice(before).map((e) => `${e.requestId} ${e.endpoint} ${e.pricePaisa}`).sort();
    const ours = lib.library.ledger.list({ limit: 100_000 }).map((e) => `${e.requestId} ${e.endpointKey} ${e.pricePaisa}`).sort();
    expect(ours).toEqual(theirs);
    const bought = ours.filter((e) => e.includes(' companies.filings.download ')).length;
    expect(docs.filter((d) => d.source?.startsWith('download:')).length).toBe(bought);
    const batches = lib.library.zipBatches.list(cin);
    return {
      filings: filings.length,
      fromZips: docs.filter((d) => d.source?.startsWith('zip:')).length,
      bought,
      log: batches.flatMap((b) => b.log),
      batches: batches.map((b) => b.stored),
    };
  } finally {
    await engine.close();
    lib.cleanup();
    emu.faults.reset();
  }
}

describe('the zip road through archive faults', () => {
  let emu: Emu;
  let cin: string;
  beforeAll(async () => {
    emu = await startTestEmulator();
    cin = liveCompanyWithFilings(emu, 200, 300); // three archives
    // The first mirror buys the unlock and, if its first poll finds the job running, the priority
    // set one by one; the ones below find the job finished (the unlock is the account's), so every
    // PDF is in an archive.
    const clean = await mirrorWith(emu, cin, {});
    expect(clean.fromZips + clean.bought).toBe(clean.filings);
    expect(clean.log).toEqual([]);
  }, 120_000);
  afterAll(async () => {
    await emu.close();
  });

  it('renews an address that answers expired once from the free status read, then reads the archive', async () => {
    // Each address works once; the first transfer is cut, so its resume finds the address used up.
    const r = await mirrorWith(emu, cin, { zipUrlMaxUses: 1 }, () => emu.faults.cutBlobDownloads(1, 20_000));
    expect(r.fromZips).toBe(r.filings);
    expect(r.log).toEqual([expect.stringMatching(/^batch_1\.zip: The archive address answered 403: expired or used up; asked the unlock status for a fresh address$/)]);
  }, 120_000);

  it('falls back per file when the fresh address fails too (404 storage answers)', async () => {
    const r = await mirrorWith(emu, cin, { zipUrlTtlSeconds: 0, zipUrlExpiredStatus: 404 });
    expect(r.fromZips).toBe(0);
    expect(r.bought).toBe(r.filings);
    expect(r.log.filter((l) => l.includes('downloaded one by one instead'))).toHaveLength(3);
  }, 180_000);

  it('falls back per file for a truncated archive only', async () => {
    const r = await mirrorWith(emu, cin, { zipTruncated: true, zipFaultBatches: [2] });
    expect(r.batches).toEqual([expect.any(Number), 0, expect.any(Number)]);
    expect(r.bought).toBeGreaterThanOrEqual(100);
    expect(r.log).toEqual([expect.stringMatching(/^batch_2\.zip: not a readable zip archive .*downloaded one by one instead$/)]);
  }, 180_000);

  it('skips and logs a stray entry that matches no filing', async () => {
    const r = await mirrorWith(emu, cin, { zipStrayEntry: true, zipEntryNames: 'opaque' });
    expect(r.fromZips).toBe(r.filings);
    expect(r.log).toHaveLength(3);
    for (const line of r.log) expect(line).toMatch(/^\w{20}\.pdf: skipped, no filing of the company lists \d+ bytes \(not read\)$/);
  }, 120_000);

  it('resumes a cut transfer with a Range from where it stopped, or restarts it', async () => {
    // Whether the bytes before the cut reach the client before the reset is the network's race:
    // resumed from there with a Range when they did, restarted when none arrived.
    const r = await mirrorWith(emu, cin, {}, () => emu.faults.cutBlobDownloads(1, 300_000));
    expect(r.fromZips).toBe(r.filings);
    expect(r.log).toEqual([expect.stringMatching(/^batch_1\.zip: the transfer was cut and (resumed from byte \d+|restarted \(2 attempts\))$/)]);
  }, 120_000);
});
