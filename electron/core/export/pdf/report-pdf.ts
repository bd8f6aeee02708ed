
import { formatDay } from '../../../../shared/dates';
import { readsWords } from '../../../../shared/reads-words';
import { checkAborted } from '../atomic';
import { PACK_DIGEST_KEYWORD, REPORT_TITLE_PREFIX } from '../pack-contents';
import type { ReportModel } from '../report-model';
import { writePdfFile } from './pdf-file';
import { COLOURS, PAGE, type Pen, heading, widthOf } from './layout';
import { changesSection, changesTitle, findingsSection, notesSection } from './sections-analysis';
import { type ReportUnit, chooseUnit, financialsSection } from './sections-financials';
import { connectionsSection } from './sections-connections';
import { provenanceSection } from './sections-provenance';
import { chargesSection, directorsSection, filingsSection, moment, summarySection } from './sections-register';

export interface ReportProgress {
  step: string;
  done: number;
  total: number;
}

export interface ReportOptions {
  unit?: ReportUnit;
  onProgress?: (p: ReportProgress) => void;
  signal?: AbortSignal;
}

interface Section {
  /** A title, or one read from the model (the changes section names the day watching began). */
  title: string | ((m: ReportModel) => string);
  draw: (pen: Pen, m: ReportModel, unit: ReportUnit) => void;
}

export const SECTIONS: Section[] = [
  { title: 'Summary', draw: summarySection },
  { title: 'Directors', draw: directorsSection },
  { title: 'Charges and exposure', draw: chargesSection },
  { title: 'Filings index', draw: filingsSection },
  { title: 'Financial statements', draw: (pen, m, unit) => financialsSection(pen, m.financials, unit) },
  { title: 'Connections', draw: connectionsSection },
  { title: 'Findings', draw: findingsSection },
  { title: changesTitle, draw: changesSection },
  { title: 'Notes', draw: notesSection },
  { title: 'Provenance', draw: provenanceSection },
];

/** What the cover says of test data: synthetic records, or records read with a test key only. */
function sandboxWords(m: ReportModel): string {
  const what = m.reads.sandboxRecords ? "synthetic test data of the registry's sandbox set" : 'read with a test key';
  return `SANDBOX DATA: ${what}, not for reliance.`;
}

function cover(pen: Pen, m: ReportModel): void {
  const { doc, fonts } = pen;
  const x = doc.page.margins.left;
  doc.font(fonts.regular).fontSize(11).fillColor(COLOURS.muted).text('Due diligence report', x, 170, { width: widthOf(doc) });
  doc.moveDown(0.5);
  doc.font(fonts.bold).fontSize(24).fillColor(COLOURS.text).text(m.company.name ?? m.company.id, { width: widthOf(doc) });
  doc.moveDown(0.4);
  doc.font(fonts.regular).fontSize(13).text(`${m.company.idType.toUpperCase()} ${m.company.id}`);
  doc.moveDown(1.5);
  doc.fontSize(12).text(`As of ${formatDay(m.asOf)}`);
  doc.fontSize(10).fillColor(COLOURS.muted).text(`Generated ${moment(m.asOf)} by Dossier from the Company Registry Data API.`);
  if (m.sandbox) {
    doc.moveDown(2);
    doc.font(fonts.bold).fontSize(14).fillColor(COLOURS.high).text(sandboxWords(m), { width: widthOf(doc) });
    const reads = readsWords(m.reads);
    if (reads) doc.moveDown(0.4).font(fonts.regular).fontSize(11).text(`${reads.charAt(0).toUpperCase()}${reads.slice(1)}.`, { width: widthOf(doc) });
  }
}

function tableOfContents(pen: Pen, entries: Array<{ title: string; page: number }>): void {
  const { doc, fonts } = pen;
  const x = doc.page.margins.left;
  const w = widthOf(doc);
  doc.font(fonts.bold).fontSize(18).fillColor(COLOURS.text).text('Contents', x, doc.page.margins.top, { width: w });
  doc.moveDown(1);
  entries.forEach((e, i) => {
    const y = doc.y;
    doc.font(fonts.regular).fontSize(12).fillColor(COLOURS.text).text(`${i + 1}. ${e.title}`, x, y, { width: w - 60 });
    doc.text(String(e.page), x + w - 60, y, { width: 60, align: 'right' });
    doc.moveTo(x, y + 16).lineTo(x + w, y + 16).lineWidth(0.3).strokeColor(COLOURS.rule).stroke();
    doc.y = y + 24;
  });
}

/** Footer and watermark on every page, written after layout so N is known. */
function decorate(pen: Pen, m: ReportModel): void {
  decoratePages(pen, `${m.company.name ?? m.company.id} · ${m.company.id} · as of ${formatDay(m.asOf)}`, m.sandbox);
}

/** Every page's running footer ("Page i of N") and, for data read with a test key, the SANDBOX watermark (the book's report too). */
export function decoratePages(pen: Pen, footer: string, sandbox: boolean): void {
  const { doc, fonts } = pen;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit open a new page: lift the margin while drawing.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE.margin + 10;
    const x = doc.page.margins.left;
    doc.font(fonts.regular).fontSize(8).fillColor(COLOURS.muted);
    doc.text(footer, x, y, { width: widthOf(doc) - 90, lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, x + widthOf(doc) - 90, y, { width: 90, align: 'right', lineBreak: false });
    if (sandbox) {
      doc.save();
      doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
      doc.font(fonts.bold).fontSize(96).fillColor(COLOURS.high).fillOpacity(0.1);
      // A frame wider than the page so the word never wraps, centred on the page's middle.
      doc.text('SANDBOX', -doc.page.width / 2, doc.page.height / 2 - 50, { width: doc.page.width * 2, align: 'center', lineBreak: false });
      doc.restore();
    }
    doc.page.margins.bottom = bottom;
  }
}

export function renderReport(m: ReportModel, file: string, opts: ReportOptions = {}): Promise<void> {
  const unit = opts.unit ?? chooseUnit(m.financials);
  // Title and Subject name the company and the day; in a pack, Keywords carry the manifest's digest (pack-contents.ts).
  const info = {
    CreationDate: new Date(m.asOf),
    Title: `${REPORT_TITLE_PREFIX}${m.company.name ?? m.company.id}`,
    Author: 'Dossier',
    Subject: `${m.company.id} as of ${formatDay(m.asOf)}`,
    ...(m.packDigest ? { Keywords: `${PACK_DIGEST_KEYWORD}${m.packDigest}` } : {}),
  };
  return writePdfFile(file, info, (pen) => {
    const { doc } = pen;
    const total = SECTIONS.length + 2;
    cover(pen, m);
    doc.addPage(); // contents, filled in at the end
    const entries: Array<{ title: string; page: number }> = [];
    SECTIONS.forEach((s, i) => {
      checkAborted(opts.signal);
      const title = typeof s.title === 'string' ? s.title : s.title(m);
      opts.onProgress?.({ step: `Writing ${title.toLowerCase()}`, done: i + 1, total });
      doc.addPage();
      entries.push({ title, page: doc.bufferedPageRange().count });
      doc.outline.addItem(title);
      heading(pen, `${i + 1}. ${title}`, 18);
      s.draw(pen, m, unit);
    });
    opts.onProgress?.({ step: 'Numbering pages', done: total - 1, total });
    doc.switchToPage(1);
    tableOfContents(pen, entries);
    decorate(pen, m);
  });
}
