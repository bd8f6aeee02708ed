// The team database stopping in the middle of a mirror that holds the team's claim (issue 27, item
// 9): `pg_ctl stop -m fast` ended the session holding the advisory lock, its client had no error
// listener, and the CLI died of an unhandled 'error' event with money spent. Here a real `dossier
// mirror` (live key, emulator behind a proxy that names the step) has PostgreSQL stopped at each
// step: before the unlock is bought, during the PDFs, during the extraction reads, and while what it
// bought is being published. Each time the mirror finishes alone (exit 0, saying the team went
// away), buys nothing twice, and once PostgreSQL is back a `team sync` completes and the team holds
// the company: its record, every PDF, every ledger row, and the extraction lists it read.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamSyncView } from '../../shared/bridge/team';
import type { Quote } from '../../shared/bridge/views';
import { runDossier } from '../support/cli/cli-kit';
import { type GateProxy, startGateProxy } from '../support/core/gate-proxy';
import { emulatorLedger } from '../support/core/mirror-support';
import { jsonOf, pdfHashes, type Replica, replicaEnv, runReplica, startTeamWorld, type TeamEmulator, type TeamWorld, withLibrary } from '../support/core/team-replicas';

type Mirrored = { ok: true; value: { quote: Quote & { notes: string[] }; action: { state: string; spentPaisa: number } } };
type Ok<T> = { ok: true; value: T };

/** Live companies with extraction reads and at least three filings (two PDFs before the gate), one per step. */
function companiesFor(emu: TeamEmulator, n: number): string[] {
  const out: string[] = [];
  for (const c of emu.registry.companies()) {
    if (out.length === n) break;
    if (c.sandbox || c.idType !== 'cin' || !emu.registry.extractionForms(c.cin).includes('AOC-4')) continue;
    const filings = emu.registry.filings(c.cin).length;
    if (filings >= 3 && filings <= 12) out.push(c.cin);
  }
  if (out.length < n) throw new Error(`only ${out.length} companies fit`);
  return out;
}

/** Until `check` holds (a condition of the team database, polled), or fail after `ms`. */
async function until(check: () => Promise<boolean>, what: string, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('PostgreSQL stopping in the middle of a claimed mirror', () => {
  let world: TeamWorld;
  let emu: TeamEmulator;
  let proxy: GateProxy;
  let a: Replica;
  let cins: string[];

  const mirror = (cin: string) => runDossier(['--base-url', proxy.url, '--json', 'mirror', cin, '--yes', '--no-zips'], replicaEnv(emu, a));

  /** What must hold after the mirror: done alone, nothing bought twice; then a sync puts it all in the team. */
  async function finishedAloneThenSynced(cin: string, run: { code: number | null; stdout: string; stderr: string }): Promise<void> {
    expect(run.stderr).not.toMatch(/Unhandled 'error' event/);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const { action } = jsonOf<Mirrored>(run).value;
    expect(action.state).toBe('done');
    expect(run.stderr.match(new RegExp(`The team library went out of reach during the mirror of ${cin} \\(terminating connection due to administrator command\\): it goes on without the team`, 'g'))).toHaveLength(1);
    // Bought once: one unlock, every billed call once, and what the registry billed is what the action spent.
    const billed = emulatorLedger(emu).filter((e) => e.subject === cin || e.subject.startsWith(cin));
    expect(billed.filter((e) => e.endpoint === 'companies.unlock')).toHaveLength(1);
    expect(new Set(billed.map((e) => e.requestId)).size).toBe(billed.length);
    expect(billed.reduce((s, e) => s + e.pricePaisa, 0)).toBe(action.spentPaisa);

    world.pg.resume();
    const sync = await runReplica(emu, a, ['team', 'sync']);
    expect(sync.code, sync.stdout + sync.stderr).toBe(0);
    expect(jsonOf<Ok<TeamSyncView>>(sync).value.seq).toBe(jsonOf<Ok<TeamSyncView>>(sync).value.head);
    const pdfs = pdfHashes(a, cin);
    expect(pdfs.size).toBeGreaterThan(1);
    const team = async <T extends pg.QueryResultRow>(sql: string) => (await world.pg.superQuery<T>(sql, [cin])).rows;
    expect(await team('SELECT id FROM dossier.companies WHERE id = $1')).toHaveLength(1);
    const docs = await team<{ filing_id: string; sha256: string }>('SELECT filing_id, sha256 FROM dossier.documents WHERE company_id = $1');
    expect(new Map(docs.map((d) => [d.filing_id, d.sha256]))).toEqual(pdfs);
    const local = withLibrary(a, (l) => ({
      ledger: l.ledger.list({ limit: 100_000 }).map((r) => r.requestId).sort(),
      extractions: l.extractions.list(cin).length,
    }));
    expect((await world.pg.superQuery<{ request_id: string }>('SELECT request_id FROM dossier.ledger ORDER BY request_id')).rows.map((r) => r.request_id)).toEqual(local.ledger);
    expect(await team('SELECT 1 FROM dossier.extractions WHERE company_id = $1')).toHaveLength(local.extractions);
    // The lists this mirror read count for colleagues: the reading reached the team after its rows.
    expect(await team(`SELECT 1 FROM dossier.readings WHERE company_id = $1 AND kind = 'extractions'`)).toHaveLength(1);
  }

  beforeAll(async () => {
    world = await startTeamWorld(['asha']);
    emu = world.emu;
    [a] = world.replicas as [Replica];
    proxy = await startGateProxy(emu.url);
    cins = companiesFor(emu, 4);
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await world?.close();
  });

  const steps = [
    { step: 'before the unlock is bought', nth: 1, match: (m: string, p: string) => m === 'POST' && /^\/v1\/companies\/[^/]+\/unlock/.test(p) },
    { step: 'during the PDFs', nth: 2, match: (m: string, p: string) => m === 'GET' && /^\/v1\/companies\/[^/]+\/filings\/[^/]+\/download/.test(p) },
    { step: 'during the extraction reads', nth: 1, match: (m: string, p: string) => m === 'GET' && /^\/v1\/companies\/[^/]+\/extractions\/[^/?]+\/[^/?]+/.test(p) },
  ];

  steps.forEach(({ step, nth, match }, i) => {
    it(`finishes the mirror alone when PostgreSQL stops ${step}, and syncs it all once PostgreSQL is back`, async () => {
      const cin = cins[i]!;
      proxy.arm({ nth, match, before: () => world.pg.pause() });
      const run = await mirror(cin);
      expect(proxy.fired(), run.stdout + run.stderr).toBe(true);
      await finishedAloneThenSynced(cin, run);
    }, 240_000);
  });

  it('finishes the mirror alone when PostgreSQL stops while what it bought is being published, and syncs the rest after', async () => {
    const cin = cins[3]!;
    proxy.arm({ nth: 1, match: () => false, before: () => {} });
    // A gate inside the team database: the first PDF published waits on a lock this test holds.
    await world.pg.superQuery(`
      CREATE FUNCTION dossier.test_gate() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_advisory_xact_lock(4242); RETURN NEW; END $$;
      CREATE TRIGGER test_gate BEFORE INSERT ON dossier.documents FOR EACH ROW EXECUTE FUNCTION dossier.test_gate();`);
    const holder = await world.pg.superClient();
    await holder.query('SELECT pg_advisory_lock(4242)');
    const running = mirror(cin);
    await until(async () => (await world.pg.superQuery(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = 4242 AND NOT granted`)).rowCount === 1, 'a PDF being published');
    // The company's record went before its PDFs; the first PDF is in flight.
    expect((await world.pg.superQuery('SELECT 1 FROM dossier.companies WHERE id = $1', [cin])).rowCount).toBe(1);
    world.pg.pause();
    const run = await running;
    await holder.end().catch(() => {});
    // Said once: the loss of the team, not again for the publish that failed with it.
    expect(run.stderr).not.toMatch(/not in the team library yet/);
    // Back up without the gate, then the same checks.
    world.pg.resume();
    await world.pg.superQuery('DROP TRIGGER test_gate ON dossier.documents; DROP FUNCTION dossier.test_gate()');
    world.pg.pause();
    await finishedAloneThenSynced(cin, run);
  }, 240_000);
});
