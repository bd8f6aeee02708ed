// Writing or editing a note: what it is pinned to, the text, Save. Escape and Cancel close without
// saving; Ctrl+Enter saves from the text box. A failed save keeps the text and shows why.
import { type KeyboardEvent, useRef, useState } from 'react';
import type { AppError } from '../../shared/result';
import { ErrorNotice } from './error-notice';
import { useFocusTrap } from './use-focus-trap';

interface NoteDialogProps {
  title: string;
  /** What the note rests on, in words. */
  pinnedTo: string;
  initialBody?: string;
  onSave: (body: string) => Promise<AppError | null>;
  onClose: () => void;
}

export function NoteDialog({ title, pinnedTo, initialBody = '', onSave, onClose }: NoteDialogProps) {
  const [body, setBody] = useState(initialBody);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  useFocusTrap(ref, true, input);

  const empty = body.trim() === '';
  const save = async () => {
    if (empty || saving) return;
    setSaving(true);
    const failure = await onSave(body.trim());
    setSaving(false);
    if (failure) setError(failure);
    else onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <div className="overlay">
      <div ref={ref} className="dialog note-dialog" role="dialog" aria-modal="true" aria-labelledby="note-dialog-title" data-testid="note-dialog" onKeyDown={onKeyDown}>
        <h2 id="note-dialog-title">{title}</h2>
        <p className="muted small" data-testid="note-pinned-to">
          Pinned to: {pinnedTo}
        </p>
        <label className="sr-only" htmlFor="note-body">
          Note
        </label>
        <textarea
          id="note-body"
          ref={input}
          className="note-body"
          rows={6}
          maxLength={20_000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-describedby="note-body-hint"
          data-testid="note-body"
        />
        <div id="note-body-hint" className="muted small">
          Ctrl+Enter saves.
        </div>
        {error && <ErrorNotice error={error} testId="note-error" />}
        <div className="dialog-buttons">
          <button type="button" className="btn" onClick={onClose} data-testid="note-cancel">
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={empty || saving} onClick={() => void save()} data-testid="note-save">
            {saving ? 'Saving…' : 'Save note'}
          </button>
        </div>
      </div>
    </div>
  );
}
