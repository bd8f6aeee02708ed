import type Database from 'better-sqlite3';

/**
 * One schema step. Steps are append-only: a released step is never edited, a change is a new step,
 * because libraries in the field have already run the old ones (their number is in user_version).
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  up(db: Database.Database): void;
}
