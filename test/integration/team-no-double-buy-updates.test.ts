// The team library's "no double purchase" after a mirror (issue 12): refresh, fetch and watch
// check go through the team. Replicas are separate `dossier` processes (their own data folders and
// database roles) against one emulator (live key) and one real throwaway PostgreSQL. The emulator's
// ledger and usage are the referee: a copy from the team calls nothing paid and bills nothing.
//
// Clocks: the replicas run on real time, the emulator's clock starts 30 hours back so the watch test
// can move it a day on (a second refresh needs the registry's 24-hour window to pass) and still
// leave every refresh before the replicas' reads of it; the tests after it set it just behind now
// (a registry clock ahead of the replicas' would make their refresh quotes wrong, as in real life).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_ACCOUNT } from '../../emulator/state/accounts';
import type { Quote } from '../../shared/bridge/views';
import type { WatchCheckResult } from '../../shared/bridge/watch';
import { emulatorLedger, type startTestEmulator } from '../support/core/mirror-support';
import { openCore, removeDir } from '../support/core/seeded-core';
import { jsonOf, pdfHashes, type Replica, runReplica, freshCompanies, startTeamWorld, type TeamWorld, withLibrary } from '../support/core/team-replicas';
import type { TeamPostgres } from '../support/postgres';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;
type Ran = { ok: true; value: { quote: Quote & { notes: string[] }; action: { state: string; spentPaisa: number } } };
type Checked = { ok: true; value: { result: WatchCheckResult } };

const HOUR = 3_600_000;
const TEAM_LINE = 'From the team library: ₹0';

const calls = (emu: Emu, endpoint: string) => emu.state.usageSince(MAIN_ACCOUNT, 0).filter((u) => u.endpoint === endpoint).length;
const billed = (emu: Emu, endpoint: string, cin: string) => emulatorLedger(emu).filter((e) => e.endpoint === endpoint && e.subject === cin).length;
const masterReadAt = (r: Replica, cin: string) => withLibrary(r, (l) => l.companies.get(cin)?.masterReadAt ?? null);
const missingPdfs = (r: Replica, cin: string) => withLibrary(r, (l) => l.filings.missingDocuments(cin).length);

async function ok(emu: Emu, r: Replica, args: string[]): Promise<Ran['value']> {
  const run = await runReplica(emu, r, [...args, '--yes']);
  expect(run.code, `${r.name} ${args.join(' ')}: ${run.stdout}\n${run.stderr}`).toBe(0);
  return jsonOf<Ran>(run).value;
}

/** The quote a command shows, read without consent (it stops there, exit 4, nothing bought). */
async function quoteOf(emu: Emu, r: Replica, args: string[]): Promise<Ran['value']['quote']> {
  const run = await runReplica(emu, r, args);
  const refused = jsonOf<{ ok: false; error: { code: string; quote: Ran['value']['quote'] } }>(run).error;
  expect(refused.code, run.stdout).toBe('CONSENT_REQUIRED');
  return refused.quote;
}

/**
 * A fetch, accepting the new quote once when it stops at QUOTE_EXCEEDED (the registry's freshness
 * may count a new filing's PDF as held until its fetch call says otherwise): the action at the end.
 */
async function fetchAll(emu: Emu, r: Replica, cin: string): Promise<Ran['value']['action']> {
  const first = await runReplica(emu, r, ['fetch', cin, '--no-zips', '--yes']);
  if (first.code === 0) return jsonOf<Ran>(first).value.action;
  expect(jsonOf<{ ok: false; error: { code: string } }>(first).error.code, first.stdout).toBe('QUOTE_EXCEEDED');
  return (await ok(emu, r, ['fetch', cin, '--no-zips'])).action;
}

async function check(emu: Emu, r: Replica): Promise<WatchCheckResult> {
  const run = await runReplica(emu, r, ['watch', 'check', '--yes']);
  expect(run.code, `${r.name} watch check: ${run.stdout}\n${run.stderr}`).toBe(0);
  return jsonOf<Checked>(run).value.result;
}

/** A new filing at the registry, revealed by the next refresh (the emulator's injected event). */
function newFiling(emu: Emu, cin: string, event: Record<string, unknown>): void {
  emu.registry.injectEvent({ cin, ...event }, emu.clock.now());
}

describe('refresh, fetch and watch check through the team library', () => {
  let world: TeamWorld;
  let pg: TeamPostgres;
  let emu: Emu;
  let cins: string[];
  let a: Replica;
  let b: Replica;
  let c: Replica;

  beforeAll(async () => {
    world = await startTeamWorld(['asha', 'ravi', 'meera'], { emulator: { startAt: new Date(Date.now() - 30 * HOUR).toISOString() } });
    ({ pg, emu } = world);
    [a, b, c] = world.replicas as [Replica, Replica, Replica];
    cins = freshCompanies(emu, 8);
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  });

  it("watch check on B after A's check spends nothing, copies A's reading and still records the change", async () => {
    const cin = cins[0]!;
    await ok(emu, a, ['mirror', cin, '--no-zips']);
    await ok(emu, b, ['mirror', cin, '--no-zips']);
    for (const r of [a, b]) {
      expect((await runReplica(emu, r, ['watch', 'add', cin, '--every', '1'])).code).toBe(0);
      expect((await runReplica(emu, r, ['watch', 'budget', '10000'])).code).toBe(0);
    }
    // The baselines: A's first check buys its refresh; B's (the registry window has passed on B's clock) buys too.
    expect((await check(emu, a)).spentPaisa).toBeGreaterThan(0);
    await check(emu, b);

    // A day on at the registry: a director joins (a DIR-12 filing), and both replicas are due again.
    emu.clock.advance(26 * HOUR);
    newFiling(emu, cin, { kind: 'director.appointed', fullName: 'Kavita Raman Iyer' });
    const dayAgo = new Date(Date.now() - 25 * HOUR).toISOString();
    for (const r of [a, b]) withLibrary(r, (l) => l.tx(() => l.watch.markChecked(cin, dayAgo)));

    const onA = await check(emu, a);
    expect(onA.spentPaisa).toBeGreaterThan(0);
    expect(onA.changes.map((ch) => ch.kind)).toContain('director.appointed');

    const billedBefore = emulatorLedger(emu).length;
    const updatesBefore = calls(emu, 'companies.update');
    const ledgerBefore = withLibrary(b, (l) => l.ledger.list({ limit: 1000 }).length);
    const onB = await check(emu, b);
    expect(onB.spentPaisa).toBe(0);
    expect(onB.checked).toEqual([cin]);
    expect(emulatorLedger(emu).length).toBe(billedBefore);
    expect(calls(emu, 'companies.update')).toBe(updatesBefore);
    expect(withLibrary(b, (l) => l.ledger.list({ limit: 1000 }).length)).toBe(ledgerBefore);
    // The change is found on what was copied: the same director, cited to the same DIR-12 filing.
    const joinedB = onB.changes.find((ch) => ch.kind === 'director.appointed');
    const joinedA = onA.changes.find((ch) => ch.kind === 'director.appointed');
    expect(joinedB).toBeDefined();
    expect(joinedB?.after).toEqual(joinedA?.after);
    expect(joinedB?.filingId).toBe(joinedA?.filingId);
    // And B holds A's reading: the record as A read it, the new PDF byte for byte.
    expect(masterReadAt(b, cin)).toBe(masterReadAt(a, cin));
    expect(pdfHashes(b, cin)).toEqual(pdfHashes(a, cin));
  }, 480_000);

  it("B's refresh of a company A refreshed moments ago is ₹0, with no companies.update call", async () => {
    // From here on the registry's clock runs just behind the replicas' (as a real one would).
    emu.clock.set(new Date(Date.now() - 60_000).toISOString());
    const cin = cins[1]!;
    await ok(emu, a, ['mirror', cin, '--no-zips']);
    await ok(emu, b, ['mirror', cin, '--no-zips']);
    newFiling(emu, cin, { kind: 'filing.new', formId: 'MGT-14' });
    const byA = await ok(emu, a, ['refresh', cin]);
    expect(byA.action.spentPaisa).toBeGreaterThan(0);
    expect(billed(emu, 'companies.update', cin)).toBe(1);

    const billedBefore = emulatorLedger(emu).length;
    const updatesBefore = calls(emu, 'companies.update');
    const { quote, action } = await ok(emu, b, ['refresh', cin]);
    expect(quote.totalPaisa).toBe(0);
    expect(quote.lines).toHaveLength(1);
    expect(quote.lines[0]).toMatchObject({ label: TEAM_LINE, totalPaisa: 0 });
    expect(quote.lines[0]!.note).toMatch(/^Read by asha on .*, fresh until /);
    expect(action).toMatchObject({ state: 'done', spentPaisa: 0 });
    expect(calls(emu, 'companies.update')).toBe(updatesBefore);
    expect(emulatorLedger(emu).length).toBe(billedBefore);
    expect(withLibrary(b, (l) => l.ledger.list({ limit: 1000 }).filter((e) => e.subject === cin && e.endpointKey === 'companies.update'))).toEqual([]);
    // B now holds A's reading: the record as A read it and the new filing A's refresh listed.
    expect(masterReadAt(b, cin)).toBe(masterReadAt(a, cin));
    expect(withLibrary(b, (l) => l.filings.countByCompany(cin))).toBe(withLibrary(a, (l) => l.filings.countByCompany(cin)));
  }, 240_000);

  it("B's fetch of the PDFs A already fetched is ₹0, and the PDFs are byte-identical", async () => {
    const cin = cins[2]!;
    await ok(emu, a, ['mirror', cin, '--no-zips']);
    await ok(emu, b, ['mirror', cin, '--no-zips']);
    newFiling(emu, cin, { kind: 'filing.new', formId: 'MGT-14' });
    newFiling(emu, cin, { kind: 'director.appointed', fullName: 'Arjun Mehta Rao' });
    await ok(emu, a, ['refresh', cin]);
    await ok(emu, b, ['refresh', cin]);
    // Both list the new filings without their PDFs; A buys them.
    expect(missingPdfs(b, cin)).toBeGreaterThan(0);
    expect((await fetchAll(emu, a, cin)).spentPaisa).toBeGreaterThan(0);
    expect(missingPdfs(a, cin)).toBe(0);

    const billedBefore = emulatorLedger(emu).length;
    const downloadsBefore = calls(emu, 'companies.filings.download');
    const { quote, action } = await ok(emu, b, ['fetch', cin, '--no-zips']);
    expect(quote.totalPaisa).toBe(0);
    expect(quote.lines[0]).toMatchObject({ label: TEAM_LINE, totalPaisa: 0 });
    expect(quote.lines[0]!.note).toMatch(/PDFs bought by asha/);
    expect(action).toMatchObject({ state: 'done', spentPaisa: 0 });
    expect(emulatorLedger(emu).length).toBe(billedBefore);
    expect(calls(emu, 'companies.filings.download')).toBe(downloadsBefore);
    expect(missingPdfs(b, cin)).toBe(0);
    expect(pdfHashes(b, cin)).toEqual(pdfHashes(a, cin));
  }, 240_000);

  it('two replicas refreshing one company at the same moment buy it once', async () => {
    const cin = cins[3]!;
    await ok(emu, a, ['mirror', cin, '--no-zips']);
    await ok(emu, b, ['mirror', cin, '--no-zips']);
    await ok(emu, c, ['mirror', cin, '--no-zips']);
    newFiling(emu, cin, { kind: 'filing.new', formId: 'MGT-14' });
    const [onB, onC] = await Promise.all([ok(emu, b, ['refresh', cin]), ok(emu, c, ['refresh', cin])]);
    // One refresh billed by the registry; one replica spent nothing at all.
    expect(billed(emu, 'companies.update', cin)).toBe(1);
    const spent = [onB, onC].map((r) => r.action.spentPaisa).sort((x, y) => x - y);
    expect(spent[0]).toBe(0);
    expect(spent[1]).toBeGreaterThan(0);
    // Both hold the same reading of the record and the same filing list.
    expect(masterReadAt(c, cin)).toBe(masterReadAt(b, cin));
    expect(withLibrary(c, (l) => l.filings.countByCompany(cin))).toBe(withLibrary(b, (l) => l.filings.countByCompany(cin)));
  }, 240_000);

  it('buys as before when the team database is out of reach, and the quote says so', async () => {
    const cin = cins[4]!;
    await ok(emu, a, ['mirror', cin, '--no-zips']);
    newFiling(emu, cin, { kind: 'filing.new', formId: 'MGT-14' });
    pg.pause();
    try {
      const { quote, action } = await ok(emu, a, ['refresh', cin]);
      expect(quote.notes.join('\n')).toMatch(/team library is out of reach/);
      expect(quote.totalPaisa).toBeGreaterThan(0);
      expect(action.state).toBe('done');
      expect(billed(emu, 'companies.update', cin)).toBe(1);
      expect((await quoteOf(emu, a, ['fetch', cin, '--no-zips'])).notes.join('\n')).toMatch(/team library is out of reach/);
      expect((await fetchAll(emu, a, cin)).state).toBe('done');
      expect(missingPdfs(a, cin)).toBe(0);
    } finally {
      pg.resume();
    }
  }, 240_000);

  it('gives the team, at the next sync, when a mirror bought while it was out of reach read the extraction lists, after the rows it read', async () => {
    const cin = cins[7]!;
    const reading = async () => (await pg.superQuery<{ read_at: string; created_by: string }>('SELECT read_at, created_by FROM dossier.readings WHERE company_id = $1', [cin])).rows;
    const consentBefore = new Date().toISOString();
    pg.pause();
    try {
      const { quote, action } = await ok(emu, c, ['mirror', cin, '--no-zips']);
      expect(quote.notes.join('\n')).toMatch(/team library is out of reach/);
      expect(action.state).toBe('done');
    } finally {
      pg.resume();
    }
    // Kept here, dated before anything was bought.
    const readAt = withLibrary(c, (l) => l.teamRecords.reading(cin, 'extractions'));
    expect(readAt).not.toBeNull();
    expect(readAt! >= consentBefore).toBe(true);
    expect(readAt! <= withLibrary(c, (l) => l.extractions.list(cin).map((x) => x.readAt).sort()[0]!)).toBe(true);
    expect(await reading()).toEqual([]);
    const synced = await runReplica(emu, c, ['team', 'sync']);
    expect(synced.code, synced.stdout + synced.stderr).toBe(0);
    expect(await reading()).toEqual([{ read_at: readAt, created_by: 'meera' }]);
    const teamRows = await pg.superQuery<{ n: number }>('SELECT count(*)::int AS n FROM dossier.extractions WHERE company_id = $1', [cin]);
    expect(teamRows.rows[0]!.n).toBe(withLibrary(c, (l) => l.extractions.list(cin).length));
    // Given once: the next sync offers nothing more of it.
    const again = await runReplica(emu, c, ['team', 'sync']);
    expect(jsonOf<{ ok: true; value: { pushed: { offered: number } } }>(again).value.pushed.offered).toBe(0);
  }, 240_000);

  it('refuses a ₹0 quote whose team is gone by the time it runs: nothing is bought', async () => {
    const cin = cins[6]!;
    await ok(emu, a, ['mirror', cin, '--no-zips']);
    // D: a replica in this process (the app's core), quoting and running as the app does.
    const d = await openCore({ teamUrl: pg.analystUrls.meera! });
    try {
      await d.call('settings.update', { baseUrl: emu.url });
      await d.call('key.set', { apiKey: emu.keys.live });
      // Copied from the team while the run call waits: done at once, nothing spent.
      const mirrorQuote = await d.call('mirror.quote', { id: cin, includeDirectors: false });
      expect(await d.call('action.run', { quoteId: mirrorQuote.quoteId })).toMatchObject({ state: 'done', spentPaisa: 0 });
      newFiling(emu, cin, { kind: 'filing.new', formId: 'MGT-14' });
      await ok(emu, a, ['refresh', cin]);
      const quote = await d.call('refresh.quote', { id: cin });
      expect(quote).toMatchObject({ totalPaisa: 0, lines: [{ label: TEAM_LINE }] });
      const billedBefore = emulatorLedger(emu).length;
      const updatesBefore = calls(emu, 'companies.update');
      pg.pause();
      try {
        const refused = await d.fail('action.run', { quoteId: quote.quoteId });
        expect(refused.code).toBe('QUOTE_BLOCKED');
        expect(refused.message).toMatch(/copy from the team library, but the team database is out of reach now: nothing was bought/);
      } finally {
        pg.resume();
      }
      expect(emulatorLedger(emu).length).toBe(billedBefore);
      expect(calls(emu, 'companies.update')).toBe(updatesBefore);
    } finally {
      await d.close();
      removeDir(d.dataDir);
    }
  }, 240_000);

  it('a fetch copies the PDFs the team holds at ₹0 and buys only the rest, on one quote that splits the two', async () => {
    const cin = cins[5]!;
    await ok(emu, a, ['mirror', cin, '--no-zips']);
    await ok(emu, b, ['mirror', cin, '--no-zips']);
    newFiling(emu, cin, { kind: 'filing.new', formId: 'MGT-14' });
    newFiling(emu, cin, { kind: 'filing.new', formId: 'DPT-3' });
    await ok(emu, a, ['refresh', cin]);
    await ok(emu, b, ['refresh', cin]);
    const missing = withLibrary(b, (l) => l.filings.missingDocuments(cin).map((f) => f.filingId));
    expect(missing).toHaveLength(2);
    await fetchAll(emu, a, cin);
    // The firm holds one of the two new PDFs only (as if A's fetch had missed the other).
    const [lacking, held] = missing as [string, string];
    await pg.superQuery('DELETE FROM dossier.documents WHERE filing_id = $1', [lacking]);

    const billedBefore = emulatorLedger(emu).length;
    const quote = await quoteOf(emu, b, ['fetch', cin, '--no-zips']);
    const action = await fetchAll(emu, b, cin);
    expect(quote.lines[0]).toMatchObject({ label: TEAM_LINE, count: 1, totalPaisa: 0 });
    expect(quote.lines[0]!.note).toMatch(/^1 PDFs bought by asha/);
    expect(quote.lines.find((l) => l.endpointKey === 'companies.filings.download')).toMatchObject({ count: 1 });
    expect(quote.totalPaisa).toBeGreaterThan(0);
    expect(action.state).toBe('done');
    expect(missingPdfs(b, cin)).toBe(0);
    // The registry sold B the PDF the team lacks, and only that one; the other is A's bytes.
    const sold = emulatorLedger(emu).slice(billedBefore);
    expect(sold.filter((e) => e.endpoint === 'companies.filings.download')).toHaveLength(1);
    expect(pdfHashes(b, cin)).toEqual(pdfHashes(a, cin));
    expect(pdfHashes(b, cin).get(held)).toBe(pdfHashes(a, cin).get(held));
  }, 240_000);
});
