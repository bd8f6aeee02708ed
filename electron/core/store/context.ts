import type Database from 'better-sqlite3';
import type { Cipher } from './cipher';

/** What every repository needs: the connection, the library folder, a clock, and cached statements. */
export interface StoreContext {
  readonly db: Database.Database;
  readonly dir: string;
  /** The current time as an ISO 8601 string; injectable so tests are not at the mercy of the clock. */
  now(): string;
  /** A prepared statement for `sql`, prepared once per connection. */
  stmt(sql: string): Database.Statement;
  /**
   * Seals personal fields at rest (personal-fields.ts); null while the data key is not at hand
   * (it may arrive later: Library.adoptPersonalCipher).
   */
  personalCipher: Cipher | null;
  /** Records whose personal fields were withheld this session for want of the data key. */
  withheldPersonal: number;
}

export function createContext(db: Database.Database, dir: string, clock: () => Date, personalCipher: Cipher | null = null): StoreContext {
  const cache = new Map<string, Database.Statement>();
  return {
    db,
    dir,
    personalCipher,
    withheldPersonal: 0,
    now: () => clock().toISOString(),
    stmt(sql) {
      let s = cache.get(sql);
      if (!s) {
        s = db.prepare(sql);
        cache.set(sql, s);
      }
      return s;
    },
  };
}

/** SQLite has no booleans: 1/0 in, true/false out, null kept. */
export const toFlag = (v: boolean | null | undefined): number | null => (v === undefined || v === null ? null : v ? 1 : 0);
export const fromFlag = (v: unknown): boolean => v === 1;

export function idTypeOf(id: string): 'cin' | 'fcin' | 'llpin' {
  // Lengths never overlap (spec, Identifiers): 21 CIN, 6 FCIN, 8 LLPIN; anything else is a CIN to the schema's CHECK.
  if (id.length === 6) return 'fcin';
  if (id.length === 8) return 'llpin';
  return 'cin';
}

/** Inserts a bare company row if none exists, so paid data about a company is never refused for lack of its master record. */
export function ensureCompany(ctx: StoreContext, id: string): void {
  const now = ctx.now();
  ctx
    .stmt(
      `INSERT INTO companies (id, rid, id_type, created_at, updated_at)
       VALUES (?, (SELECT coalesce(max(rid), 0) + 1 FROM companies), ?, ?, ?)
       ON CONFLICT (id) DO NOTHING`,
    )
    .run(id, idTypeOf(id), now, now);
}
