// Searches every page's text (read once per document and cached) for the current query.
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useMemo, useRef, useState } from 'react';
import { findInItems, hitsAcrossPages, type PageHit, type TextMatch } from './pdf-text';

export interface PdfSearch {
  matchesByPage: ReadonlyMap<number, TextMatch[]>;
  hits: PageHit[];
  searching: boolean;
  /** The query the hits answer. */
  answered: string;
}

const EMPTY = new Map<number, TextMatch[]>();

export function usePdfSearch(doc: PDFDocumentProxy, query: string): PdfSearch {
  // Page texts of the current document, read once; a new document starts a new cache.
  const texts = useRef<{ doc: PDFDocumentProxy | null; pages: Map<number, string[]> }>({ doc: null, pages: new Map() });
  const [state, setState] = useState<{ matches: ReadonlyMap<number, TextMatch[]>; searching: boolean; answered: string }>({ matches: EMPTY, searching: false, answered: '' });

  useEffect(() => {
    const text = query.trim();
    if (text === '') {
      setState({ matches: EMPTY, searching: false, answered: '' });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, searching: true }));
    const timer = setTimeout(async () => {
      if (texts.current.doc !== doc) texts.current = { doc, pages: new Map() };
      const cache = texts.current.pages;
      const matches = new Map<number, TextMatch[]>();
      for (let n = 1; n <= doc.numPages && live; n++) {
        let items = cache.get(n);
        if (!items) {
          const content = await (await doc.getPage(n)).getTextContent();
          items = content.items.flatMap((item) => ('str' in item ? [item.str] : []));
          cache.set(n, items);
        }
        const found = findInItems(items, text);
        if (found.length > 0) matches.set(n, found);
      }
      if (live) setState({ matches, searching: false, answered: text });
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [doc, query]);

  const hits = useMemo(() => hitsAcrossPages(state.matches), [state.matches]);
  return { matchesByPage: state.matches, hits, searching: state.searching, answered: state.answered };
}
