import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CO, F, LOCKED_CO, seedLibrary } from '../../../test/support/core/library-seed';
import { type Library, openLibrary } from '../store';
import { NoteError, createNote, deleteNote, listNotes, updateNote } from './index';

describe('notes with citations', () => {
  let dir = '';
  let library: Library;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-notes-'));
    seedLibrary(dir, Date.parse('2026-11-21T10:00:00Z'));
    library = openLibrary(dir);
  });
  afterEach(() => {
    library.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('cites a filing page, a PDF selection and a figure by form, filing date, page and filing id', () => {
    const page = createNote(library, CO, { kind: 'filing-page', filingId: F.aoc2024, page: 3 }, 'Contingent liabilities note');
    expect(page.citation).toBe(`AOC-4, filed 28 Oct 2024, page 3, filing ${F.aoc2024}`);

    const selection = createNote(library, CO, { kind: 'pdf-selection', filingId: F.mgt7, page: 2, text: '  shares   pledged by\npromoters ' }, 'Pledge');
    expect(selection.citation).toBe(`MGT-7, filed 25 Nov 2024, page 2, filing ${F.mgt7}: “shares pledged by promoters”`);

    // No filing named: the figure is cited from the extraction's own source filing.
    const figure = createNote(library, CO, { kind: 'figure', form: 'AOC-4', fyStart: 2023, scope: 'standalone', qname: 'in-gaap:RevenueFromOperations' }, 'Check');
    expect(figure.citation).toBe(`AOC-4 FY 2023-24 (standalone), in-gaap:RevenueFromOperations; AOC-4, filed 28 Oct 2024, filing ${F.aoc2024}`);

    const company = createNote(library, CO, { kind: 'company' }, 'General');
    expect(company.citation).toBe(`Company record ${CO}, read 19 Nov 2026`);
  });

  it('refuses a note on a company not in the library or on another company’s filing', () => {
    expect(() => createNote(library, 'U01100DL2001PTC999999', { kind: 'company' }, 'x')).toThrow(NoteError);
    expect(() => createNote(library, CO, { kind: 'filing-page', filingId: F.locked, page: 1 }, 'x')).toThrow(/belongs to L65910MH1994PLC080618/);
    expect(listNotes(library, CO)).toEqual([]);
  });

  it('lists, searches, updates and deletes', () => {
    const a = createNote(library, CO, { kind: 'company' }, 'Promoter loans outstanding');
    createNote(library, LOCKED_CO, { kind: 'company' }, 'Promoter of the harbour business');
    expect(listNotes(library, CO).map((n) => n.id)).toEqual([a.id]);
    const hits = listNotes(library, CO, 'promoter');
    expect(hits.map((n) => n.id)).toEqual([a.id]);
    expect(hits[0]!.snippet).toContain('«Promoter»');

    const moved = updateNote(library, a.id, { anchor: { kind: 'filing-page', filingId: F.aoc2023, page: 7 } });
    expect(moved.citation).toBe(`AOC-4, filed 20 Oct 2023, page 7, filing ${F.aoc2023}`);
    expect(moved.body).toBe('Promoter loans outstanding');
    expect(() => updateNote(library, 4242, { body: 'x' })).toThrow(/no note 4242/);
    expect(deleteNote(library, a.id)).toEqual({ deleted: true });
    expect(listNotes(library, CO)).toEqual([]);
  });
});
