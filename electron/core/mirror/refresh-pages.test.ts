/**
 * A refresh re-reads only the filing pages that can hold new rows: the registry lists newest
 * first, so once the first page leaves the library holding as many filings as the registry lists,
 * the later pages are not bought again. A library missing rows still reads every page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../store';
import { clientFor, emulatorLedger, engineFor, runAccepting, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';
import type { MirrorEngine } from './types';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;
const DAY = 86_400_000;

describe('refresh: filing pages', () => {
  let emu: Emu;
  let lib: ReturnType<typeof tempLibrary>;
  let library: Library;
  let engine: MirrorEngine;
  let cin: string;
  beforeAll(async () => {
    emu = await startTestEmulator({ startAt: '2026-11-21T10:00:00.000Z', admin: true });
    lib = tempLibrary();
    library = lib.library;
    engine = engineFor({ library, client: clientFor(emu, emu.keys.live), now: () => emu.clock.now() });
    const sizes = [...emu.registry.companies()].filter((c) => !c.sandbox && c.idType === 'cin' && c.companyStatus === 'Active').map((c) => ({ cin: c.cin, n: emu.registry.filings(c.cin).length }));
    cin = sizes.find((c) => c.n > 200 && c.n <= 400)!.cin;
  });
  afterAll(async () => {
    await engine.close();
    lib.cleanup();
    await emu.close();
  });

  const pagesBought = () => emulatorLedger(emu).filter((e) => e.endpoint === 'companies.filings.list' && e.subject === cin).length;
  const refresh = async () => expect((await runAccepting(engine, library, await engine.quoteRefresh(cin))).action.state).toBe('done');

  it('reads every page into an empty library, then only the first page for a new filing', async () => {
    await refresh();
    const first = pagesBought();
    expect(first).toBeGreaterThanOrEqual(2);
    const held = library.filings.countByCompany(cin);

    const res = await fetch(`${emu.url}/admin/registry/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'filing.new', cin, formId: 'MGT-14' }) });
    expect(res.status).toBe(201);
    const filed = ((await res.json()) as { data: { filing: { filingId: string } } }).data.filing;
    emu.clock.advance(2 * DAY);
    await refresh();
    expect(pagesBought()).toBe(first + 1);
    expect(library.filings.countByCompany(cin)).toBe(held + 1);
    expect(library.filings.get(filed.filingId)?.formId).toBe('MGT-14');
  }, 120_000);
});
