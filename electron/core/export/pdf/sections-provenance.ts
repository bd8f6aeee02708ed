/**
 * Provenance: for every figure the filing it came from, for every record when it was read and with
 * which request, and what the company cost (the spend ledger).
 */
import { formatFy } from '../../../../shared/dates';
import { formatRupees } from '../../../../shared/money';
import { readsWords } from '../../../../shared/reads-words';
import { pageWords } from '../evidence-words';
import type { ReportModel } from '../report-model';
import { type Pen, heading, paragraph, table } from './layout';
import { day, moment } from './sections-register';

/** The pages a year's figures are printed on ("p. 2", "pp. 2-3"), "not known" when the PDF's text is not in the library. */
export function figurePages(m: ReportModel, scope: string, fyStart: number): string {
  return pageWords(m.figures.filter((f) => f.scope === scope && f.fyStart === fyStart && f.page !== null).map((f) => f.page!)) || 'not known';
}

export function provenanceSection(pen: Pen, m: ReportModel): void {
  heading(pen, 'Figures and their source filings', 11);
  paragraph(
    pen,
    'Every figure in a financial-year column of the financial statements comes from the filing named for that year and scope, printed on the pages named (the page of each figure is in the figure-sources CSV and the workbook\'s sheet of that name).',
    { size: 9 },
  );
  const figureRows = m.financials.flatMap((v) =>
    v.years.map((y) => {
      const s = v.sources[String(y)];
      return [formatFy(y), v.scope, 'AOC-4', day(s?.dateOfFiling), s?.filingId ?? '—', figurePages(m, v.scope, y), moment(s?.readAt), s?.requestId ?? '—'];
    }),
  );
  table(
    pen,
    [
      { header: 'Year', weight: 11 },
      { header: 'Scope', weight: 12 },
      { header: 'Form', weight: 8 },
      { header: 'Filed', weight: 12 },
      { header: 'Filing id', weight: 20 },
      { header: 'Pages', weight: 8 },
      { header: 'Read at', weight: 16 },
      { header: 'Request id', weight: 19 },
    ],
    figureRows,
    { size: 7.5, empty: 'No figures in the report.' },
  );

  heading(pen, 'Records: when they were read', 11);
  table(
    pen,
    [
      { header: 'Record', weight: 42 },
      { header: 'Read at', weight: 25 },
      { header: 'Request id', weight: 33 },
    ],
    m.records.map((r) => [r.what, moment(r.readAt), r.requestId ?? '—']),
    { size: 7.5 },
  );

  heading(pen, 'Signing key of this library', 11);
  if (m.signingKey) {
    paragraph(pen, `Due-diligence packs from this library carry manifest.sig, the ${m.signingKey.algorithm} signature of their manifest (which lists every file with its SHA-256). Compare this public key with the one the analyst gave you; dossier pack verify <zip> checks the hashes and the signature.`, { size: 9 });
    paragraph(pen, `Public key (${m.signingKey.algorithm}, base64): ${m.signingKey.publicKey}`, { bold: true, size: 9 });
    paragraph(pen, `Fingerprint (SHA-256): ${m.signingKey.fingerprint}`, { size: 9 });
  } else {
    paragraph(pen, 'This library has no signing key (its data key is not available), so its packs are not signed.', { size: 9 });
  }
  if (m.packDigest) {
    paragraph(pen, `This report is part of a due-diligence pack. SHA-256 of the pack's manifest, every line but this report's own: ${m.packDigest}. dossier pack verify <zip> recomputes it from the manifest, so an edited manifest shows even in an unsigned pack.`, { size: 9 });
  }

  heading(pen, 'What this company cost', 11);
  paragraph(pen, `Total spent on ${m.company.id}: ${formatRupees(m.spendPaisa)} over ${m.ledger.length} billed calls.`, { bold: true, size: 9.5 });
  // Which of them were sandbox (never charged) and which were paid, so a cost never sits beside "test key" unexplained.
  const reads = readsWords(m.reads);
  if (reads) paragraph(pen, `${reads.charAt(0).toUpperCase()}${reads.slice(1)}.`, { size: 9 });
  table(
    pen,
    [
      { header: 'At', weight: 22 },
      { header: 'Endpoint', weight: 26 },
      { header: 'Price', weight: 14, align: 'right' },
      { header: 'Key', weight: 8 },
      { header: 'Request id', weight: 30 },
    ],
    [...m.ledger].reverse().map((l) => [moment(l.at), l.endpointKey, formatRupees(l.pricePaisa), l.keyKind, l.requestId]),
    { size: 7.5, empty: 'No billed calls recorded for this company.' },
  );
}
