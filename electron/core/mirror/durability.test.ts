import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyntheticRegistry } from '../../../emulator/registry/index';
import { openLibrary } from '../store';
import { runKillableChild } from '../../../test/support/core/run-killable';
import { checkDocuments, clientFor, emulatorLedger, engineFor, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CHILD = path.resolve(HERE, '../../../test/support/core/durability-child.ts');

/** Runs the child; when it prints KILLME the parent kills its whole process group with SIGKILL. */
const runChild = (env: Record<string, string>) => runKillableChild(CHILD, env);

function openLibraryHas(libDir: string, filingId: string): boolean {
  const library = openLibrary(libDir);
  try {
    return library.documents.get(filingId) !== null;
  } finally {
    library.close();
  }
}

/** A live (non-sandbox) company with a few dozen filings and AOC-4 extractions. */
function pickLiveCompany(registry: SyntheticRegistry): string {
  for (const c of registry.companies()) {
    if (c.sandbox || c.idType !== 'cin') continue;
    const n = registry.filings(c.cin).length;
    if (n >= 30 && n <= 60 && registry.extractionForms(c.cin).includes('AOC-4')) return c.cin;
  }
  throw new Error('no suitable live company');
}

describe('a mirror killed mid-way and restarted', () => {
  let emu: Emu;
  let dir: string;
  beforeAll(async () => {
    emu = await startTestEmulator();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-durable-'));
  });
  afterAll(async () => {
    await emu.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('repeats no paid call it kept, loses no downloaded file, and its ledger is the registry\'s after every kill', async () => {
    const cin = pickLiveCompany(emu.registry);
    // The per-PDF road (--no-zips): every PDF one billed download. The zip road's kills: zip-durability.test.ts.
    const env = { EMU_URL: emu.url, API_KEY: emu.keys.live, LIB_DIR: dir, CIN: cin, PARALLEL: '1', ZIPS: '0' };
    /** The library's ledger and the registry's, request for request and paisa for paisa. */
    const ledgers = () => {
      const library = openLibrary(dir);
      try {
        const ours = library.ledger.list({ limit: 10_000 }).map((e) => `${e.requestId} ${e.endpointKey} ${e.pricePaisa}`).sort();
        const theirs = emulatorLedger(emu).map((e) => `${e.requestId} ${e.endpoint} ${e.pricePaisa}`).sort();
        return { ours, theirs, docs: checkDocuments(library, cin), downloads: library.ledger.list({ limit: 10_000 }).filter((e) => e.endpointKey === 'companies.filings.download') };
      } finally {
        library.close();
      }
    };

    const first = await runChild({ ...env, PHASE: 'start', STOP_AT: 'unlock' });
    expect(first.signal, first.stderr).toBe('SIGKILL');
    expect(emulatorLedger(emu).filter((e) => e.endpoint === 'companies.unlock')).toHaveLength(1);

    // Killed between two downloads: every charge and every PDF is in the library, one for one.
    const second = await runChild({ ...env, PHASE: 'resume', STOP_AT: 'pdf:5' });
    expect(second.signal, second.stderr).toBe('SIGKILL');
    let now = ledgers();
    expect(now.docs).toEqual({ count: 5, bad: [] });
    expect(now.ours).toEqual(now.theirs);
    expect(now.downloads).toHaveLength(5);

    // Killed with a body on its way: the charge the headers reported is in the ledger all the same.
    const third = await runChild({ ...env, PHASE: 'resume', STOP_AT: 'pdf-body:3' });
    expect(third.signal, third.stderr).toBe('SIGKILL');
    now = ledgers();
    expect(now.ours).toEqual(now.theirs);
    expect(now.downloads).toHaveLength(8);
    expect(now.docs).toEqual({ count: 7, bad: [] });
    const cutOff = now.downloads.map((d) => d.filingId).filter((f) => f !== null && !openLibraryHas(dir, f));
    expect(cutOff).toHaveLength(1);

    const fourth = await runChild({ ...env, PHASE: 'resume' });
    expect(fourth.code, fourth.stderr).toBe(0);
    expect(fourth.stdout).toContain('DONE done');

    now = ledgers();
    expect(now.ours).toEqual(now.theirs);
    const library = openLibrary(dir);
    try {
      const filings = library.filings.listByCompany(cin, { limit: 10_000 });
      const theirs = emulatorLedger(emu);
      const count = (key: string) => theirs.filter((e) => e.endpoint === key).length;
      expect(count('companies.unlock')).toBe(1);
      expect(count('companies.master')).toBe(1);
      expect(count('companies.filings.list')).toBe(1);
      // One download per filing, and the one whose body the kill cut off once more.
      expect(count('companies.filings.download')).toBe(filings.length + 1);
      expect(now.downloads.filter((d) => d.filingId === cutOff[0])).toHaveLength(2);
      expect(count('companies.extractions.list')).toBe(1);
      expect(count('companies.extractions.years')).toBe(emu.registry.extractionForms(cin).length);
      expect(count('companies.extractions.data')).toBe(library.extractions.list(cin).length);
      expect(checkDocuments(library, cin)).toEqual({ count: filings.length, bad: [] });
      // No temp file is left behind: the cut-off one was removed when the next run started.
      expect(fs.readdirSync(path.join(dir, 'pdfs', cin)).filter((f) => f.startsWith('.'))).toEqual([]);
    } finally {
      library.close();
    }
  }, 240_000);

  it('does not buy an unlock again when the purchase landed but its answer never reached the library', async () => {
    const all = [...emu.registry.companies()].filter((c) => !c.sandbox && c.idType === 'cin');
    const cin = all.find((c) => emu.registry.filings(c.cin).length >= 5 && emu.registry.filings(c.cin).length <= 15)!.cin;
    const client = clientFor(emu, emu.keys.live);
    // The purchase a killed process made: charged at the registry, absent from this library.
    expect((await client.unlockCompany(cin)).outcome).toBe('performed');
    const lib = tempLibrary();
    const engine = engineFor({ library: lib.library, client });
    try {
      const quote = await engine.quoteMirror(cin, { includeDirectors: false });
      expect(quote.lines.find((l) => l.endpointKey === 'companies.unlock')).toMatchObject({ count: 0, totalPaisa: 0 });
      const action = await engine.run(quote.quoteId);
      await engine.idle();
      expect(engine.get(action.id)?.state).toBe('done');
      expect(emulatorLedger(emu).filter((e) => e.endpoint === 'companies.unlock' && e.subject === cin)).toHaveLength(1);
      expect(checkDocuments(lib.library, cin).bad).toEqual([]);
    } finally {
      await engine.close();
      lib.cleanup();
    }
  }, 60_000);
});
