// "Pin note" on the page being read and on the text selected in the PDF. The selection is followed
// as it changes so the button knows whether there is one; pressing the button must not clear it,
// hence mousedown is held back.
import { useEffect, useState } from 'react';
import { type PendingPin, pagePin, pdfSelection, selectionPin } from './note-anchors';

interface NotePinsProps {
  filingId: string;
  form: string | null;
  page: number;
  onPin: (pin: PendingPin) => void;
}

export function NotePins({ filingId, form, page, onPin }: NotePinsProps) {
  const [selection, setSelection] = useState<{ page: number; text: string } | null>(null);
  useEffect(() => {
    const follow = () => setSelection(pdfSelection(document.getSelection()));
    document.addEventListener('selectionchange', follow);
    return () => document.removeEventListener('selectionchange', follow);
  }, []);

  const pinSelection = () => {
    const current = pdfSelection(document.getSelection()) ?? selection;
    if (current) onPin(selectionPin(filingId, form, current));
  };
  return (
    <div className="row note-pins">
      <button type="button" className="btn" onClick={() => onPin(pagePin(filingId, form, page))} data-testid="note-pin-page">
        Pin note on page {page}…
      </button>
      <button
        type="button"
        className="btn"
        disabled={selection === null}
        title={selection ? undefined : 'Select text in the PDF first'}
        onMouseDown={(e) => e.preventDefault()}
        onClick={pinSelection}
        data-testid="note-pin-selection"
      >
        Pin note on selection…
      </button>
    </div>
  );
}
