// Issue 14, item 4: a 300 MB body for one PDF, over real HTTP (the emulator behind a proxy that
// inflates one filing's download), mirrored by a real child process whose peak memory is read from
// the kernel. The body is streamed to disk and cut off just past the listed size, the process
// never holds it, the charge stays in the ledger, and only that filing fails: the rest is stored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyntheticRegistry } from '../../../emulator/registry/index';
import { startInflatingProxy } from '../../../test/support/core/inflating-proxy';
import { checkDocuments, emulatorLedger, startTestEmulator } from '../../../test/support/core/mirror-support';
import { spawnChild, STOPPING_CHILD } from '../../../test/support/core/writer-processes';
import { openLibrary } from '../store';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;
const EXTRA = 300 * 1024 * 1024;
const MB = 1024 * 1024;

function liveCompany(registry: SyntheticRegistry, skip: number): string {
  const found = [...registry.companies()].filter((c) => !c.sandbox && c.idType === 'cin' && registry.filings(c.cin).length >= 10 && registry.filings(c.cin).length <= 25);
  return found[skip]!.cin;
}

describe('a download far larger than its filing lists', () => {
  let emu: Emu;
  const dirs: string[] = [];
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => {
    await emu.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  for (const declare of [false, true]) {
    it(`${declare ? 'declared in Content-Length' : 'sent chunked with no length'}: cut off past the listed size, memory flat, only that filing fails`, async () => {
      const cin = liveCompany(emu.registry, declare ? 1 : 0);
      const victim = emu.registry.filings(cin)[0]!.row;
      const proxy = await startInflatingProxy(emu.url, { filingId: victim.filingId, extraBytes: EXTRA, declare });
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-cap-'));
      dirs.push(dir);
      try {
        const child = spawnChild(STOPPING_CHILD, { EMU_URL: proxy.url, API_KEY: emu.keys.live, LIB_DIR: dir, CIN: cin, PHASE: 'start', PARALLEL: '1', ZIPS: '0' });
        const run = await child.exited;
        expect(run.code, run.stderr).toBe(0);
        const peak = Number(/PEAK_RSS (\d+)/.exec(run.stdout)?.[1]);
        process.stdout.write(`oversized download (${declare ? 'declared' : 'chunked'}): peak RSS ${Math.round(peak / MB)} MB, ${Math.round(proxy.sentBytes() / MB)} MB sent, listed ${Math.round(victim.fileSize / 1024)} kB\n`);
        // A body held whole would take 300 MB and more; streamed, the process stays near its baseline.
        expect(peak).toBeGreaterThan(0);
        expect(peak, `peak ${Math.round(peak / MB)} MB`).toBeLessThan(250 * MB);
        // Cut off early: the client took a few MB past the listed size, not the 300 MB.
        expect(proxy.sentBytes(), `${Math.round(proxy.sentBytes() / MB)} MB sent`).toBeLessThan(victim.fileSize + 32 * MB);

        const library = openLibrary(dir);
        try {
          const filings = library.filings.listByCompany(cin, { limit: 1000 });
          expect(library.documents.get(victim.filingId)).toBeNull();
          // Every other filing is stored, whole and verified.
          expect(checkDocuments(library, cin)).toEqual({ count: filings.length - 1, bad: [] });
          // It was paid once, not retried, and the ledger says why it is not in the library.
          const charges = library.ledger.list({ limit: 10_000 }).filter((e) => e.filingId === victim.filingId);
          expect(charges).toHaveLength(1);
          expect(charges[0]!.note).toMatch(/Paid, but not stored: .*more than/);
          const ours = library.ledger.list({ limit: 10_000 }).map((e) => e.requestId).sort();
          // The emulator is shared by both cases: its charges about this company are this library's.
          const theirs = emulatorLedger(emu).filter((e) => e.subject === cin).map((e) => e.requestId).sort();
          expect(theirs).toEqual(ours);
          // No temp file of the cut-off body is left behind.
          expect(fs.readdirSync(path.join(dir, 'pdfs', cin)).filter((f) => f.startsWith('.'))).toEqual([]);
        } finally {
          library.close();
        }
      } finally {
        await proxy.close();
      }
    }, 180_000);
  }
});
