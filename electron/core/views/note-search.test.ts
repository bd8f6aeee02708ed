// The analyst's notes in the local search: a hit of kind `note` with the company, a plain snippet,
// and the filing and page of a note pinned in a filing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchHit } from '../../../shared/bridge/views';
import { CO, F } from '../../../test/support/core/library-seed';
import { withNotes } from './note-hits';
import { type CoreFixture, closeAndRemove, openSeededCore } from '../../../test/support/core/seeded-core';

let fx: CoreFixture;
beforeEach(async () => {
  fx = await openSeededCore();
});
afterEach(() => closeAndRemove(fx));

const notesOf = (hits: SearchHit[]) => hits.filter((h) => h.kind === 'note');

describe('search.local and notes', () => {
  it('finds a note pinned on a filing page, with where it rests and a plain snippet', async () => {
    const page = await fx.call('notes.create', { id: CO, anchor: { kind: 'filing-page', filingId: F.aoc2024, page: 3 }, body: 'Auditor flags a going concern doubt over the receivables' });
    const selection = await fx.call('notes.create', {
      id: CO,
      anchor: { kind: 'pdf-selection', filingId: F.mgt7, page: 5, text: 'hypothecation of book debts' },
      body: 'Check this charge against the register',
    });
    const onCompany = await fx.call('notes.create', { id: CO, anchor: { kind: 'company' }, body: 'Receivables grew faster than revenue' });
    const hits = notesOf(await fx.call('search.local', { text: 'receivab', limit: 20 }));
    expect(hits.map((h) => h.id).sort()).toEqual([String(page.id), String(onCompany.id)].sort());
    const pinned = hits.find((h) => h.id === String(page.id))!;
    expect(pinned).toMatchObject({ kind: 'note', companyId: CO, filingId: F.aoc2024, page: 3, title: 'Auditor flags a going concern doubt over the receivables' });
    expect(pinned.subtitle).toBe(`Zenith Lotus Software Private Limited · ${page.citation}`);
    expect(pinned.snippet).toContain('receivables');
    expect(pinned.snippet).not.toMatch(/[«»\u0002\u0003]/);
    const general = hits.find((h) => h.id === String(onCompany.id))!;
    expect(general.filingId).toBeUndefined();
    expect(general.page).toBeUndefined();
    // The selected PDF text is searched too, and the hit opens that page.
    expect(notesOf(await fx.call('search.local', { text: 'hypothecation', limit: 20 }))).toEqual([
      expect.objectContaining({ id: String(selection.id), filingId: F.mgt7, page: 5 }),
    ]);
  });

  it('keeps the register hits beside the notes, and forgets a deleted note', async () => {
    const note = await fx.call('notes.create', { id: CO, anchor: { kind: 'company' }, body: 'Zenith group structure needs a chart' });
    const hits = await fx.call('search.local', { text: 'zenith', limit: 20 });
    expect(hits.some((h) => h.kind === 'company' && h.id === CO)).toBe(true);
    expect(notesOf(hits).map((h) => h.id)).toEqual([String(note.id)]);
    await fx.call('notes.delete', { noteId: note.id });
    expect(notesOf(await fx.call('search.local', { text: 'zenith', limit: 20 }))).toEqual([]);
  });
});

describe('withNotes', () => {
  const hit = (kind: SearchHit['kind'], id: string): SearchHit => ({ kind, id, companyId: null, title: id, subtitle: '' });
  const register = Array.from({ length: 10 }, (_, i) => hit('company', `c${i}`));
  const notes = Array.from({ length: 10 }, (_, i) => hit('note', `n${i}`));

  it('keeps a fifth of the room for notes when the register fills it, and all of the rest otherwise', () => {
    const full = withNotes(register, notes, 10);
    expect(full.map((h) => h.id)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'n0', 'n1']);
    expect(withNotes(register.slice(0, 3), notes, 10).map((h) => h.id)).toEqual(['c0', 'c1', 'c2', 'n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6']);
    expect(withNotes(register, [], 10)).toEqual(register);
  });
});
