// The analyst's notes on the company on screen, each pinned to what it rests on (the company, a
// filing page, a selection in a PDF, a figure). The filter asks the core (`notes.list` with text),
// so it searches the same way the report does; typing is debounced and late answers are dropped.
import { createStore } from 'zustand/vanilla';
import type { NoteAnchor, NoteView } from '../../shared/bridge/reports';
import type { AppError } from '../../shared/result';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export interface NotesState extends Loadable {
  id: string | null;
  notes: NoteView[];
  /** The filter text as typed. */
  query: string;
  /** The filter text the shown notes answer ('' for all notes). */
  answered: string;
  load(id: string): Promise<void>;
  refresh(): Promise<void>;
  setQuery(text: string): void;
  /** Each write answers null on success or the error, for the form that asked. */
  create(companyId: string, anchor: NoteAnchor, body: string): Promise<AppError | null>;
  update(noteId: number, body: string): Promise<AppError | null>;
  remove(noteId: number): Promise<AppError | null>;
}

export function createNotesStore(bridge: RendererBridge, debounceMs = 150) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return createStore<NotesState>()((set, get) => {
    const cancelTimer = () => {
      if (timer) clearTimeout(timer);
      timer = null;
    };
    return {
      ...idle,
      id: null,
      notes: [],
      query: '',
      answered: '',
      async load(id) {
        if (get().id !== id) {
          cancelTimer();
          set({ id, notes: [], query: '', answered: '', error: null });
        }
        await get().refresh();
      },
      async refresh() {
        const { id } = get();
        const text = get().query.trim();
        if (!id) return;
        set({ loading: true });
        const result = await settle(bridge.call('notes.list', text === '' ? { id } : { id, text }));
        if (get().id !== id || get().query.trim() !== text) return;
        if (result.ok) set({ loading: false, error: null, notes: result.value, answered: text });
        else set({ loading: false, error: result.error });
      },
      setQuery(text) {
        set({ query: text });
        cancelTimer();
        timer = setTimeout(() => {
          timer = null;
          void get().refresh();
        }, debounceMs);
      },
      async create(companyId, anchor, body) {
        const result = await settle(bridge.call('notes.create', { id: companyId, anchor, body }));
        if (!result.ok) return result.error;
        if (get().id === companyId) await get().refresh();
        return null;
      },
      async update(noteId, body) {
        const result = await settle(bridge.call('notes.update', { noteId, body }));
        if (!result.ok) return result.error;
        await get().refresh();
        return null;
      },
      async remove(noteId) {
        const result = await settle(bridge.call('notes.delete', { noteId }));
        if (!result.ok) return result.error;
        set({ notes: get().notes.filter((n) => n.id !== noteId) });
        await get().refresh();
        return null;
      },
    };
  });
}
export type NotesStore = ReturnType<typeof createNotesStore>;
