/**
 * What the book benchmarks start from: the emulator's registry (no server), a generated book of
 * 2,000 rows (500 at `small`) with its answer key, and a library holding every company the book
 * resolves to, written from the registry's own master records as a mirror would have left them
 * (names, former names, state, registered address, the connections graph), plus as many other
 * companies again, so the names matched against are not only the book's.
 */
import { createRegistry, type SyntheticRegistry } from '../../emulator/registry/index';
import type { Book } from '../../emulator/book/types';
import { createMirrorEngine } from '../../electron/core/mirror';
import { createPortfolioService, type PortfolioService } from '../../electron/core/portfolio';
import type { Library } from '../../electron/core/store';
import { generatedBook, isIdentifier, seedFromRegistry } from '../../test/support/core/book-library';
import { round } from '../lib/stats';
import { tempLibrary } from '../lib/temp-library';
import type { BenchContext } from '../types';

export interface BookBench {
  registry: SyntheticRegistry;
  book: Book;
  library: Library;
  service: PortfolioService;
  /** The registry's reference instant: the book's companies as of then. */
  now: number;
}

export function bookBench(ctx: BenchContext, label: string): BookBench {
  const registry = createRegistry('dossier');
  const size = ctx.scale === 'full' ? 2_000 : 500;
  const started = performance.now();
  const book = generatedBook(registry, size);
  ctx.log(`generated a ${size}-row book in ${round(performance.now() - started)} ms`);
  const library = tempLibrary(ctx, label);
  const now = Date.parse('2026-11-21T10:00:00.000Z');
  const inBook = new Set(book.truth.rows.flatMap((r) => (isIdentifier(r.expected) ? [r.expected] : r.candidates)));
  const others: string[] = [];
  for (const c of registry.companies()) {
    if (others.length >= inBook.size) break;
    if (!inBook.has(c.cin)) others.push(c.cin);
  }
  const seeding = performance.now();
  const seeded = seedFromRegistry(library, registry, [...inBook, ...others], now);
  ctx.log(`seeded ${seeded} companies from the registry's master records in ${round(performance.now() - seeding)} ms`);
  ctx.note('library', { companies: seeded, bookCompanies: inBook.size, rows: size });
  const engine = createMirrorEngine({ library, client: () => null, events: { emit() {} }, budget: () => ({ confirmThresholdPaisa: 0, sessionCapPaisa: null }), now: () => now });
  const service = createPortfolioService({ library, engine, now: () => now });
  ctx.onCleanup(async () => {
    service.close();
    await engine.close();
  });
  return { registry, book, library, service, now };
}
