// Issue 27: notes on the command line. The real `dossier` process on a seeded library: add (on the
// company, on a page of a filing), list (all, --text), edit and rm, each with --json `{ ok, value }`;
// the notes land in the library the app reads (its store, read back here directly); bad input
// (a company not in the library, a note id that names no note, an empty text, a page that is no
// page or past the filing's last, a filing the company does not list) exits 2 in words and loses
// nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteView } from '../../shared/bridge/reports';
import { openLibrary } from '../core/store';
import { CO, F, seedLibrary } from '../../test/support/core/library-seed';
import { removeTempDirs, runDossier, tempDir } from '../../test/support/cli/cli-kit';

let dataDir: string;
beforeAll(() => {
  dataDir = tempDir('notes');
  seedLibrary(dataDir);
});
afterAll(() => removeTempDirs());

interface Doc<T> {
  ok: boolean;
  value: T;
  error: { code: string; message: string };
  exitCode: number;
}

async function dossier<T = unknown>(args: string[]) {
  const r = await runDossier(['--json', '--data-dir', dataDir, ...args], {}, '', 60_000);
  return { code: r.code, doc: JSON.parse(r.stdout) as Doc<T>, stderr: r.stderr };
}

async function human(args: string[]) {
  return runDossier(['--data-dir', dataDir, ...args], {}, '', 60_000);
}

/** What the app's own store holds, read without the command line. */
function stored(): Array<{ id: number; body: string }> {
  const library = openLibrary(dataDir, { readonly: true });
  try {
    return library.notes.listByCompany(CO).map((n) => ({ id: n.id, body: n.body }));
  } finally {
    library.close();
  }
}

describe('dossier notes', () => {
  let general: NoteView;
  let onPage: NoteView;

  it('adds a note on the company and one on a page of a filing, each as { ok, value } with its citation', { timeout: 120_000 }, async () => {
    const a = await dossier<NoteView>(['notes', 'add', CO, 'Auditor', 'qualified', 'the', 'inventory', 'figure']);
    expect(a.code, a.stderr).toBe(0);
    expect(a.doc).toMatchObject({ ok: true, value: { companyId: CO, anchor: { kind: 'company' }, body: 'Auditor qualified the inventory figure', author: 'analyst' } });
    general = a.doc.value;

    const b = await dossier<NoteView>(['notes', 'add', CO, 'Going concern paragraph', '--filing', F.aoc2024, '--page', '2']);
    expect(b.code, b.stderr).toBe(0);
    expect(b.doc.value).toMatchObject({ anchor: { kind: 'filing-page', filingId: F.aoc2024, page: 2 }, citation: `AOC-4, filed 28 Oct 2024, page 2, filing ${F.aoc2024}` });
    onPage = b.doc.value;
    expect(stored()).toEqual([
      { id: general.id, body: 'Auditor qualified the inventory figure' },
      { id: onPage.id, body: 'Going concern paragraph' },
    ]);
  });

  it('lists them oldest first, or those matching --text with the match marked; in words without --json', { timeout: 120_000 }, async () => {
    const all = await dossier<NoteView[]>(['notes', 'list', CO]);
    expect(all.code).toBe(0);
    expect(all.doc.value.map((n) => n.id)).toEqual([general.id, onPage.id]);
    const hits = await dossier<NoteView[]>(['notes', 'list', CO, '--text', 'concern']);
    expect(hits.doc.value.map((n) => [n.id, n.snippet])).toEqual([[onPage.id, 'Going «concern» paragraph']]);
    const text = await human(['notes', 'list', CO]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`2 notes on ${CO}, oldest first:`);
    expect(text.stdout).toContain(`Note ${onPage.id} · AOC-4, filed 28 Oct 2024, page 2, filing ${F.aoc2024} · `);
    expect(text.stdout).toContain('    Auditor qualified the inventory figure');
  });

  it('edits a note’s text, keeping where it rests, and removes a note', { timeout: 120_000 }, async () => {
    const edited = await dossier<NoteView>(['notes', 'edit', String(onPage.id), 'Going concern doubt:', 'ask the auditor']);
    expect(edited.code, edited.stderr).toBe(0);
    expect(edited.doc.value).toMatchObject({ id: onPage.id, body: 'Going concern doubt: ask the auditor', anchor: onPage.anchor });
    expect(edited.doc.value.updatedAt >= onPage.updatedAt).toBe(true);

    const rm = await dossier<{ deleted: boolean; noteId: number }>(['notes', 'rm', String(general.id)]);
    expect(rm).toMatchObject({ code: 0, doc: { ok: true, value: { deleted: true, noteId: general.id } } });
    expect(stored()).toEqual([{ id: onPage.id, body: 'Going concern doubt: ask the auditor' }]);
  });

  it('refuses bad input with exit 2 in words, and nothing is lost', { timeout: 300_000 }, async () => {
    const refusals: Array<[string[], string, RegExp]> = [
      [['notes', 'list', 'U01100DL2001PTC999999'], 'NOT_IN_LIBRARY', /U01100DL2001PTC999999 is not mirrored yet/],
      [['notes', 'add', 'U01100DL2001PTC999999', 'hello'], 'NOT_IN_LIBRARY', /is not mirrored yet/],
      [['notes', 'edit', '999', 'new text'], 'NOTE_NOT_FOUND', /There is no note 999/],
      [['notes', 'rm', String(general.id)], 'NOTE_NOT_FOUND', /There is no note \d+, so nothing was deleted/],
      [['notes', 'edit', String(onPage.id), '   '], 'BAD_ARGUMENTS', /A note needs some text/],
      [['notes', 'add', CO, 'x', '--filing', F.aoc2024, '--page', '0'], 'BAD_ARGUMENTS', /--page is a page number from 1/],
      [['notes', 'add', CO, 'x', '--filing', F.aoc2024, '--page', '4'], 'BAD_ARGUMENTS', /has 3 pages; there is no page 4/],
      [['notes', 'add', CO, 'x', '--page', '2'], 'BAD_ARGUMENTS', /give the filing too/],
      [['notes', 'add', CO, 'x', '--filing', 'flg_NotListedAnywhere', '--page', '1'], 'FILING_NOT_LISTED', /is not among the \d+ filings the library lists/],
      [['notes', 'edit', 'seven', 'x'], 'BAD_ARGUMENTS', /A note id is a whole number/],
    ];
    for (const [args, code, words] of refusals) {
      const r = await dossier(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.doc, args.join(' ')).toMatchObject({ ok: false, exitCode: 2, error: { code } });
      expect(r.doc.error.message).toMatch(words);
    }
    expect(stored()).toEqual([{ id: onPage.id, body: 'Going concern doubt: ask the auditor' }]);
  });
});
