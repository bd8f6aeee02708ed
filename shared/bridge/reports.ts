// What the analyst hands over: findings computed from the library, notes pinned to what they rest on,
// and exported files. Schemas for the bridge arguments and the view types its results carry.
import { z } from 'zod';
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

export const EXPORT_FORMATS = ['pdf', 'xlsx', 'csv', 'pack'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportResult {
  /** The file written (a folder for csv). */
  path: string;
  bytes: number;
  /** SHA-256 of the file; for csv, of the manifest of the folder's files. */
  sha256: string;
}
