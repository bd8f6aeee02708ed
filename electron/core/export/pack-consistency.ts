/**
 * What a pack's manifest can be checked against besides its signature: the report inside the pack
 * (its metadata names the company and the day, and in packs made since issue 27 the digest of the
 * manifest's other lines, pack-contents.ts) and the pack's own file names (the company id, each
 * source PDF's filing id). For an unsigned pack this is all there is; it finds an edited company
 * name, date or file line, but not a manifest rewritten together with the report, which is why an
 * unsigned manifest is never called proven.
 */
import { PDFDocument } from 'pdf-lib';
import { formatDay } from '../../../shared/dates';
import { PACK_DIGEST_KEYWORD, packContentsDigest, REPORT_TITLE_PREFIX, reportNameOf, safePart } from './pack-contents';
import type { PackManifest } from './pack';

export interface ManifestCheck {
  /** What shows the manifest was changed after the pack was made, in words. */
  altered: string[];
  /** What was compared, in words (for the person reading the verdict). */
  checked: string[];
  /** False when the report carries no digest (a pack made before Dossier printed one). */
  digestChecked: boolean;
}

/** A top-level `<id>_report.pdf` in the archive, found by its shape (the manifest may name another company). */
export const REPORT_ENTRY = /^[^/]+_report\.pdf$/;

interface ReportMeta {
  title: string | null;
  subject: string | null;
  keywords: string | null;
}

async function reportMeta(bytes: Buffer): Promise<ReportMeta | null> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true, throwOnInvalidObject: false });
    return { title: doc.getTitle() ?? null, subject: doc.getSubject() ?? null, keywords: doc.getKeywords() ?? null };
  } catch {
    return null;
  }
}

function dayOrNull(iso: unknown): string | null {
  try {
    return typeof iso === 'string' ? formatDay(iso) : null;
  } catch {
    return null;
  }
}

function digestOrNull(manifest: PackManifest, reportPath: string): string | null {
  try {
    return packContentsDigest(manifest, reportPath);
  } catch {
    return null;
  }
}

/** The names the pack's writer gives its files, compared with the company and filings the manifest names. */
function checkFileNames(manifest: PackManifest, altered: string[]): void {
  const prefix = `${safePart(String(manifest.companyId))}_`;
  for (const f of manifest.files) {
    if (typeof f?.path !== 'string') continue;
    const base = f.path.startsWith('pdfs/') ? f.path.slice('pdfs/'.length) : f.path;
    if (f.path !== 'connections.graphml' && !base.startsWith(prefix)) {
      altered.push(`${f.path} is not named for ${manifest.companyId}, the company manifest.json names: the manifest's company or this line was changed`);
    }
    if (f.filingId !== undefined && !base.endsWith(`_${f.filingId}.pdf`)) {
      altered.push(`${f.path} is listed as filing ${f.filingId}, but its name carries another filing id`);
    }
  }
}

export async function checkManifestAgainstReport(manifest: PackManifest, reportName: string | null, reportBytes: Buffer | null): Promise<ManifestCheck> {
  const altered: string[] = [];
  const checked: string[] = ['the file names against the company and the filings the manifest names'];
  checkFileNames(manifest, altered);
  if (!reportName || !reportBytes) {
    altered.push('the pack holds no report to compare the manifest with');
    return { altered, checked, digestChecked: false };
  }
  if (reportName !== reportNameOf(String(manifest.companyId))) {
    altered.push(`the report in the pack is ${reportName}, but the manifest names the company ${manifest.companyId}`);
  }
  const meta = await reportMeta(reportBytes);
  if (!meta) {
    altered.push(`${reportName} cannot be read as a PDF`);
    return { altered, checked, digestChecked: false };
  }
  checked.push(`the company and the day against what ${reportName} says of itself`);
  const namedInReport = meta.title?.startsWith(REPORT_TITLE_PREFIX) ? meta.title.slice(REPORT_TITLE_PREFIX.length) : null;
  const namedInManifest = manifest.companyName ?? manifest.companyId;
  if (namedInReport !== null && namedInReport !== namedInManifest) {
    altered.push(`manifest.json names the company "${namedInManifest}", the report in the pack "${namedInReport}"`);
  }
  const subject = meta.subject?.match(/^(\S+) as of (.+)$/) ?? null;
  if (subject && subject[1] !== manifest.companyId) altered.push(`manifest.json is about ${manifest.companyId}, the report in the pack about ${subject[1]}`);
  const day = dayOrNull(manifest.asOf);
  if (subject && subject[2] !== day) altered.push(`manifest.json is as of ${day ?? String(manifest.asOf)}, the report in the pack as of ${subject[2]}`);

  const printed = meta.keywords?.startsWith(PACK_DIGEST_KEYWORD) ? meta.keywords.slice(PACK_DIGEST_KEYWORD.length).trim() : null;
  if (printed === null) return { altered, checked, digestChecked: false };
  checked.push(`the manifest's other lines against the digest printed in ${reportName}`);
  const digest = digestOrNull(manifest, reportName);
  if (digest !== printed) {
    altered.push(`manifest.json does not match the digest of its lines printed in ${reportName} (${printed}; the manifest gives ${digest ?? 'no digest: it is malformed'}): it was changed after the pack was made`);
  }
  return { altered, checked, digestChecked: true };
}
