// Import a book: choose a file, drop one, or paste rows from a spreadsheet. The same name again
// re-imports that book (rows matched by reference, what changed reported). Bad input loses nothing:
// the name and the pasted text stay until an import succeeds.
import { type DragEvent, useId, useRef, useState } from 'react';
import type { BookFile, BookImportReport, BookSummary } from '../../../shared/bridge/portfolio';
import type { AppError } from '../../../shared/result';
import { useBridge } from '../../state/context';
import { settle } from '../../state/store-kit';
import { ErrorNotice } from '../../ui/error-notice';
import { BOOK_ACCEPT, bookFileOf, nameOfFile, pastedFile } from './book-file';

export function ImportPanel({ books, onImported }: { books: BookSummary[]; onImported(report: BookImportReport): void }) {
  const bridge = useBridge();
  const [name, setName] = useState('');
  const [pasted, setPasted] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [over, setOver] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();

  const send = async (file: BookFile, fromPaste: boolean) => {
    const bookName = name.trim() || (fromPaste ? '' : nameOfFile(file.name));
    if (!bookName) {
      setError({ code: 'BOOK_NAME_NEEDED', message: 'Give the book a name before importing pasted rows.' });
      return;
    }
    setBusy(true);
    setError(null);
    const result = await settle(bridge.call('portfolio.import', { name: bookName, file }));
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    if (fromPaste) setPasted('');
    setName('');
    onImported(result.value);
  };

  const take = async (file: File | undefined) => {
    if (!file) return;
    const read = await bookFileOf(file);
    if ('problem' in read) setError({ code: 'BOOK_FILE_TYPE', message: read.problem });
    else await send(read.file, false);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  };
  const reimport = books.some((b) => b.name.toLowerCase() === name.trim().toLowerCase());

  return (
    <section className="panel import-panel" aria-labelledby={`${ids}-title`} data-testid="book-import">
      <h2 id={`${ids}-title`}>Import a book</h2>
      <div className="row">
        <label htmlFor={`${ids}-name`}>Book name</label>
        <input
          id={`${ids}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="the file's name when empty"
          maxLength={120}
          data-testid="book-import-name"
        />
        {reimport && <span className="muted small">Re-imports that book: rows are matched by reference.</span>}
      </div>
      <section
        className={`drop-zone${over ? ' drop-over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        aria-label="Drop a book file here"
        data-testid="book-drop"
      >
        <p>Drop a CSV or XLSX file here, or</p>
        <button type="button" className="btn" onClick={() => fileInput.current?.click()} disabled={busy}>
          Choose a file…
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={BOOK_ACCEPT}
          className="sr-only"
          aria-label="Book file (CSV or XLSX)"
          data-testid="book-file"
          onChange={(e) => {
            void take(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </section>
      <label htmlFor={`${ids}-paste`}>Or paste rows from a spreadsheet (with the header row)</label>
      <textarea id={`${ids}-paste`} rows={4} value={pasted} onChange={(e) => setPasted(e.target.value)} data-testid="book-paste" />
      <div className="row">
        <button type="button" className="btn" disabled={busy || pasted.trim() === ''} onClick={() => void send(pastedFile(pasted), true)} data-testid="book-paste-import">
          Import pasted rows
        </button>
        {busy && <span className="muted">Importing and matching rows against the library (free, offline)…</span>}
      </div>
      {error && <ErrorNotice error={error} testId="book-import-error" />}
    </section>
  );
}
