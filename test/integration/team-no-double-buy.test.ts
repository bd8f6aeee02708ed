// The team library's "no double purchase" (issue 12) with replicas as separate `dossier` processes
// against one emulator (live key) and one real throwaway PostgreSQL: B's mirror of a company A
// already bought is a copy from the team at ₹0 with no registry unlock; two replicas mirroring one
// fresh company at the same moment buy it once (the second waits on the team's claim, then copies);
// a team out of reach leaves the mirror buying as before, and the quote says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../shared/bridge/views';
import { MAIN_ACCOUNT } from '../../emulator/state/accounts';
import { emulatorLedger } from '../support/core/mirror-support';
import { freshCompanies, jsonOf, pdfHashes, type Replica, runReplica, startTeamWorld, type TeamEmulator, type TeamWorld, withLibrary } from '../support/core/team-replicas';
import type { TeamPostgres } from '../support/postgres';

type Emu = TeamEmulator;
type Mirrored = { ok: true; value: { quote: Quote & { notes: string[] }; action: { state: string; spentPaisa: number } } };

const unlockCalls = (emu: Emu) => emu.state.usageSince(MAIN_ACCOUNT, 0).filter((u) => u.endpoint === 'companies.unlock').length;
const unlocksBilled = (emu: Emu, cin: string) => emulatorLedger(emu).filter((e) => e.endpoint === 'companies.unlock' && e.subject === cin).length;

describe('no double purchase through the team library', () => {
  let world: TeamWorld;
  let pg: TeamPostgres;
  let emu: Emu;
  let cins: string[];
  let a: Replica;
  let b: Replica;
  let c: Replica;

  beforeAll(async () => {
    world = await startTeamWorld(['asha', 'ravi', 'meera']);
    ({ pg, emu } = world);
    [a, b, c] = world.replicas as [Replica, Replica, Replica];
    cins = freshCompanies(emu, 3);
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  });

  it("copies a company a colleague holds from the team library at ₹0, with no registry unlock", async () => {
    const cin = cins[0]!;
    const bought = await runReplica(emu, a, ['mirror', cin, '--yes', '--no-zips']);
    expect(bought.code, bought.stderr).toBe(0);
    expect(jsonOf<Mirrored>(bought).value.quote.totalPaisa).toBeGreaterThan(0);
    const aPdfs = pdfHashes(a, cin);
    expect(aPdfs.size).toBeGreaterThan(0);

    const billedBefore = emulatorLedger(emu).length;
    const unlocksBefore = unlockCalls(emu);
    const copied = await runReplica(emu, b, ['mirror', cin, '--yes', '--no-zips']);
    expect(copied.code, copied.stderr).toBe(0);
    const { quote, action } = jsonOf<Mirrored>(copied).value;
    expect(quote.totalPaisa).toBe(0);
    expect(quote.lines).toHaveLength(1);
    expect(quote.lines[0]).toMatchObject({ label: 'From the team library: ₹0', totalPaisa: 0 });
    expect(quote.lines[0]!.note).toContain('Bought by asha');
    expect(action).toMatchObject({ state: 'done', spentPaisa: 0 });
    // The registry sold nothing and was not asked to unlock; B's own ledger is empty.
    expect(emulatorLedger(emu).length).toBe(billedBefore);
    expect(unlockCalls(emu)).toBe(unlocksBefore);
    expect(withLibrary(b, (l) => l.ledger.list({ limit: 10 }))).toEqual([]);
    // What B holds is what A bought: the PDFs read back from disk, the filings, extractions and unlock.
    expect(pdfHashes(b, cin)).toEqual(aPdfs);
    expect(withLibrary(b, (l) => l.filings.countByCompany(cin))).toBe(withLibrary(a, (l) => l.filings.countByCompany(cin)));
    expect(withLibrary(b, (l) => l.extractions.list(cin).length)).toBe(withLibrary(a, (l) => l.extractions.list(cin).length));
    expect(withLibrary(b, (l) => l.unlocks.get(cin)?.expiresAt)).toBe(withLibrary(a, (l) => l.unlocks.get(cin)?.expiresAt));
    // The copy did not move B's sync position: a later sync still pulls everything else.
    expect(withLibrary(b, (l) => l.teamSync.state().pulledSeq)).toBe(0);
  }, 240_000);

  it('buys a company once when two replicas mirror it at the same moment', async () => {
    const cin = cins[1]!;
    const [onB, onC] = await Promise.all([runReplica(emu, b, ['mirror', cin, '--yes', '--no-zips']), runReplica(emu, c, ['mirror', cin, '--yes', '--no-zips'])]);
    expect(onB.code, onB.stderr).toBe(0);
    expect(onC.code, onC.stderr).toBe(0);
    // One unlock billed by the registry, and one replica spent nothing at all.
    expect(unlocksBilled(emu, cin)).toBe(1);
    const spent = [onB, onC].map((r) => jsonOf<Mirrored>(r).value.action.spentPaisa).sort((x, y) => x - y);
    expect(spent[0]).toBe(0);
    expect(spent[1]).toBeGreaterThan(0);
    const billedFor = emulatorLedger(emu).filter((e) => e.subject === cin || e.subject.startsWith(cin));
    expect(billedFor.reduce((s, e) => s + e.pricePaisa, 0)).toBe(spent[1]);
    // Both libraries end with the same PDFs, byte for byte.
    const bPdfs = pdfHashes(b, cin);
    expect(bPdfs.size).toBeGreaterThan(0);
    expect(pdfHashes(c, cin)).toEqual(bPdfs);
  }, 240_000);

  it('buys as before when the team database is out of reach, and the quote says so', async () => {
    const cin = cins[2]!;
    pg.pause();
    try {
      const bought = await runReplica(emu, c, ['mirror', cin, '--yes', '--no-zips']);
      expect(bought.code, bought.stderr).toBe(0);
      const { quote, action } = jsonOf<Mirrored>(bought).value;
      expect(quote.notes.join('\n')).toMatch(/team library is out of reach/);
      expect(action.state).toBe('done');
      expect(unlocksBilled(emu, cin)).toBe(1);
      expect(pdfHashes(c, cin).size).toBeGreaterThan(0);
    } finally {
      pg.resume();
    }
  }, 240_000);
});
