/**
 * Test and bench support for a lender's book: the emulator's generated book as a file the bridge
 * carries (CSV text, or an XLSX as base64), and a library holding some of the book's companies as a
 * mirror would have left their master records (names, former names, state, registered address, the
 * connections graph), written through the store from the registry's own records, no HTTP.
 */
import type { SyntheticRegistry } from '../../../emulator/registry/index';
import { generateBook } from '../../../emulator/book/generate';
import type { Book, TruthRow } from '../../../emulator/book/types';
import { bookCsv, bookXlsx } from '../../../emulator/book/write';
import { companyMasterSchema } from '../../../shared/api/company-master';
import type { BookFile } from '../../../shared/bridge/portfolio';
import { normaliseCompanyId } from '../../../shared/ids';
import { masterInputs } from '../../../electron/core/mirror/map-master';
import type { Library } from '../../../electron/core/store';

export function generatedBook(registry: SyntheticRegistry, size: number, seed?: string): Book {
  return generateBook({ registry, size, seed });
}

export const csvFile = (book: Book, name = 'book.csv'): BookFile => ({ name, encoding: 'utf8', content: bookCsv(book) });

export async function xlsxFile(book: Book, name = 'book.xlsx'): Promise<BookFile> {
  return { name, encoding: 'base64', content: (await bookXlsx(book)).toString('base64') };
}

/** The identifiers a resolvable row expects. */
export const isIdentifier = (expected: string): boolean => normaliseCompanyId(expected).ok;

/** Writes the registry's master records of `cins` into the library, read at `at` (ms), as a mirror would. */
export function seedFromRegistry(library: Library, registry: SyntheticRegistry, cins: Iterable<string>, at: number): number {
  const readAt = new Date(at).toISOString();
  let n = 0;
  library.tx(() => {
    for (const cin of cins) {
      const raw = registry.master(cin, at);
      if (!raw) continue;
      const inputs = masterInputs(companyMasterSchema.parse(raw), cin, { readAt, requestId: `seed-${cin}` });
      library.companies.upsertMaster(inputs.company);
      n++;
    }
  });
  return n;
}

/** The rows of the truth of a kind. */
export const rowsOf = (book: Book, pred: (r: TruthRow) => boolean): TruthRow[] => book.truth.rows.filter(pred);
