// Library search finds what the PDFs say (issue 28 item 1): two sandbox companies mirrored with
// their PDFs' text indexed, words read out of a filed PDF's own text with pdftotext ("payables",
// "Trade receivables", "borrowings", on page 2 of Kemi's FY 2024-25 accounts) find those pages
// under PDF text, whatever number of figures share the words: every kind is searched on its own,
// ranked, and says how many it found.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchGroupView } from '../../shared/bridge/views';
import { SANDBOX, type SandboxLibrary, openSandboxLibrary } from '../support/core/sandbox-library';

let lib: SandboxLibrary;
/** Every page of Kemi's AOC-4 PDFs as pdftotext reads it, whitespace flattened, by "filingId#page". */
const pages = new Map<string, string>();

const flat = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

beforeAll(async () => {
  lib = await openSandboxLibrary({ indexText: true });
  await lib.mirror(SANDBOX.kemi);
  await lib.mirror(SANDBOX.vemarox);
  const filings = await lib.fx.call('company.filings', { id: SANDBOX.kemi });
  for (const f of filings.filter((x) => x.formId.startsWith('AOC-4'))) {
    const file = await lib.fx.core.files.pdfPath(f.filingId);
    if (!file) continue;
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).split('\f');
    text.forEach((page, i) => {
      if (page.trim() !== '') pages.set(`${f.filingId}#${i + 1}`, flat(page));
    });
  }
}, 300_000);

afterAll(async () => {
  await lib?.close();
});

const WORDS = ['payables', 'Trade receivables', 'borrowings'];

async function groups(text: string, limit = 100): Promise<Map<string, SearchGroupView>> {
  const answer = await lib.fx.call('search.groups', { text, limit });
  return new Map(answer.map((g) => [g.kind, g]));
}

describe('search for words a filed PDF holds', () => {
  it('finds every page of Kemi’s accounts that holds them, page 2 of FY 2024-25 among them', async () => {
    expect(pages.size).toBeGreaterThan(4);
    for (const word of WORDS) {
      const holding = [...pages].filter(([, text]) => text.includes(word.toLowerCase())).map(([id]) => id);
      expect(holding.length, word).toBeGreaterThan(0);
      const found = (await groups(word)).get('pdf')!;
      const ids = found.hits.map((h) => h.id);
      for (const id of holding) expect(ids, `${word}: ${id}`).toContain(id);
      expect(found.total).toBeGreaterThanOrEqual(holding.length);
      const page2 = found.hits.find((h) => h.companyId === SANDBOX.kemi && h.title === 'AOC-4 Financial statements FY 2024-25, page 2');
      expect(page2, word).toBeDefined();
      expect(pages.get(page2!.id), word).toContain(word.toLowerCase());
    }
  });

  it('lists the PDF pages beside the figures, each kind with its own room and its own count', async () => {
    for (const word of WORDS) {
      const found = await groups(word, 5);
      expect([...found.keys()]).toEqual(['company', 'director', 'filing', 'item', 'pdf', 'note']);
      const figures = found.get('item')!;
      const pdf = found.get('pdf')!;
      // Both kinds hold more than the room asked for: each is cut at its own five, neither crowds out the other.
      expect(figures.hits.length, word).toBe(5);
      expect(pdf.hits.length, word).toBe(5);
      expect(pdf.total, word).toBeGreaterThan(5);
      // Kinds that match nothing are listed, with a count of none.
      expect(found.get('director'), word).toEqual({ kind: 'director', total: 0, more: false, hits: [] });
      expect(found.get('note')!.total, word).toBe(0);
    }
  });

  it('ranks the pages: the best-matching pages come first, each holding every word', async () => {
    const found = (await groups('Trade receivables', 10)).get('pdf')!;
    const wide = (await groups('Trade receivables', 100)).get('pdf')!;
    // The first ten of a longer list are the same ten: an order, not the index's first rows.
    expect(found.hits.map((h) => h.id)).toEqual(wide.hits.slice(0, 10).map((h) => h.id));
    for (const hit of found.hits.filter((h) => pages.has(h.id))) expect(pages.get(hit.id)).toMatch(/trade\s+receivables/);
  });

  it('answers empty text with no groups and text that matches nothing with every kind at none', async () => {
    expect(await lib.fx.call('search.groups', { text: '  ', limit: 5 })).toEqual([]);
    const none = await lib.fx.call('search.groups', { text: 'zqxwvfjk', limit: 5 });
    expect(none.map((g) => [g.kind, g.total, g.hits.length])).toEqual(['company', 'director', 'filing', 'item', 'pdf', 'note'].map((k) => [k, 0, 0]));
  });
});
