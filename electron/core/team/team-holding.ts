/**
 * What the team library holds for one kind of action on one company, and the copy of it into this
 * replica's library (issue 12, "no double purchase"). The rules, each from free reads:
 *
 * - mirror: the team bought the company and its unlock is still active.
 * - refresh: the team read the record and filing list later than this replica did, after the
 *   newest refresh it knows of (the registry's, when the quote read it), and that refresh's
 *   24-hour window is still open: the house's freshness rule "fresh" (shared/freshness.ts row 3).
 * - fetch: the unlock is active and the team holds PDFs of filings this replica lists without one.
 * - extractions: the unlock is active and a colleague read the extraction lists after the newest
 *   refresh (the lists only change with one), so every year the registry lists is in the team.
 *
 * A copy of a whole company is a pull of it (pull.ts); a fetch copies just the PDFs, each checked
 * against its SHA-256 by the blob store; an extraction copy just the extraction rows.
 */
import type { RegistryReading, TeamActionKind, TeamCopyCounts, TeamHolding } from '../mirror/team-source';
import type { Library } from '../store';
import { applyChange, emptyPullCounts, type PullCounts } from './apply';
import { postgresBlobStore } from './pg/blob-store';
import type { ChangeEntry } from './pg/changes';
import { activeUnlock, heldDocuments, lastReading, recordReading, teamLastRefresh } from './pg/read-updates';
import type { TeamDb } from './pg/team-db';
import { pullCompany } from './pull';
import { checkTeamSchema } from './sync';

const ABSENT: TeamHolding = { state: 'absent' };

/** The later of two ISO times (null for neither). */
function later(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a >= b ? a : b;
}

async function refreshHolding(db: TeamDb, library: Library, companyId: string, now: number, registry?: RegistryReading): Promise<TeamHolding> {
  const reading = await recordReading(db, companyId);
  if (!reading) return ABSENT;
  const local = library.companies.get(companyId)?.masterReadAt ?? null;
  if (local !== null && local >= reading.masterReadAt) return ABSENT;
  const newest = later(reading.lastCompletedAt, registry?.lastCompletedAt);
  if (reading.lastCompletedAt === null || newest === null || reading.masterReadAt < newest) return ABSENT;
  if (reading.freshUntil === null || Date.parse(reading.freshUntil) <= now) return ABSENT;
  return { state: 'held', by: reading.by, expiresAt: null, readAt: reading.masterReadAt, freshUntil: reading.freshUntil };
}

async function fetchHolding(db: TeamDb, library: Library, companyId: string, now: number): Promise<TeamHolding> {
  const unlock = await activeUnlock(db, companyId, now);
  if (!unlock) return ABSENT;
  const held = await heldDocuments(db, library.filings.missingDocuments(companyId).map((f) => f.filingId));
  if (held.length === 0) return ABSENT;
  const by = [...new Set(held.map((d) => d.by))].join(', ');
  return { state: 'held', by, expiresAt: unlock.expiresAt, documents: held.length };
}

async function extractionsHolding(db: TeamDb, library: Library, companyId: string, now: number, registry?: RegistryReading): Promise<TeamHolding> {
  const unlock = await activeUnlock(db, companyId, now);
  if (!unlock) return ABSENT;
  const reading = await lastReading(db, companyId, 'extractions');
  if (!reading) return ABSENT;
  const localRefresh = (library.snapshots.latest(companyId)?.payload as { refresh?: { lastCompletedAt?: string | null } | null } | undefined)?.refresh?.lastCompletedAt;
  const newest = later(later(await teamLastRefresh(db, companyId), registry?.lastCompletedAt), localRefresh);
  if (newest !== null && reading.readAt < newest) return ABSENT;
  return { state: 'held', by: reading.by, expiresAt: unlock.expiresAt, readAt: reading.readAt };
}

export async function teamHolding(db: TeamDb, library: Library, companyId: string, kind: TeamActionKind, now: number, registry?: RegistryReading): Promise<TeamHolding> {
  await checkTeamSchema(db);
  switch (kind) {
    case 'mirror': {
      const unlock = await activeUnlock(db, companyId, now);
      return unlock ? { state: 'held', by: unlock.by, expiresAt: unlock.expiresAt } : ABSENT;
    }
    case 'refresh':
      return refreshHolding(db, library, companyId, now, registry);
    case 'fetch':
      return fetchHolding(db, library, companyId, now);
    case 'extractions':
      return extractionsHolding(db, library, companyId, now, registry);
  }
}

/** A change the copy applies as a pull would (never moving the replica's pulled position). */
const entry = (kind: ChangeEntry['kind'], key: string, companyId: string): ChangeEntry => ({ seq: 0, kind, key, companyId, author: '', at: '' });

export async function copyFromTeam(db: TeamDb, library: Library, companyId: string, kind: TeamActionKind): Promise<TeamCopyCounts> {
  const blobs = postgresBlobStore(db);
  if (kind === 'mirror' || kind === 'refresh') return pullCompany(library, db, blobs, companyId);
  const counts: PullCounts = emptyPullCounts();
  const keep = () => {};
  if (kind === 'extractions') {
    await applyChange(library, db, blobs, entry('extractions', companyId, companyId), counts, keep);
    return counts;
  }
  const held = await heldDocuments(db, library.filings.missingDocuments(companyId).map((f) => f.filingId));
  for (const d of held) await applyChange(library, db, blobs, entry('document', d.filingId, companyId), counts, keep);
  return counts;
}
