// What a note pinned from Review rests on: the page being read, the text selected in the PDF, or a
// figure from the figures panel; each with the words the pin dialog shows before the core cites it.
import type { NoteAnchor } from '../../../shared/bridge/reports';
import type { CallResult } from '../../../shared/bridge/contract';
import { formatFy } from '../../../shared/dates';

export type Figure = CallResult<'filing.figures'>[number];

export interface PendingPin {
  anchor: NoteAnchor;
  /** What the note will rest on, in words. */
  words: string;
}

/** The core refuses a selection longer than this; a longer one is cut, never rejected. */
export const SELECTION_MAX_CHARS = 4000;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function pagePin(filingId: string, form: string | null, page: number): PendingPin {
  return { anchor: { kind: 'filing-page', filingId, page }, words: `${form ?? 'Filing'} ${filingId}, page ${page}` };
}

export function selectionPin(filingId: string, form: string | null, selection: { page: number; text: string }): PendingPin {
  const text = selection.text.slice(0, SELECTION_MAX_CHARS);
  return {
    anchor: { kind: 'pdf-selection', filingId, page: selection.page, text },
    words: `${form ?? 'Filing'} ${filingId}, page ${selection.page}: “${clip(text, 120)}”`,
  };
}

/** Null for a figure that names no financial year or scope the core knows. */
export function figurePin(filingId: string, form: string | null, figure: Figure): PendingPin | null {
  const fyStart = Number(figure.year);
  if (!Number.isInteger(fyStart) || fyStart < 1900 || fyStart > 2200) return null;
  if (figure.scope !== 'standalone' && figure.scope !== 'consolidated') return null;
  const formName = form || 'AOC-4';
  return {
    anchor: { kind: 'figure', filingId, form: formName, fyStart, scope: figure.scope, qname: figure.qname },
    words: `${figure.label}: ${formName} ${formatFy(fyStart)} (${figure.scope}), ${figure.qname}`,
  };
}

/**
 * The text selected inside the PDF viewer and the page it starts on, or null when nothing is
 * selected there. Pages carry `data-page` (PdfPage); text outside a page does not count.
 */
export function pdfSelection(selection: Selection | null): { page: number; text: string } | null {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const text = selection.toString().replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  const start = selection.getRangeAt(0).startContainer;
  const element = start instanceof Element ? start : start.parentElement;
  const pageElement = element?.closest<HTMLElement>('[data-page]');
  const page = Number(pageElement?.dataset.page);
  if (!pageElement?.closest('[data-testid="pdf-viewer"]') || !Number.isInteger(page) || page < 1) return null;
  return { page, text };
}
