/**
 * The report model as plain tables, one per CSV file and workbook sheet. Cells are typed so each
 * writer can do the right thing: money stays integer paisa here (written as rupees by the writer),
 * filed figures stay the decimal text they were filed as, dates are ISO.
 */
import { reviewWords } from '../../../shared/bridge/reports';
import { formatFy } from '../../../shared/dates';
import type { FinancialRow, FinancialsView } from '../../../shared/bridge/views';
import { connectionsTable } from './connections-table';
import { evidenceWords } from './evidence-words';
import type { ReportModel } from './report-model';
import type { Cell, Table } from './table-types';

export type { Cell, Column, Table } from './table-types';

const text = (v: string | null | undefined): Cell => ({ t: 'text', v: v ?? null });
const date = (v: string | null | undefined): Cell => ({ t: 'date', v: v ?? null });
const paisa = (v: number | null | undefined): Cell => ({ t: 'paisa', v: v ?? null });
const int = (v: number | null | undefined): Cell => ({ t: 'int', v: v ?? null });

export const STATEMENT_TITLES = { balance_sheet: 'Balance sheet', profit_and_loss: 'Profit and loss', cash_flow: 'Cash flow' } as const;

/**
 * The element(s) a row's figures were filed under: one qname when every year used the same, else
 * each with the years it covers ("in-gaap:LongTermBorrowings (FY 2016-17); ind-as:BorrowingsNoncurrent
 * (FY 2017-18 to FY 2025-26)"), so every cell's source element stays in the export.
 */
export function sourceElements(row: FinancialRow, years: readonly number[]): string {
  const runs: Array<{ qname: string; from: number; to: number }> = [];
  for (const y of years) {
    const q = row.qnames[String(y)];
    if (!q) continue;
    const last = runs[runs.length - 1];
    if (last && last.qname === q) last.to = y;
    else runs.push({ qname: q, from: y, to: y });
  }
  if (runs.length === 0) return row.qname;
  if (new Set(runs.map((r) => r.qname)).size === 1) return runs[0]!.qname;
  return runs.map((r) => `${r.qname} (${r.from === r.to ? formatFy(r.from) : `${formatFy(r.from)} to ${formatFy(r.to)}`})`).join('; ');
}

export function financialTables(view: FinancialsView): Table[] {
  return (Object.keys(STATEMENT_TITLES) as Array<keyof typeof STATEMENT_TITLES>).flatMap((statement) => {
    const rows = view.rows.filter((r) => r.statement === statement);
    if (rows.length === 0) return [];
    const name = `${statement.replace(/_/g, '-')}-${view.scope}`;
    return [
      {
        name,
        title: `${STATEMENT_TITLES[statement]} (${view.scope})`,
        columns: [
          { header: 'Line item', cell: 'text' as const, width: 44 },
          { header: 'qname', cell: 'text' as const, width: 46 },
          ...view.years.map((y) => ({ header: formatFy(y), cell: 'figure' as const, width: 16 })),
        ],
        rows: [
          ...rows.map((r) => [text(r.label), text(sourceElements(r, view.years)), ...view.years.map((y) => ({ t: 'figure' as const, v: r.values[String(y)] ?? null }))]),
          [text('Source filing'), text(null), ...view.years.map((y) => text(view.sources[String(y)]?.filingId ?? null))],
          [text('Accounting standard'), text(null), ...view.years.map((y) => text(view.standards[String(y)] ?? null))],
        ],
      },
    ];
  });
}

export function reportTables(m: ReportModel): Table[] {
  return [
    ...m.financials.flatMap(financialTables),
    {
      name: 'figure-sources',
      title: 'Figures and their sources',
      columns: [
        { header: 'Scope', cell: 'text', width: 13 },
        { header: 'Statement', cell: 'text', width: 16 },
        { header: 'Line item', cell: 'text', width: 40 },
        { header: 'qname', cell: 'text', width: 40 },
        { header: 'Year', cell: 'text', width: 11 },
        { header: 'Value', cell: 'figure', width: 16 },
        { header: 'Source filing', cell: 'text', width: 24 },
        { header: 'Page', cell: 'int', width: 7 },
        { header: 'Read at', cell: 'date', width: 22 },
        { header: 'Request id', cell: 'text', width: 26 },
      ],
      rows: m.figures.map((f) => [
        text(f.scope),
        text(STATEMENT_TITLES[f.statement]),
        text(f.label),
        text(f.qname),
        text(formatFy(f.fyStart)),
        { t: 'figure' as const, v: f.value },
        text(f.filingId),
        int(f.page),
        date(f.readAt),
        text(f.requestId),
      ]),
    },
    {
      name: 'filings',
      title: 'Filings',
      columns: [
        { header: 'Filing id', cell: 'text', width: 24 },
        { header: 'Form', cell: 'text', width: 12 },
        { header: 'Date of filing', cell: 'date', width: 14 },
        { header: 'Year', cell: 'int', width: 8 },
        { header: 'Category', cell: 'text', width: 36 },
        { header: 'Description', cell: 'text', width: 50 },
        { header: 'Pages', cell: 'int', width: 8 },
        { header: 'PDF SHA-256', cell: 'text', width: 66 },
      ],
      rows: m.filings.map((f) => [
        text(f.filingId),
        text(f.formId),
        date(f.dateOfFiling),
        int(f.year),
        text(f.documentCategory),
        text(f.description ?? f.attachmentLabel),
        int(f.numberOfPages),
        text(m.documents.find((d) => d.filingId === f.filingId)?.sha256),
      ]),
    },
    {
      name: 'directors',
      title: 'Directors',
      columns: [
        { header: 'DIN', cell: 'text', width: 12 },
        { header: 'Name', cell: 'text', width: 30 },
        { header: 'Designation', cell: 'text', width: 24 },
        { header: 'Appointed on', cell: 'date', width: 14 },
        { header: 'Ceased on', cell: 'date', width: 14 },
        { header: 'Disqualified', cell: 'text', width: 12 },
        { header: 'Directorships', cell: 'int', width: 14 },
      ],
      rows: m.detail.directors.map((d) => [
        text(d.din),
        text(d.name),
        text(d.designation ?? d.role),
        date(d.appointedOn),
        date(d.ceasedOn),
        text(d.disqualified === null ? null : d.disqualified ? 'yes' : 'no'),
        int(d.directorshipCount),
      ]),
    },
    {
      name: 'charges',
      title: 'Charges',
      columns: [
        { header: 'Charge id', cell: 'text', width: 12 },
        { header: 'Holder', cell: 'text', width: 36 },
        { header: 'Amount (₹)', cell: 'paisa', width: 18 },
        { header: 'Status', cell: 'text', width: 12 },
        { header: 'Created on', cell: 'date', width: 14 },
        { header: 'Modified on', cell: 'date', width: 14 },
        { header: 'Satisfied on', cell: 'date', width: 14 },
      ],
      rows: m.detail.charges.map((c) => [text(c.chargeId), text(c.holder), paisa(c.amountPaisa), text(c.status), date(c.createdOn), date(c.modifiedOn), date(c.satisfiedOn)]),
    },
    {
      name: 'findings',
      title: 'Findings',
      columns: [
        { header: 'Severity', cell: 'text', width: 10 },
        { header: 'Rule', cell: 'text', width: 28 },
        { header: 'Finding', cell: 'text', width: 50 },
        { header: 'Detail', cell: 'text', width: 70 },
        { header: 'Evidence', cell: 'text', width: 70 },
        { header: 'Review', cell: 'text', width: 50 },
      ],
      rows: m.findings.map((f) => [
        text(f.severity),
        text(f.rule),
        text(f.title),
        text(f.detail),
        text(f.evidence.map((e) => `${e.kind} ${e.id}: ${evidenceWords(m, e)}`).join('; ')),
        text(reviewWords(f.review, 'the analyst')),
      ]),
    },
    connectionsTable(m.connections),
    {
      name: 'notes',
      title: 'Notes',
      columns: [
        { header: 'Note', cell: 'int', width: 8 },
        { header: 'Text', cell: 'text', width: 70 },
        { header: 'Citation', cell: 'text', width: 70 },
        { header: 'Written', cell: 'date', width: 22 },
      ],
      rows: m.notes.map((n) => [int(n.id), text(n.body), text(n.citation), date(n.updatedAt)]),
    },
    {
      name: 'spend',
      title: 'Spend',
      columns: [
        { header: 'At', cell: 'date', width: 26 },
        { header: 'Endpoint', cell: 'text', width: 30 },
        { header: 'Price (₹)', cell: 'paisa', width: 14 },
        { header: 'Wallet after (₹)', cell: 'paisa', width: 18 },
        { header: 'Key', cell: 'text', width: 8 },
        { header: 'Request id', cell: 'text', width: 30 },
      ],
      rows: m.ledger.map((l) => [date(l.at), text(l.endpointKey), paisa(l.pricePaisa), paisa(l.walletAfterPaisa), text(l.keyKind), text(l.requestId)]),
    },
    {
      name: 'provenance',
      title: 'Provenance',
      columns: [
        { header: 'Record', cell: 'text', width: 50 },
        { header: 'Read at', cell: 'date', width: 26 },
        { header: 'Request id', cell: 'text', width: 30 },
      ],
      rows: m.records.map((r) => [text(r.what), date(r.readAt), text(r.requestId)]),
    },
  ];
}
