import type Database from 'better-sqlite3';
import type { Cipher } from '../cipher';

/** What a step may need beyond the connection: the data key, for steps that seal stored data. */
export interface MigrationContext {
  /** Seals personal data at rest; null when the data key is not at hand (such a step then refuses). */
  readonly cipher: Cipher | null;
}

/**
 * One schema step. Steps are append-only: a released step is never edited, a change is a new step,
 * because libraries in the field have already run the old ones (their number is in user_version).
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  up(db: Database.Database, ctx: MigrationContext): void;
}
