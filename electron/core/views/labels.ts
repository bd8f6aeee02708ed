/**
 * Readable labels for XBRL line items, derived from their qnames: `in-gaap:TradeReceivables`
 * becomes "Trade receivables". The registry sends qnames only; the taxonomies name thousands of
 * elements, so the label is derived by rule, with a few phrases the rule alone would garble.
 */

/** Phrases in camel-case element names that read better written out (longest first). */
const PHRASES: Array<[RegExp, string]> = [
  [/FromUsedIn/g, 'From(UsedIn)'],
  [/IncreaseDecrease/g, 'Increase(Decrease)'],
  [/ProfitLoss/g, 'Profit(Loss)'],
  [/Noncurrent/g, 'NonCurrent'],
];

function splitWords(local: string): string[] {
  return local
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9)])([A-Z(])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/\(\s*/g, '(')
    .split(/\s+/)
    .filter((w) => w !== '');
}

/** The element's local name as a sentence-case label; acronyms (GST, PPE) keep their capitals. */
export function labelFromQname(qname: string): string {
  const local = qname.includes(':') ? qname.slice(qname.lastIndexOf(':') + 1) : qname;
  let text = local;
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  const words = splitWords(text).map((word, i) => {
    const bare = word.replace(/[()]/g, '');
    const acronym = bare.length > 1 && bare === bare.toUpperCase() && /[A-Z]/.test(bare);
    if (acronym) return word;
    const lower = word.toLowerCase();
    return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
  });
  // "non current" → "non-current": the hyphen joins the prefix to the word after it.
  return words.join(' ').replace(/\b([Nn]on) /g, '$1-').trim() || qname;
}

