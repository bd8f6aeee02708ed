// Issue 9: the big filer mirrored from its document job's zip archives, under each entry naming
// the emulator knows (the spec promises none), with the library's ledger equal to the registry's.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZipEntryNaming } from '../../../emulator/faults';
import { checkDocuments, clientFor, emulatorBalance, emulatorLedger, engineFor, recordingSink, runAccepting, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

describe('zip-first mirror of the live big filer', () => {
  let emu: Emu;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => {
    await emu.close();
  });

  it.each<ZipEntryNaming>(['filingId', 'document', 'opaque'])('stores every PDF from the archives with entries named by %s, billing only the priority set', async (naming) => {
    emu.faults.set({ zipEntryNames: naming });
    const cin = emu.registry.bigFiler;
    const lib = tempLibrary();
    const sink = recordingSink();
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), events: sink });
    const walletBefore = emulatorBalance(emu);
    const ledgerBefore = emulatorLedger(emu).length;
    try {
      const quote = await engine.quoteMirror(cin, { includeDirectors: false });
      const { action } = await runAccepting(engine, lib.library, quote);
      expect(action).toMatchObject({ state: 'done', error: null });
      expect(checkDocuments(lib.library, cin)).toEqual({ count: 1260, bad: [] });

      const docs = lib.library.filings.listByCompany(cin, { limit: 10_000 }).map((f) => lib.library.documents.get(f.filingId)!);
      const fromZips = docs.filter((d) => d.source?.startsWith('zip:'));
      const alone = docs.filter((d) => d.source?.startsWith('download:'));
      expect(fromZips.length + alone.length).toBe(1260);
      // At most 5 % bought one by one (the priority set while the job ran).
      expect(alone.length).toBeLessThanOrEqual(63);
      // The first mirror may find its job running and buy the priority set; later ones find it finished
      // (the unlock and its job are the account's), so they buy nothing one by one.
      // Matched by content, an entry whose size and page count two filings share is skipped as
      // ambiguous and its filing bought alone: exactly those, nothing else.
      const filings = lib.library.filings.listByCompany(cin, { limit: 10_000 });
      const twins = new Set(
        filings.filter((f) => filings.some((g) => g.filingId !== f.filingId && g.fileSize === f.fileSize && g.numberOfPages === f.numberOfPages)).map((f) => f.filingId),
      );
      const ambiguousLines = lib.library.zipBatches.list(cin).flatMap((b) => b.log).filter((l) => l.includes(': ambiguous'));
      if (naming !== 'filingId') {
        expect(alone.map((d) => d.filingId).sort()).toEqual([...twins].sort());
        expect(ambiguousLines).toHaveLength(twins.size);
      } else expect(ambiguousLines).toEqual([]);
      for (const d of docs) expect(d.pages, d.filingId).toBe(lib.library.filings.get(d.filingId)?.numberOfPages);
      const batches = lib.library.zipBatches.list(cin);
      expect(batches.map((b) => b.batch)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
      expect(batches.reduce((s, b) => s + b.entries, 0)).toBe(1260);
      expect(batches.reduce((s, b) => s + b.skipped, 0)).toBe(naming === 'filingId' ? 0 : twins.size);
      // The Activity view counts the archives read and the bytes each transfer brought (recorded in
      // zip_batches), nothing in flight once the mirror is done.
      expect(engine.get(action.id)?.archives).toEqual({ read: 13, total: 13, bytes: batches.reduce((s, b) => s + b.bytes, 0), bytesPerSecond: null });
      expect(batches.every((b) => b.bytes > 0)).toBe(true);
      // Nothing is left in the work folder.
      expect(fs.readdirSync(`${lib.dir}/zips/${cin}`)).toEqual([]);

      // The ledger is the registry's to the paisa: archives bill nothing.
      const theirs = emulatorLedger(emu)
        .slice(ledgerBefore)
        .map((e) => ({ requestId: e.requestId, endpointKey: e.endpoint, pricePaisa: e.pricePaisa }))
        .sort((a, b) => a.requestId.localeCompare(b.requestId));
      const ours = lib.library.ledger
        .list({ limit: 100_000 })
        .map((e) => ({ requestId: e.requestId, endpointKey: e.endpointKey, pricePaisa: e.pricePaisa }))
        .sort((a, b) => a.requestId.localeCompare(b.requestId));
      expect(ours).toEqual(theirs);
      expect(ours.filter((e) => e.endpointKey === 'companies.filings.download').length).toBe(alone.length);
      expect(emulatorBalance(emu)).toBe(walletBefore - ours.reduce((s, e) => s + e.pricePaisa, 0));
    } finally {
      await engine.close();
      lib.cleanup();
      emu.faults.reset();
    }
  }, 300_000);
});
