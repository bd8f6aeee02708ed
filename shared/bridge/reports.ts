// What the analyst hands over: findings computed from the library, notes pinned to what they rest on,
// and exported files. Schemas for the bridge arguments and the view types its results carry.
import { z } from 'zod';
import { formatDay, localDateOf } from '../dates';
import { filingIdSchema as filingId } from './id-schemas';

const page = z.number().int().min(1).max(100_000);

/** Where a note is pinned. `fyStart` names a financial year by its start year (FY 2023-24 → 2023). */
export const noteAnchorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('company') }),
  z.object({ kind: z.literal('filing-page'), filingId, page }),
  z.object({ kind: z.literal('pdf-selection'), filingId, page, text: z.string().trim().min(1).max(4000) }),
  z.object({
    kind: z.literal('figure'),
    filingId: filingId.optional(),
    form: z.string().trim().min(1).max(40),
    fyStart: z.number().int().min(1900).max(2200),
    scope: z.enum(['standalone', 'consolidated']),
    qname: z.string().trim().min(1).max(300),
  }),
]);

export type NoteAnchor = z.infer<typeof noteAnchorSchema>;

export const noteBodySchema = z.string().trim().min(1, 'a note needs some text').max(20_000);

export interface NoteView {
  id: number;
  companyId: string;
  anchor: NoteAnchor;
  body: string;
  /** "AOC-4, filed 28 Oct 2024, page 3, filing flg_…": what the note rests on, in words. */
  citation: string;
  /** The analyst, or an assistant through the library connector. */
  author: 'analyst' | 'assistant';
  createdAt: string;
  updatedAt: string;
  /** Only on search results: the matching part of the body, matches between « and ». */
  snippet?: string;
}

export type FindingSeverity = 'high' | 'medium' | 'info';

export interface FindingEvidence {
  kind: 'record' | 'filing' | 'extraction';
  /** The company id (record), filing id (filing) or extraction row id (extraction), as text. */
  id: string;
  /** What the evidence is, in words people read (names, forms, years), without identifiers. */
  label: string;
  /** The identifiers a citation needs (filing id, request id): one hover away on screen, written out in reports. */
  reference?: string;
}

export interface Finding {
  rule: string;
  severity: FindingSeverity;
  title: string;
  detail: string;
  evidence: FindingEvidence[];
}

export const REVIEW_STATES = ['open', 'accepted', 'dismissed'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The analyst's (or a colleague's, through the team library) verdict on one finding. */
export interface FindingReviewView {
  state: ReviewState;
  comment: string | null;
  reviewedAt: string;
  /** null: this desktop's analyst ("you"); otherwise the colleague's team role ("ravi"). */
  reviewedBy: string | null;
}

/** A finding as the Overview lists it: with the key its review is kept under, and that review. */
export interface ReviewedFinding extends Finding {
  /** Stable while the finding says the same thing (findings/finding-key.ts). */
  key: string;
  /** null: never reviewed (open). */
  review: FindingReviewView | null;
}

const REVIEW_DONE_WORDS = { accepted: 'Accepted', dismissed: 'Dismissed' } as const;

/**
 * "Accepted by ravi · 26 Nov 2026" / "Dismissed by you · 26 Nov 2026: <comment>", the day in IST;
 * "Open" when never reviewed or reopened. `you` names this desktop's analyst (a report says "the analyst").
 */
export function reviewWords(review: FindingReviewView | null, you = 'you'): string {
  if (!review || review.state === 'open') return 'Open';
  return `${REVIEW_DONE_WORDS[review.state]} by ${review.reviewedBy ?? you} · ${formatDay(review.reviewedAt)}${review.comment ? `: ${review.comment}` : ''}`;
}

export const findingKeySchema = z.string().trim().min(1, 'a finding key is needed').max(600);
export const reviewCommentSchema = z.string().trim().max(2000, 'a review comment is at most 2000 characters');

export const EXPORT_FORMATS = ['pdf', 'xlsx', 'csv', 'pack'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const EXPORT_KINDS: Record<ExportFormat, { kind: string; ext: string }> = {
  pdf: { kind: 'report', ext: '.pdf' },
  xlsx: { kind: 'financials', ext: '.xlsx' },
  csv: { kind: 'csv', ext: '' },
  pack: { kind: 'pack', ext: '.zip' },
};

/**
 * `<id>_<kind>_<YYYY-MM-DD>.<ext>` (a folder name for csv), dated in India's time zone (IST, UTC+5:30)
 * like every date the analyst reads. The default name in the exports folder and in the Save dialog.
 */
export function exportFileName(companyId: string, format: ExportFormat, nowIso: string): string {
  const ist = localDateOf(nowIso);
  const safeId = companyId.replace(/[^A-Za-z0-9-]+/g, '-');
  return `${safeId}_${EXPORT_KINDS[format].kind}_${ist}${EXPORT_KINDS[format].ext}`;
}

/** `notes.delete`: false when there was no such note (nothing was deleted). */
export interface NoteDeleted {
  deleted: boolean;
}

/** `export.reveal`: the file the desktop shell opened or showed in its folder. */
export interface ExportRevealed {
  path: string;
}

export interface ExportedFile {
  name: string;
  bytes: number;
  sha256: string;
}

/** What the desktop shell does with a finished export: open it in its program, or show it in its folder. */
export const EXPORT_REVEAL_WAYS = ['open', 'folder'] as const;

export interface ExportResult {
  /** Names this export for export.open / export.reveal and the browser host's download link. */
  exportId: string;
  /** The file written, or the folder for csv. */
  path: string;
  kind: 'file' | 'folder';
  /** The file's size; for csv, the total of the folder's files. */
  bytes: number;
  /** SHA-256 of the file; for csv, of the manifest of the folder's files. */
  sha256: string;
  /** The files a csv export wrote into its folder (absent for one-file exports). */
  files?: ExportedFile[];
  /** True when an existing file (or, for csv, files in an existing folder) was replaced. */
  replaced: boolean;
  /** A pack written without a signature (the analyst agreed): why no signing key could be had. */
  unsigned?: string;
}
