// Issue 28 item 15: "not in the library" is the analyst's input naming something absent, so every
// command that reads the library says it with one exit code, 2 (company, director, filings and
// freshness once exited 1 while network and watch add exited 2). The real `dossier` process on an
// empty library, offline: no key, no registry.
import { afterAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../shared/result';
import { removeTempDirs, runDossier, tempDir } from '../../test/support/cli/cli-kit';

afterAll(() => removeTempDirs());

const CIN = 'U01100DL2001PTC999999';
const DIN = '09999999';

describe('a company or director the library does not hold', () => {
  it('exits 2 with NOT_IN_LIBRARY from every command that names one, with the way to get it', { timeout: 240_000 }, async () => {
    const dataDir = tempDir('absent');
    const commands: Array<[string[], string, RegExp]> = [
      [['company', CIN], 'NOT_IN_LIBRARY', /dossier mirror U01100DL2001PTC999999/],
      [['company', CIN, '--financials'], 'NOT_IN_LIBRARY', /dossier mirror U01100DL2001PTC999999/],
      [['filings', CIN, '--form', 'AOC-4'], 'NOT_IN_LIBRARY', /dossier mirror U01100DL2001PTC999999/],
      [['freshness', CIN], 'NOT_IN_LIBRARY', /dossier mirror U01100DL2001PTC999999/],
      [['status', CIN], 'NOT_IN_LIBRARY', /dossier mirror U01100DL2001PTC999999/],
      [['director', DIN], 'NOT_IN_LIBRARY', /dossier mirror <company id> --directors/],
      [['network', CIN], 'NOT_IN_LIBRARY', /dossier mirror U01100DL2001PTC999999/],
      [['network', DIN], 'NOT_IN_LIBRARY', /./],
      [['watch', 'add', CIN], 'NOT_IN_LIBRARY', /dossier mirror U01100DL2001PTC999999/],
      [['notes', 'list', CIN], 'NOT_IN_LIBRARY', /dossier mirror U01100DL2001PTC999999/],
    ];
    for (const [argv, code, way] of commands) {
      const r = await runDossier(['--json', '--data-dir', dataDir, ...argv], {}, '', 60_000);
      const doc = JSON.parse(r.stdout) as { ok: false; exitCode: number; error: AppError };
      expect({ argv, code: r.code, exitCode: doc.exitCode, error: doc.error.code }).toEqual({ argv, code: 2, exitCode: 2, error: code });
      expect(`${doc.error.message} ${doc.error.hint ?? ''}`, argv.join(' ')).toMatch(way);
    }
  });
});
