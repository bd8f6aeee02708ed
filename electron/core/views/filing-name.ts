/**
 * A filing as people name it: form, document and year ("AOC-4 Financial statements FY 2024-25"),
 * never its id. The id stays beside it for a citation (a hover, an export column), not in the words.
 */
import { formatFy } from '../../../shared/dates';
import type { FilingRow } from '../store';
import { type FilingYear, fyNamedIn } from './filing-year';

type Named = Pick<FilingRow, 'filingId' | 'formId' | 'attachmentLabel' | 'documentCategory' | 'description'>;

export function filingName(f: Named, year: FilingYear | null): string {
  const document = f.attachmentLabel ?? f.documentCategory ?? f.description;
  const words = [f.formId, document].filter((w): w is string => !!w && w.trim() !== '').join(' ');
  // The label may already name the year ("… for FY 2023-24"): it is not said twice.
  const fy = year && fyNamedIn(words) === null ? ` ${formatFy(year.fyStart)}` : '';
  return words === '' ? `Filing ${f.filingId}` : `${words}${fy}`;
}
