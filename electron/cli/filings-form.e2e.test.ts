// Issue 28 item 17: `filings <listed company> --form AOC-4` found nothing, because a listed company
// files its accounts as "AOC-4 XBRL". A form filter takes the form's family (shared/form-family.ts);
// a variant named exactly takes only itself. The real `dossier` process against the emulator, each
// company read once with a refresh (its record and filing list, no PDFs), the registry's own filing
// list as the truth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorHandle, startEmulator } from '../../emulator/index';
import type { FilingView } from '../../shared/bridge/views';
import { removeTempDirs, runDossier, tempDir } from '../../test/support/cli/cli-kit';

const LISTED = 'U26407TG2001PLC348076'; // sandbox, a public company filing AOC-4 XBRL and MGT-7
const SMALL = 'U86522MP2016OPC146318'; // sandbox, a one person company filing AOC-4, MGT-7 and MGT-7A
const RATE = '100000';

let emulator: EmulatorHandle;
let env: Record<string, string>;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: Number(RATE), rateTest: Number(RATE) });
  env = { DOSSIER_DATA_DIR: tempDir('forms'), DOSSIER_API_KEY: emulator.keys.test, DOSSIER_RATE_LIVE: RATE, DOSSIER_RATE_TEST: RATE };
  for (const cin of [LISTED, SMALL]) {
    const r = await runDossier(['--base-url', emulator.url, 'refresh', cin, '--yes'], env, '', 120_000);
    expect(r.code, r.stderr).toBe(0);
  }
}, 300_000);

afterAll(async () => {
  await emulator?.close();
  removeTempDirs();
});

async function filings(cin: string, ...filter: string[]): Promise<FilingView[]> {
  const r = await runDossier(['--json', 'filings', cin, ...filter], env, '', 60_000);
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { value: FilingView[] }).value;
}

/** The filing ids the registry lists for the company under these forms. */
function registryIds(cin: string, listed: FilingView[], forms: string[]): string[] {
  const inLibrary = new Set(listed.map((f) => f.filingId));
  return emulator.registry
    .filings(cin)
    .filter((f) => inLibrary.has(f.row.filingId) && forms.includes(f.row.formId))
    .map((f) => f.row.filingId)
    .sort();
}

const ids = (rows: FilingView[]): string[] => rows.map((f) => f.filingId).sort();

describe('dossier filings --form', () => {
  it("takes a listed company's AOC-4 XBRL accounts for --form AOC-4, in any spelling", { timeout: 120_000 }, async () => {
    const all = await filings(LISTED);
    const accounts = registryIds(LISTED, all, ['AOC-4', 'AOC-4 XBRL', 'AOC-4 CFS', 'AOC-4 NBFC']);
    expect(registryIds(LISTED, all, ['AOC-4 XBRL']).length).toBeGreaterThan(0);
    expect(ids(await filings(LISTED, '--form', 'AOC-4'))).toEqual(accounts);
    expect(ids(await filings(LISTED, '--form', 'aoc4'))).toEqual(accounts);
    // An exact variant still narrows to itself; AOC-5 (another form) is never taken.
    expect(ids(await filings(LISTED, '--form', 'AOC-4 XBRL'))).toEqual(registryIds(LISTED, all, ['AOC-4 XBRL']));
    expect((await filings(LISTED, '--form', 'AOC-4')).every((f) => f.formId !== 'AOC-5')).toBe(true);
  });

  it('takes MGT-7A for --form MGT-7, and only MGT-7A for --form MGT-7A', { timeout: 120_000 }, async () => {
    const all = await filings(SMALL);
    expect(registryIds(SMALL, all, ['MGT-7A']).length).toBeGreaterThan(0);
    expect(ids(await filings(SMALL, '--form', 'MGT-7'))).toEqual(registryIds(SMALL, all, ['MGT-7', 'MGT-7A']));
    expect(ids(await filings(SMALL, '--form', 'mgt-7a'))).toEqual(registryIds(SMALL, all, ['MGT-7A']));
  });

  it('says what a family filter looked for when nothing matches', { timeout: 60_000 }, async () => {
    const r = await runDossier(['filings', LISTED, '--form', 'AOC-4', '--year', '1990'], env, '', 60_000);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('match --form AOC-4 (with AOC-4 XBRL, AOC-4 CFS, AOC-4 NBFC) --year 1990');
  });
});
