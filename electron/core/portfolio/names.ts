/**
 * A company's name as two keys a book row is matched by, the same for the library's names and the
 * registry's candidates. `full`: case, accents, punctuation and spacing aside (initials close up,
 * "A.B.C." is "abc"; a hyphen or brackets part words), "M/s" and "Messrs"
 * in front and a leading "The" dropped, "&" read as "and", the legal words written out (Pvt →
 * private, Ltd → limited, Co → company, Pte → private, Corpn → corporation), so "M/S. KRAKETA
 * STEELS & ALLOYS PVT. LTD." is "kraketa steels and alloys private limited". `core`: the same
 * without the words of the legal form (private, limited, LLP, company...), for a bank that writes
 * "Ltd" where the registry says "Private Limited"; a match there is a weaker one and says so.
 */

const WRITTEN_OUT: Record<string, string> = {
  pvt: 'private',
  pte: 'private',
  prv: 'private',
  ltd: 'limited',
  lmt: 'limited',
  co: 'company',
  coy: 'company',
  corpn: 'corporation',
  corp: 'corporation',
  intl: 'international',
  mfg: 'manufacturing',
  inds: 'industries',
  engg: 'engineering',
  '&': 'and',
};

const LEGAL_FORM = new Set(['private', 'limited', 'llp', 'company', 'opc', 'inc', 'gmbh', 'llc', 'fze', 'plc']);

export interface NameKeys {
  full: string;
  core: string;
}

/** The name as a person would type it to a search: "M/s" in front dropped, spacing tidied, case kept. */
export function searchableName(name: string): string {
  return name
    .replace(/^\s*(m\s*\/\s*s\.?|messrs\.?)\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function nameKeys(name: string): NameKeys {
  const words = searchableName(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' & ')
    .replace(/\bpvt\.?\s*ltd\b/g, 'pvt ltd')
    .replace(/\bpvtltd\b/g, 'pvt ltd')
    // Initials and apostrophes close up ("A.B.C." is "abc", "Mary's" is "marys"); other marks part words.
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '')
    .map((w) => WRITTEN_OUT[w] ?? w);
  if (words[0] === 'the' && words.length > 1) words.shift();
  const full = words.join(' ');
  const core = words.filter((w) => !LEGAL_FORM.has(w)).join(' ');
  return { full, core: core === '' ? full : core };
}
