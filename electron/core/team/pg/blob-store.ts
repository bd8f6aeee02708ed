/**
 * Where the team keeps PDF bytes: once per SHA-256, whoever stored them first. PostgreSQL holds
 * them today (`dossier.blobs`); the interface is what object storage would implement later, so
 * push and pull never name the table.
 */
import { createHash } from 'node:crypto';
import { TeamError } from '../errors';
import type { Queryable, TeamDb } from './team-db';

export interface BlobStore {
  /** Which of these digests the team lacks. */
  missing(sha256s: readonly string[]): Promise<string[]>;
  /** Stores bytes under their digest (checked here); a digest already held is left as it is. */
  put(q: Queryable, sha256: string, bytes: Uint8Array): Promise<void>;
  /** The bytes of a digest, checked against it; null when the team has none. */
  get(sha256: string): Promise<Buffer | null>;
}

export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export function postgresBlobStore(db: TeamDb): BlobStore {
  return {
    async missing(sha256s) {
      if (sha256s.length === 0) return [];
      const held = await db.query<{ sha256: string }>('SELECT sha256 FROM dossier.blobs WHERE sha256 = ANY($1)', [sha256s]);
      const have = new Set(held.map((r) => r.sha256));
      return sha256s.filter((s) => !have.has(s));
    },
    async put(q, sha256, bytes) {
      if (sha256Of(bytes) !== sha256) throw new TeamError('TEAM_BAD_RECORD', `A PDF to publish does not match its SHA-256 ${sha256}: it was not sent.`);
      await q.query('INSERT INTO dossier.blobs (sha256, size, bytes) VALUES ($1, $2, $3) ON CONFLICT (sha256) DO NOTHING', [sha256, bytes.length, Buffer.from(bytes)]);
    },
    async get(sha256) {
      const rows = await db.query<{ bytes: Buffer }>('SELECT bytes FROM dossier.blobs WHERE sha256 = $1', [sha256]);
      const bytes = rows[0]?.bytes ?? null;
      if (bytes !== null && sha256Of(bytes) !== sha256) {
        throw new TeamError('TEAM_BAD_RECORD', `The team's copy of PDF ${sha256} does not match its SHA-256: it was not stored.`);
      }
      return bytes;
    },
  };
}
