// The company's notes: a filter (searched by the core, like the report), a new note on the
// company, and each note with its citation. Notes on a page, a selection or a figure are pinned
// from Review.
import { useState } from 'react';
import type { NoteView } from '../../../shared/bridge/reports';
import { useDomain, useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';
import { plural } from '../../ui/format';
import { NoteDialog } from '../../ui/note-dialog';
import { NoteItem } from './note-item';
import { noteAuthorWords, useTeamProvenance } from './team-provenance';

type Editing = { mode: 'create' } | { mode: 'edit'; note: NoteView } | null;

export function NotesTab({ companyId }: { companyId: string }) {
  const stores = useStores();
  const { id, notes, query, answered, error, loading } = useDomain('notes', (s) => s);
  const [editing, setEditing] = useState<Editing>(null);
  const team = useTeamProvenance(companyId);
  const current = id === companyId;
  const shown = current ? notes : [];
  const filtering = answered !== '';

  return (
    <div className="notes-tab" data-testid="company-notes">
      <div className="row">
        <input
          type="search"
          className="notes-filter"
          placeholder="Filter notes"
          aria-label="Filter notes"
          value={query}
          onChange={(e) => stores.notes.getState().setQuery(e.target.value)}
          data-testid="notes-filter"
        />
        <span className="muted small" role="status" data-testid="notes-count">
          {loading ? 'Reading…' : filtering ? `${plural(shown.length, 'note')} match “${answered}”` : plural(shown.length, 'note')}
        </span>
        <span className="grow" />
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ mode: 'create' })} data-testid="note-create">
          New note…
        </button>
      </div>
      <p className="muted small">Pin a note to a page, a selection or a figure from a filing in Review.</p>
      {current && error && <ErrorNotice error={error} testId="notes-error" />}
      {current && !loading && shown.length === 0 && !error && (
        <p className="muted" data-testid="notes-empty">
          {filtering ? 'No note matches.' : 'No notes yet.'}
        </p>
      )}
      <ul className="note-list">
        {shown.map((note) => (
          <NoteItem key={note.id} note={note} teamBy={noteAuthorWords(team, note.id)} onEdit={() => setEditing({ mode: 'edit', note })} onDelete={() => stores.notes.getState().remove(note.id)} />
        ))}
      </ul>
      {editing?.mode === 'create' && (
        <NoteDialog
          title="New note on the company"
          pinnedTo={`Company record ${companyId}`}
          onSave={(body) => stores.notes.getState().create(companyId, { kind: 'company' }, body)}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.mode === 'edit' && (
        <NoteDialog
          title="Edit note"
          pinnedTo={editing.note.citation}
          initialBody={editing.note.body}
          onSave={(body) => stores.notes.getState().update(editing.note.id, body)}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
