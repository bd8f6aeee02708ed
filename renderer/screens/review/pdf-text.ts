// Text search over pdf.js text items (a figure is searched as shared/figure-text.ts prints it, the
// words the exports find its page by).

export interface TextMatch {
  /** Offsets in the page's items joined without separators. */
  start: number;
  end: number;
  /** Indexes of the text items the match touches (one text-layer span per item). */
  items: number[];
}

/** Every case-insensitive occurrence of `query` in the page's text items. */
export function findInItems(items: readonly string[], query: string): TextMatch[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const starts: number[] = [];
  let joined = '';
  for (const item of items) {
    starts.push(joined.length);
    joined += item;
  }
  const hay = joined.toLowerCase();
  const matches: TextMatch[] = [];
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + needle.length)) {
    const end = at + needle.length;
    const touched: number[] = [];
    items.forEach((item, i) => {
      const s = starts[i]!;
      if (s < end && s + item.length > at) touched.push(i);
    });
    matches.push({ start: at, end, items: touched });
  }
  return matches;
}

export interface PageHit {
  page: number;
  /** Which match on that page (0-based). */
  index: number;
}

/** Hits across pages in reading order. */
export function hitsAcrossPages(matchesByPage: ReadonlyMap<number, TextMatch[]>): PageHit[] {
  return [...matchesByPage.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([page, matches]) => matches.map((_, index) => ({ page, index })));
}
