/**
 * The book as tables: what the workbook's sheets and the CSV file hold (book-pdf.ts draws the same
 * facts). Companies (one line a company, what the book view shows, with a sandbox column), Groups
 * (exposure, share, flag, each link with its sources), Signals (one row a signal, with its source),
 * Overdue filings (s.96, s.137, s.92 with days overdue and source), Unresolved rows; the digest as
 * one row a change or signal, grouped by company. Money stays in paisa until the writer.
 */
import { dayOf, formatDay, formatFy } from '../../../../shared/dates';
import { RISK_BAND_NAMES, SIGNAL_RULE_NAMES } from '../../../../shared/bridge/signals';
import type { Cell, Column, Table } from '../table-types';
import { type BookExportModel, changeSource, citeEvidence, citeSource, percent } from './book-model';

const text = (v: string | null | undefined): Cell => ({ t: 'text', v: v ?? null });
const paisa = (v: number | null | undefined): Cell => ({ t: 'paisa', v: v ?? null });
const int = (v: number | null | undefined): Cell => ({ t: 'int', v: v ?? null });
const date = (v: string | null | undefined): Cell => ({ t: 'date', v: v ?? null });
const yesNo = (b: boolean): Cell => text(b ? 'yes' : 'no');

const col = (header: string, cell: Cell['t'], width?: number): Column => ({ header, cell, ...(width ? { width } : {}) });

export const COMPANY_COLUMNS: Column[] = [
  col('Company', 'text', 36),
  col('Id', 'text', 24),
  col('Reference', 'text', 16),
  col('Line', 'int', 6),
  col('Exposure (₹)', 'paisa', 18),
  col('Share of book (%)', 'text', 14),
  col('Band', 'text', 12),
  col('Band reasons', 'text', 40),
  col('Status', 'text', 14),
  col('Latest accounts', 'text', 14),
  col('Months since', 'int', 10),
  col('Filings overdue', 'int', 10),
  col('Worst overdue (days)', 'int', 10),
  col('Statutory status', 'text', 40),
  col('Open charges', 'int', 10),
  col('Lenders', 'int', 10),
  col('Flags high', 'int', 8),
  col('Flags medium', 'int', 8),
  col('Flags info', 'int', 8),
  col('Signals high', 'int', 8),
  col('Signals medium', 'int', 8),
  col('Signals info', 'int', 8),
  col('Signals', 'text', 40),
  col('Group', 'int', 8),
  col('Changes since review', 'int', 10),
  col('Freshness', 'text', 12),
  col('Assessment', 'text', 12),
  col('Sandbox', 'text', 8),
];

export function companiesTable(m: BookExportModel): Table {
  const rows = m.view.companies.map((c): Cell[] => [
    text(c.name),
    text(c.companyId),
    text(c.reference),
    int(c.line),
    paisa(c.exposurePaisa),
    text(c.shareBasisPoints === null ? null : (c.shareBasisPoints / 100).toFixed(2)),
    text(c.band ? RISK_BAND_NAMES[c.band] : null),
    text(c.bandReasons.join('; ') || null),
    text(c.status),
    text(c.latestAccounts ? formatFy(c.latestAccounts.fyStart) : null),
    int(c.latestAccounts?.monthsSince),
    int(c.statutory.overdue),
    int(c.statutory.worstOverdueDays),
    text(c.statutory.words),
    int(c.charges.open),
    int(c.charges.lenders),
    int(c.flags.high),
    int(c.flags.medium),
    int(c.flags.info),
    int(c.signals.high),
    int(c.signals.medium),
    int(c.signals.info),
    text(c.signals.titles.join('; ') || null),
    int(c.groupIndex === null ? null : c.groupIndex + 1),
    int(c.changesSinceReview),
    text(c.freshness.badge),
    text(c.assessment),
    yesNo(c.sandbox),
  ]);
  return { name: 'companies', title: 'Companies', columns: COMPANY_COLUMNS, rows };
}

export function groupsTable(m: BookExportModel): Table {
  const g = m.view.groups;
  const rows = g.groups.map((group, i): Cell[] => [
    int(i + 1),
    text(group.members.map((x) => `${x.name} (${x.companyId})`).join('; ')),
    int(group.members.length),
    paisa(group.exposurePaisa),
    text((group.share.basisPoints / 100).toFixed(2)),
    yesNo(group.flagged),
    text(group.links.map((l) => `${l.words} Sources: ${l.sources.map(citeSource).join('; ')}`).join('\n')),
  ]);
  return {
    name: 'groups',
    title: 'Groups',
    columns: [col('Group', 'int', 8), col('Members', 'text', 60), col('Companies', 'int', 10), col('Exposure (₹)', 'paisa', 18), col('Share of book (%)', 'text', 14), col(`Above ${percent(g.flagAboveBasisPoints)}`, 'text', 12), col('Links and sources', 'text', 100)],
    rows,
  };
}

export function signalsTable(m: BookExportModel): Table {
  const rows: Cell[][] = [];
  for (const d of m.details) {
    for (const s of d.signals) {
      rows.push([
        text(d.row.name),
        text(d.row.companyId),
        text(s.severity),
        text(SIGNAL_RULE_NAMES[s.rule]),
        text(s.title),
        text(s.detail),
        date(s.since),
        text(s.rbi?.words ?? null),
        text(s.evidence.map(citeEvidence).join('\n') || null),
      ]);
    }
  }
  return {
    name: 'signals',
    title: 'Signals',
    columns: [col('Company', 'text', 30), col('Id', 'text', 24), col('Severity', 'text', 10), col('Signal', 'text', 28), col('Title', 'text', 40), col('Detail', 'text', 60), col('Since', 'date', 12), col("RBI early-warning item", 'text', 40), col('Source', 'text', 80)],
    rows,
  };
}

export function overdueTable(m: BookExportModel): Table {
  const rows: Cell[][] = [];
  for (const d of m.details) {
    for (const o of d.obligations) {
      if (o.state !== 'overdue') continue;
      rows.push([text(d.row.name), text(d.row.companyId), text(o.section), text(o.form ?? 'AGM'), text(formatFy(o.fyStart)), date(o.dueDate), int(o.overdueDays), text(o.dueRule), text(o.evidence.map(citeEvidence).join('\n') || null)]);
    }
  }
  return {
    name: 'overdue-filings',
    title: 'Overdue filings',
    columns: [col('Company', 'text', 30), col('Id', 'text', 24), col('Section', 'text', 40), col('Form', 'text', 10), col('FY', 'text', 12), col('Due', 'date', 12), col('Days overdue', 'int', 10), col('Due rule', 'text', 40), col('Source', 'text', 80)],
    rows,
  };
}

export function unresolvedTable(m: BookExportModel): Table {
  const rows = m.view.unresolved.map((r): Cell[] => [
    int(r.line),
    text(r.reference),
    text(r.written.name ?? r.written.id ?? null),
    text(r.resolution),
    text(r.problem),
    text(r.candidates.map((c) => `${c.name} (${c.companyId}): ${c.why}`).join('; ') || null),
    paisa(r.exposurePaisa),
  ]);
  return {
    name: 'unresolved-rows',
    title: 'Unresolved rows',
    columns: [col('Line', 'int', 6), col('Reference', 'text', 16), col('Written', 'text', 36), col('State', 'text', 12), col('Why', 'text', 40), col('Candidates', 'text', 60), col('Exposure (₹)', 'paisa', 18)],
    rows,
  };
}

/** The digest: one row a change or a signal since the day, grouped by company (largest exposure first). */
export function digestTable(m: BookExportModel): Table {
  const rows: Cell[][] = [];
  for (const c of m.digest?.companies ?? []) {
    const lead = (): Cell[] => [text(c.name), text(c.companyId), text(c.reference), paisa(c.exposurePaisa)];
    for (const ch of c.changes) rows.push([...lead(), text('change'), date(dayOf(ch.detectedAt)), text(ch.kind), text(ch.summary), text(changeSource(ch))]);
    for (const s of c.signals) rows.push([...lead(), text('signal'), date(s.since), text(SIGNAL_RULE_NAMES[s.rule]), text(`${s.title}. ${s.detail}`), text(s.evidence.map(citeEvidence).join('\n') || null)]);
  }
  return {
    name: 'digest',
    title: 'Changes',
    columns: [col('Company', 'text', 30), col('Id', 'text', 24), col('Reference', 'text', 16), col('Exposure (₹)', 'paisa', 18), col('Kind', 'text', 8), col('Day', 'date', 12), col('What', 'text', 24), col('Detail', 'text', 60), col('Source', 'text', 80)],
    rows,
  };
}

export function bookTables(m: BookExportModel): Table[] {
  if (m.digest) return [digestTable(m)];
  return [companiesTable(m), groupsTable(m), signalsTable(m), overdueTable(m), unresolvedTable(m)];
}

/** The facts of the About sheet: the book, the day, the data (sandbox or registry). */
export function aboutFacts(m: BookExportModel): Array<[string, string]> {
  const b = m.view.book;
  return [
    ['Book', b.name],
    [m.digest ? 'Digest since' : 'As of', m.digest ? formatDay(m.digest.since) : formatDay(m.asOf)],
    ...(m.digest ? ([['As of', formatDay(m.asOf)]] as Array<[string, string]>) : []),
    ['Rows', String(b.rows)],
    ['Companies', String(b.companies)],
    ['Data', b.sandbox ? 'SANDBOX (test key): some companies are synthetic data, not for reliance' : 'Registry (live key)'],
    ['Money', 'Rupees; exposure as the book file gives it'],
  ];
}
