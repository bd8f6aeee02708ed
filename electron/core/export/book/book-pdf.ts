
import type { BookCompanyRow } from '../../../../shared/bridge/portfolio';
import { RISK_BAND_NAMES, RISK_BANDS, SIGNAL_RULE_NAMES } from '../../../../shared/bridge/signals';
import { formatDay, formatFy } from '../../../../shared/dates';
import { formatRupees } from '../../../../shared/money';
import { checkAborted } from '../atomic';
import { drawable } from '../pdf/fonts';
import { writePdfFile } from '../pdf/pdf-file';
import { COLOURS, PAGE, type Pen, type TableColumn, ensureSpace, heading, table, widthOf, wrapAtSpaces } from '../pdf/layout';
import { decoratePages, type ReportProgress } from '../pdf/report-pdf';
import { moment } from '../pdf/sections-register';
import { type BookExportModel, changeSource, citeEvidence, citeSource, percent } from './book-model';

const SIZE = 7.5;
const money = (p: number | null) => (p === null ? '—' : formatRupees(p, { paise: 'never' }));

/** The book's tables: layout.table (no word ever broken) in the book's small type. */
function bookTable(pen: Pen, cols: TableColumn[], rows: string[][], empty: string): void {
  table(pen, cols, rows, { size: SIZE, empty });
}

function line(pen: Pen, text: string, opts: { size?: number; bold?: boolean; colour?: string } = {}): void {
  const { doc, fonts } = pen;
  const size = opts.size ?? 9.5;
  doc.font(opts.bold ? fonts.bold : fonts.regular).fontSize(size);
  const t = wrapAtSpaces(doc, drawable(text, fonts), widthOf(doc) - 1);
  const h = doc.heightOfString(t, { width: widthOf(doc) });
  if (doc.y + h > doc.page.height - doc.page.margins.bottom - PAGE.bottomReserve) doc.addPage();
  doc.fillColor(opts.colour ?? COLOURS.text).text(t, doc.page.margins.left, doc.y, { width: widthOf(doc) });
  doc.moveDown(0.3);
}

const who = (name: string, id: string) => `${name}\n${id}`;

function cover(pen: Pen, m: BookExportModel): void {
  const { doc, fonts } = pen;
  const b = m.view.book;
  const x = doc.page.margins.left;
  doc.font(fonts.regular).fontSize(11).fillColor(COLOURS.muted).text(m.digest ? 'Book digest: what changed' : 'Book report', x, 170, { width: widthOf(doc) });
  doc.moveDown(0.5);
  doc.font(fonts.bold).fontSize(24).fillColor(COLOURS.text).text(b.name, { width: widthOf(doc) });
  doc.moveDown(0.8);
  doc.font(fonts.regular).fontSize(12);
  if (m.digest) doc.text(`Changes since ${formatDay(m.digest.since)}`);
  doc.text(`As of ${formatDay(m.asOf)}`);
  doc.moveDown(0.6);
  doc.fontSize(11).text(drawable(`${b.rows} rows · ${b.companies} companies · exposure ${money(b.exposurePaisa)}`, fonts));
  const unresolved = b.rows - b.counts.resolved;
  if (unresolved > 0) doc.fontSize(10).fillColor(COLOURS.muted).text(`${unresolved} ${unresolved === 1 ? 'row' : 'rows'} not resolved to one company (listed at the end).`);
  doc.moveDown(0.6);
  doc.fontSize(10).fillColor(COLOURS.muted).text(`Generated ${moment(m.asOf)} by Dossier from the library (mirrored from the Company Registry Data API).`, { width: widthOf(doc) });
  if (b.sandbox) {
    doc.moveDown(2);
    doc.font(fonts.bold).fontSize(14).fillColor(COLOURS.high).text('SANDBOX DATA: some companies of this book were read with a test key. Synthetic, not for reliance.', { width: widthOf(doc) });
  }
}

function bandsSection(pen: Pen, m: BookExportModel): void {
  const total = m.view.book.exposurePaisa;
  const rows = [...RISK_BANDS, null].map((band) => {
    const cs = m.view.companies.filter((c) => c.band === band);
    const exposure = cs.reduce((a, c) => a + (c.exposurePaisa ?? 0), 0);
    return [band ? RISK_BAND_NAMES[band] : 'Not assessed yet', String(cs.length), money(exposure), total > 0 ? percent(Math.floor((exposure * 10_000) / total)) : '—'];
  });
  bookTable(pen, [{ header: 'Band', weight: 3 }, { header: 'Companies', weight: 2, align: 'right' }, { header: 'Exposure', weight: 3, align: 'right' }, { header: 'Share of book', weight: 2, align: 'right' }], rows.filter((r) => r[0] !== 'Not assessed yet' || r[1] !== '0'), 'No companies.');
  line(pen, 'A band follows from the company\'s findings and signals: high when any is high, on watch when any is medium, else standard.', { size: 8, colour: COLOURS.muted });
}

function groupsSection(pen: Pen, m: BookExportModel): void {
  const g = m.view.groups;
  line(pen, `Companies of the book linked by a current director, a registered address or a charge between them. A group above ${percent(g.flagAboveBasisPoints)} of the book is flagged.`, { size: 9 });
  if (g.groups.length === 0) line(pen, 'No two companies of the book are linked.', { colour: COLOURS.muted });
  g.groups.forEach((group, i) => {
    line(pen, `Group ${i + 1}: ${money(group.exposurePaisa)}, ${percent(group.share.basisPoints)} of the book${group.flagged ? ` — ABOVE THE THRESHOLD OF ${percent(g.flagAboveBasisPoints)}` : ''}`, {
      bold: true,
      size: 10.5,
      colour: group.flagged ? COLOURS.high : COLOURS.text,
    });
    bookTable(pen, [{ header: 'Company', weight: 5 }, { header: 'Id', weight: 3 }, { header: 'Exposure', weight: 2, align: 'right' }], group.members.map((x) => [x.name, x.companyId, money(x.exposurePaisa)]), 'No members.');
    for (const link of group.links) {
      line(pen, link.words, { size: 8.5 });
      for (const s of link.sources) line(pen, `Source: ${citeSource(s)}`, { size: 7.5, colour: COLOURS.muted });
    }
    pen.doc.moveDown(0.5);
  });
  if (g.addressesNotLinking.length > 0) line(pen, `Addresses too many companies share to link them (a business centre): ${g.addressesNotLinking.map((a) => `${a.label} (${a.companies} companies)`).join('; ')}.`, { size: 8, colour: COLOURS.muted });
  if (g.notInGraph.length > 0) line(pen, `Not mirrored, so in no group: ${g.notInGraph.join(', ')}.`, { size: 8, colour: COLOURS.muted });
}

function signalsSection(pen: Pen, m: BookExportModel): void {
  const rows: string[][] = [];
  for (const d of m.details) {
    for (const s of d.signals) {
      rows.push([who(d.row.name, d.row.companyId), s.severity.toUpperCase(), `${SIGNAL_RULE_NAMES[s.rule]}: ${s.title}${s.rbi ? `\nRBI: ${s.rbi.words}` : ''}`, formatDay(s.since), s.evidence.map(citeEvidence).join('\n') || 'no source (never shown)']);
    }
  }
  bookTable(pen, [{ header: 'Company', weight: 3 }, { header: 'Severity', weight: 1.2 }, { header: 'Signal', weight: 4 }, { header: 'Since', weight: 1.5 }, { header: 'Source', weight: 6 }], rows, 'No early-warning signal for any company of the book.');
}

function overdueSection(pen: Pen, m: BookExportModel): void {
  const rows: string[][] = [];
  for (const d of m.details) {
    for (const o of d.obligations) {
      if (o.state !== 'overdue') continue;
      rows.push([who(d.row.name, d.row.companyId), `${o.section}\n${o.form ?? 'AGM'}, ${formatFy(o.fyStart)}`, `${formatDay(o.dueDate)}\n${o.dueRule}`, String(o.overdueDays ?? ''), o.evidence.map(citeEvidence).join('\n')]);
    }
  }
  bookTable(pen, [{ header: 'Company', weight: 3 }, { header: 'Obligation', weight: 3.5 }, { header: 'Due', weight: 2.5 }, { header: 'Days overdue', weight: 1.2, align: 'right' }, { header: 'Source', weight: 5 }], rows, 'No statutory filing is overdue (s.96 AGM, s.137 AOC-4, s.92 MGT-7).');
}

function companyLine(c: BookCompanyRow): string[] {
  const sig = c.signals.high + c.signals.medium + c.signals.info;
  return [
    who(c.name, c.companyId),
    c.reference ?? '',
    money(c.exposurePaisa),
    c.band ? RISK_BAND_NAMES[c.band] : 'pending',
    c.latestAccounts ? `${formatFy(c.latestAccounts.fyStart)} (${c.latestAccounts.monthsSince} months)` : '—',
    c.statutory.overdue > 0 ? `${c.statutory.overdue} (worst ${c.statutory.worstOverdueDays} days)` : '0',
    sig > 0 ? (['high', 'medium', 'info'] as const).filter((k) => c.signals[k] > 0).map((k) => `${c.signals[k]} ${k}`).join(', ') : '0',
    `${c.charges.open} / ${c.charges.lenders}`,
    c.groupIndex === null ? '' : String(c.groupIndex + 1),
    c.sandbox ? 'SANDBOX' : '',
  ];
}

function companiesSection(pen: Pen, m: BookExportModel): void {
  bookTable(pen,
    [
      { header: 'Company', weight: 3.6 },
      { header: 'Reference', weight: 1.4 },
      { header: 'Exposure', weight: 1.6, align: 'right' },
      { header: 'Band', weight: 1.2 },
      { header: 'Latest accounts', weight: 1.6 },
      { header: 'Filings overdue', weight: 1.4 },
      { header: 'Signals (section 3)', weight: 1.6 },
      { header: 'Charges / lenders', weight: 1.1 },
      { header: 'Group', weight: 0.8 },
      { header: 'Data', weight: 1.2 },
    ],
    m.view.companies.map(companyLine),
    'No row of the book is resolved to a company yet.',
  );
}

function unresolvedSection(pen: Pen, m: BookExportModel): void {
  bookTable(pen,
    [{ header: 'Line', weight: 0.8, align: 'right' }, { header: 'Reference', weight: 1.5 }, { header: 'As written', weight: 3 }, { header: 'State', weight: 1.2 }, { header: 'Why, candidates', weight: 5 }],
    m.view.unresolved.map((r) => [String(r.line), r.reference ?? '', r.written.name ?? r.written.id ?? '', r.resolution, [r.problem ?? '', ...r.candidates.map((c) => `${c.name} (${c.companyId})`)].filter(Boolean).join('\n')]),
    'Every row is resolved to one company.',
  );
}

function digestSection(pen: Pen, m: BookExportModel): void {
  const d = m.digest!;
  if (d.companies.length === 0) {
    line(pen, `Nothing changed across the book since ${formatDay(d.since)}: no change found by a watchlist check, no signal from that day on.`, { colour: COLOURS.muted });
    return;
  }
  for (const c of d.companies) {
    line(pen, `${c.name} · ${c.companyId}${c.reference ? ` · ${c.reference}` : ''} · exposure ${money(c.exposurePaisa)}`, { bold: true, size: 10.5 });
    const rows = [
      ...c.changes.map((ch) => [formatDay(ch.detectedAt), 'Change', `${ch.summary} (${ch.kind})`, changeSource(ch)]),
      ...c.signals.map((s) => [formatDay(s.since), `Signal, ${s.severity}`, `${SIGNAL_RULE_NAMES[s.rule]}: ${s.title}`, s.evidence.map(citeEvidence).join('\n')]),
    ];
    bookTable(pen, [{ header: 'Day', weight: 1.5 }, { header: 'Kind', weight: 1.3 }, { header: 'What', weight: 4 }, { header: 'Source', weight: 5 }], rows, 'Nothing.');
  }
}

interface Section {
  title: string;
  draw: (pen: Pen, m: BookExportModel) => void;
}

function sectionsOf(m: BookExportModel): Section[] {
  if (m.digest) return [{ title: `Changes since ${formatDay(m.digest.since)}`, draw: digestSection }];
  return [
    { title: 'Bands', draw: bandsSection },
    { title: 'Groups and exposure', draw: groupsSection },
    { title: 'Early-warning signals', draw: signalsSection },
    { title: 'Overdue statutory filings', draw: overdueSection },
    { title: 'Companies', draw: companiesSection },
    { title: 'Rows not resolved', draw: unresolvedSection },
  ];
}

export function renderBookReport(m: BookExportModel, file: string, opts: { onProgress?: (p: ReportProgress) => void; signal?: AbortSignal } = {}): Promise<void> {
  const b = m.view.book;
  const info = { CreationDate: new Date(m.asOf), Title: `${m.digest ? 'Digest' : 'Book report'}: ${b.name}`, Author: 'Dossier', Subject: `${b.name} as of ${formatDay(m.asOf)}` };
  return writePdfFile(file, info, (pen) => {
    const { doc } = pen;
    const sections = sectionsOf(m);
    cover(pen, m);
    sections.forEach((s, i) => {
      checkAborted(opts.signal);
      opts.onProgress?.({ step: `Writing ${s.title.toLowerCase()}`, done: i + 1, total: sections.length + 1 });
      // The sections follow one another; the companies' long table starts on a page of its own.
      if (i === 0 || s.title === 'Companies') doc.addPage();
      else {
        doc.moveDown(1);
        ensureSpace(pen, 120);
      }
      doc.outline.addItem(s.title);
      heading(pen, `${i + 1}. ${s.title}`, 16);
      s.draw(pen, m);
    });
    decoratePages(pen, `${b.name} · ${m.digest ? `changes since ${formatDay(m.digest.since)} · ` : ''}as of ${formatDay(m.asOf)}${b.sandbox ? ' · SANDBOX' : ''}`, b.sandbox);
  });
}
