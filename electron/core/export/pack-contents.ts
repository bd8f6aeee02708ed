/**
 * What ties a pack's manifest to the report inside it, so an unsigned manifest can still be
 * checked: the report carries, in its metadata, the company (Title), the day (Subject) and the
 * SHA-256 of the manifest's contents less the report's own line (Keywords), which the report
 * also prints. The digest is computed before the report is drawn (every other file is known by
 * then), so it can be in the report without naming itself. An edited company name, date or file
 * line then no longer matches the report; only someone who also rewrites the report and its line
 * in the manifest gets past it, which is why only a signature proves a manifest unaltered.
 */
import { createHash } from 'node:crypto';

export const PACK_DIGEST_KEYWORD = 'dossier-pack-contents-sha256:';

/** The report's Title metadata is this, then the company's name (its id when it has none). */
export const REPORT_TITLE_PREFIX = 'Due diligence report: ';

export const safePart = (s: string): string => s.replace(/[^A-Za-z0-9.-]+/g, '-').replace(/^-+|-+$/g, '') || 'form';

export const reportNameOf = (companyId: string): string => `${safePart(companyId)}_report.pdf`;

/** A manifest's shape (pack.ts's PackManifest), written out here so pack.ts and the report can both use this file. */
interface Contents {
  format: string;
  companyId: string;
  companyName: string | null;
  asOf: string;
  sandbox: boolean;
  files: Array<{ path: string; bytes: number; sha256: string; requestId: string | null; filingId?: string; figurePages?: number[] }>;
  omitted: Array<{ filingId: string; reason: string }>;
  signer: { algorithm: string; publicKey: string; fingerprint: string } | null;
}

/** SHA-256 of the manifest's contents in a fixed order, leaving out the line of `reportPath`. */
export function packContentsDigest(m: Contents, reportPath: string): string {
  const canonical = {
    format: m.format,
    companyId: m.companyId,
    companyName: m.companyName,
    asOf: m.asOf,
    sandbox: m.sandbox,
    files: m.files
      .filter((f) => f.path !== reportPath)
      // The cited pages only where a file has them: a pack written before they were cited keeps its digest.
      .map((f) => ({ path: f.path, bytes: f.bytes, sha256: f.sha256, requestId: f.requestId ?? null, filingId: f.filingId ?? null, ...(f.figurePages ? { figurePages: f.figurePages } : {}) })),
    omitted: m.omitted.map((o) => ({ filingId: o.filingId, reason: o.reason })),
    signer: m.signer ? { algorithm: m.signer.algorithm, publicKey: m.signer.publicKey, fingerprint: m.signer.fingerprint } : null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
