// How a figure from an extraction is printed in the filed PDF: the words the reading desk searches
// the PDF for, and the words the exports find a figure's page by, so the page a report cites is the
// page the app highlights.
import { formatIndianNumber } from './money';

/**
 * Indian grouping, no sign (negatives are printed in parentheses or with a minus the search should
 * not depend on), paise only when non-zero. "12345678" → "1,23,45,678"; "-2500.50" → "2,500.50".
 */
export function figureSearchText(value: string): string {
  const m = /^\s*[+-]?(\d+)(?:\.(\d+))?\s*$/.exec(value);
  if (!m) return value.trim();
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  return formatIndianNumber(fraction ? `${m[1]}.${m[2]}` : m[1]!);
}
