// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NoteAnchor, NoteView } from '../../../shared/bridge/reports';
import { StoresProvider } from '../../state/context';
import { createStores } from '../../state/stores';
import { createMemoryBridge, ok } from '../../../test/support/renderer/memory-bridge';
import { NotesTab } from './notes-tab';

afterEach(cleanup);

const CO = 'U12345MH2001PTC123456';

function cite(anchor: NoteAnchor): string {
  switch (anchor.kind) {
    case 'company':
      return `Company record ${CO}`;
    case 'filing-page':
      return `AOC-4, filed 30 Oct 2024, page ${anchor.page}, filing ${anchor.filingId}`;
    case 'pdf-selection':
      return `AOC-4, page ${anchor.page}, filing ${anchor.filingId}: “${anchor.text}”`;
    case 'figure':
      return `${anchor.form} FY ${anchor.fyStart} (${anchor.scope}), ${anchor.qname}`;
  }
}

/** The notes part of the core, in memory: ids, citations, text search with « » snippets. */
function notesBridge(seed: Array<{ anchor: NoteAnchor; body: string }> = []) {
  const notes: NoteView[] = [];
  let nextId = 1;
  let clock = 0;
  const stamp = () => `2026-11-20T10:00:${String(clock++).padStart(2, '0')}.000Z`;
  const add = (anchor: NoteAnchor, body: string) => {
    const at = stamp();
    const note: NoteView = { id: nextId++, companyId: CO, anchor, body, citation: cite(anchor), author: 'analyst', createdAt: at, updatedAt: at };
    notes.push(note);
    return note;
  };
  for (const s of seed) add(s.anchor, s.body);
  const bridge = createMemoryBridge({
    'notes.list': ({ text }) => {
      if (!text) return ok(notes.map((n) => ({ ...n })));
      const hits = notes.filter((n) => n.body.toLowerCase().includes(text.toLowerCase()));
      return ok(hits.map((n) => ({ ...n, snippet: n.body.replace(new RegExp(text, 'i'), (m) => `«${m}»`) })));
    },
    'notes.create': ({ anchor, body }) => (body.includes('REFUSE') ? { ok: false, error: { code: 'BAD_ARGUMENTS', message: 'notes.create: body: too long' } } : ok(add(anchor, body))),
    'notes.update': ({ noteId, body }) => {
      const note = notes.find((n) => n.id === noteId);
      if (!note) return { ok: false, error: { code: 'NOT_FOUND', message: `No note ${noteId}` } };
      if (body !== undefined) note.body = body;
      note.updatedAt = stamp();
      return ok({ ...note });
    },
    'notes.delete': ({ noteId }) => {
      const at = notes.findIndex((n) => n.id === noteId);
      if (at >= 0) notes.splice(at, 1);
      return ok({ deleted: at >= 0 });
    },
  });
  return { bridge, notes };
}

async function setup(seed?: Parameters<typeof notesBridge>[0]) {
  const { bridge, notes } = notesBridge(seed);
  const stores = createStores(bridge, { notesDebounceMs: 0 });
  render(
    <StoresProvider stores={stores} bridge={bridge}>
      <NotesTab companyId={CO} />
    </StoresProvider>,
  );
  await act(() => stores.notes.getState().load(CO));
  return { bridge, notes, stores };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const shownBodies = () => screen.queryAllByTestId('note-text').map((n) => n.textContent);

describe('NotesTab', () => {
  it('creates a note on the company through the dialog', async () => {
    const { bridge } = await setup();
    expect(screen.getByTestId('notes-empty').textContent).toBe('No notes yet.');
    fireEvent.click(screen.getByTestId('note-create'));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('note-body'));
    expect((screen.getByTestId('note-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('note-body'), { target: { value: '  Auditor changed twice in three years.  ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('note-save'));
    });
    expect(bridge.callsTo('notes.create')).toEqual([{ id: CO, anchor: { kind: 'company' }, body: 'Auditor changed twice in three years.' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownBodies()).toEqual(['Auditor changed twice in three years.']);
    expect(screen.getByTestId('note-citation').textContent).toBe(`Company record ${CO}`);
  });

  it('keeps the text and shows why when the core refuses a note', async () => {
    await setup();
    fireEvent.click(screen.getByTestId('note-create'));
    fireEvent.change(screen.getByTestId('note-body'), { target: { value: 'REFUSE this' } });
    await act(async () => {
      fireEvent.keyDown(screen.getByTestId('note-body'), { key: 'Enter', ctrlKey: true });
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((screen.getByTestId('note-body') as HTMLTextAreaElement).value).toBe('REFUSE this');
    expect(within(screen.getByTestId('note-error')).getByTestId('error-code').textContent).toBe('BAD_ARGUMENTS');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownBodies()).toEqual([]);
  });

  it('links each citation to what the note rests on', async () => {
    await setup([
      { anchor: { kind: 'filing-page', filingId: 'flg_abcd1234', page: 3 }, body: 'Contingent liabilities on page 3' },
      { anchor: { kind: 'pdf-selection', filingId: 'flg_abcd1234', page: 7, text: 'qualified opinion' }, body: 'Qualified opinion' },
      { anchor: { kind: 'figure', filingId: 'flg_abcd1234', form: 'AOC-4', fyStart: 2023, scope: 'standalone', qname: 'in-gaap:Revenue' }, body: 'Revenue jump' },
    ]);
    const links = screen.getAllByTestId('note-citation').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['AOC-4, filed 30 Oct 2024, page 3, filing flg_abcd1234', `#/review/${CO}/flg_abcd1234?page=3`],
      ['AOC-4, page 7, filing flg_abcd1234: “qualified opinion”', `#/review/${CO}/flg_abcd1234?page=7`],
      ['AOC-4 FY 2023 (standalone), in-gaap:Revenue', `#/company/${CO}/financials`],
    ]);
  });

  it('edits a note in place', async () => {
    const { bridge } = await setup([{ anchor: { kind: 'company' }, body: 'Draft' }]);
    fireEvent.click(screen.getByTestId('note-edit'));
    const body = screen.getByTestId('note-body') as HTMLTextAreaElement;
    expect(body.value).toBe('Draft');
    fireEvent.change(body, { target: { value: 'Final wording' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('note-save'));
    });
    expect(bridge.callsTo('notes.update')).toEqual([{ noteId: 1, body: 'Final wording' }]);
    expect(shownBodies()).toEqual(['Final wording']);
    expect(screen.getByTestId('note').textContent).toContain('edited');
  });

  it('deletes only after the confirmation, and Keep keeps it', async () => {
    const { bridge } = await setup([
      { anchor: { kind: 'company' }, body: 'First' },
      { anchor: { kind: 'company' }, body: 'Second' },
    ]);
    const first = screen.getAllByTestId('note')[0]!;
    fireEvent.click(within(first).getByTestId('note-delete'));
    expect(document.activeElement).toBe(within(first).getByTestId('note-delete-cancel'));
    fireEvent.click(within(first).getByTestId('note-delete-cancel'));
    expect(bridge.callsTo('notes.delete')).toEqual([]);
    fireEvent.click(within(first).getByTestId('note-delete'));
    await act(async () => {
      fireEvent.click(within(first).getByTestId('note-delete-confirm'));
    });
    expect(bridge.callsTo('notes.delete')).toEqual([{ noteId: 1 }]);
    expect(shownBodies()).toEqual(['Second']);
  });

  it('filters through notes.list with the text and highlights the match', async () => {
    const { bridge } = await setup([
      { anchor: { kind: 'company' }, body: 'Related party loans to the promoter' },
      { anchor: { kind: 'company' }, body: 'Auditor resigned' },
    ]);
    fireEvent.change(screen.getByTestId('notes-filter'), { target: { value: 'promoter' } });
    await settle();
    expect(bridge.callsTo('notes.list').at(-1)).toEqual({ id: CO, text: 'promoter' });
    expect(shownBodies()).toEqual(['Related party loans to the promoter']);
    expect(screen.getByTestId('note-text').querySelector('mark')?.textContent).toBe('promoter');
    expect(screen.getByTestId('notes-count').textContent).toBe('1 note match “promoter”');

    fireEvent.change(screen.getByTestId('notes-filter'), { target: { value: 'nothing like it' } });
    await settle();
    expect(screen.getByTestId('notes-empty').textContent).toBe('No note matches.');
    fireEvent.change(screen.getByTestId('notes-filter'), { target: { value: '' } });
    await settle();
    expect(bridge.callsTo('notes.list').at(-1)).toEqual({ id: CO });
    expect(shownBodies()).toHaveLength(2);
  });
});
