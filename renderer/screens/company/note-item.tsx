// One note: its text (or, while filtering, the matching part), the citation that opens what it
// rests on, when it was written, Edit, and Delete behind a confirmation.
import { useEffect, useRef, useState } from 'react';
import type { NoteView } from '../../../shared/bridge/reports';
import type { AppError } from '../../../shared/result';
import { ErrorNotice } from '../../ui/error-notice';
import { dateTimeOrDash } from '../../ui/format';
import { citationHref } from './report-links';

const ANCHOR_WORDS: Record<NoteView['anchor']['kind'], string> = {
  company: 'Company',
  'filing-page': 'Page',
  'pdf-selection': 'Selection',
  figure: 'Figure',
};

/** The core marks matches between « and »; shown as highlighted text. */
function Snippet({ text }: { text: string }) {
  const parts = text.split(/[«»]/);
  return (
    <>
      {parts.map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order, never reordered
        i % 2 === 1 ? <mark key={i}>{part}</mark> : <span key={i}>{part}</span>,
      )}
    </>
  );
}

interface NoteItemProps {
  note: NoteView;
  /** Who in the firm wrote it ("by meera"), when it came from the team library. */
  teamBy?: string | null;
  onEdit: () => void;
  onDelete: () => Promise<AppError | null>;
}

export function NoteItem({ note, teamBy = null, onEdit, onDelete }: NoteItemProps) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  // The Delete… button goes away: the keyboard lands on the safe answer.
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);
  const remove = async () => {
    const failure = await onDelete();
    if (failure) {
      setError(failure);
      setConfirming(false);
    }
  };
  return (
    <li className="note-item" data-testid="note" data-note-id={note.id} data-anchor={note.anchor.kind}>
      <div className="note-text" data-testid="note-text">
        {note.snippet ? <Snippet text={note.snippet} /> : note.body}
      </div>
      <div className="row small">
        <span className="pill">{ANCHOR_WORDS[note.anchor.kind]}</span>
        <a href={citationHref(note.companyId, note.anchor)} data-testid="note-citation" title="Open what this note rests on">
          {note.citation}
        </a>
      </div>
      <div className="row small muted">
        <span>
          written {dateTimeOrDash(note.createdAt)}
          {note.author === 'assistant' && (
            <span className="badge badge-assistant" data-testid="note-by-assistant">
              by the assistant
            </span>
          )}
          {teamBy && (
            <span data-testid="note-team-by" title="From the team library">
              {' '}
              {teamBy} · team library
            </span>
          )}
        </span>
        {note.updatedAt !== note.createdAt && <span>edited {dateTimeOrDash(note.updatedAt)}</span>}
        <span className="grow" />
        {confirming ? (
          <span className="row">
            <span className="warn">Delete this note?</span>
            <button type="button" className="btn btn-danger" onClick={() => void remove()} data-testid="note-delete-confirm">
              Delete
            </button>
            <button ref={keep} type="button" className="btn" onClick={() => setConfirming(false)} data-testid="note-delete-cancel">
              Keep
            </button>
          </span>
        ) : (
          <>
            <button type="button" className="btn" onClick={onEdit} data-testid="note-edit">
              Edit…
            </button>
            <button type="button" className="btn" onClick={() => setConfirming(true)} data-testid="note-delete">
              Delete…
            </button>
          </>
        )}
      </div>
      {error && <ErrorNotice error={error} onDismiss={() => setError(null)} testId="note-delete-error" />}
    </li>
  );
}
