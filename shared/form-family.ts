/**
 * A form filter as an analyst means it. Asking for "AOC-4" means the company's financial
 * statements, whichever variant it filed them on: a listed or large company files AOC-4 XBRL, a
 * group AOC-4 CFS for its consolidated accounts, an NBFC AOC-4 NBFC (Ind AS). Asking for "MGT-7"
 * means the annual return, which a small or one person company files as MGT-7A. So a filter that
 * names the head of such a family takes the whole family; a filter that names a variant
 * ("AOC-4 XBRL") takes that variant only; every other form matches itself. Case, spaces, hyphens
 * and brackets never matter ("aoc4", "AOC - 4", "AOC-4(XBRL)").
 *
 * Only these two families: other forms that share a number are different forms (INC-20A is not
 * INC-20, Form 23AC is not Form 23), so no general "prefix" rule is safe.
 */

interface FormFamily {
  /** The family's head as the registry writes it. */
  head: string;
  /** The variants' spellings, for words shown to the analyst. */
  variants: readonly string[];
  /** What may follow the head's key in a variant's key (the key drops spaces and punctuation). */
  variantTail: RegExp;
}

export const FORM_FAMILIES: readonly FormFamily[] = [
  // The financial statements: any lettered variant (XBRL, CFS, NBFC, CFS NBFC, NBFC (Ind AS) …); never AOC-41.
  { head: 'AOC-4', variants: ['AOC-4 XBRL', 'AOC-4 CFS', 'AOC-4 NBFC'], variantTail: /^[A-Z]/ },
  // The annual return: MGT-7A is the abridged one of a one person or small company.
  { head: 'MGT-7', variants: ['MGT-7A'], variantTail: /^A$/ },
];

/** A form id reduced to its letters and digits, upper case: "AOC-4 XBRL" → "AOC4XBRL", "aoc 4" → "AOC4". */
export function formKey(form: string): string {
  return form.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function familyOf(filter: string): FormFamily | undefined {
  const key = formKey(filter);
  return FORM_FAMILIES.find((f) => formKey(f.head) === key);
}

/** Whether a filing of form `formId` answers the analyst's form filter `filter` (the rule above). */
export function formMatches(formId: string | null | undefined, filter: string): boolean {
  const wanted = formKey(filter);
  if (wanted === '') return true;
  const form = formKey(formId ?? '');
  if (form === wanted) return true;
  const family = familyOf(filter);
  return family !== undefined && form.startsWith(wanted) && family.variantTail.test(form.slice(wanted.length));
}

/** How a filter reads in words: "AOC-4 (with AOC-4 XBRL, AOC-4 CFS, AOC-4 NBFC)" for a family's head, else the filter as given. */
export function formFilterWords(filter: string): string {
  const family = familyOf(filter);
  return family ? `${family.head} (with ${family.variants.join(', ')})` : filter.trim();
}
