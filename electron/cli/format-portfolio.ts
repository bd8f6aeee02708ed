/**
 * A lender's book on the terminal: the import report (what was read, what changed, what is left),
 * the list of books, the book view (bands and groups first, then one line a company, then the rows
 * not resolved), and the digest of what changed since a day.
 */
import type { BookChangesView, BookCompanyRow, BookImportReport, BookRowView, BookSummary, BookView } from '../../shared/bridge/portfolio';
import { RISK_BAND_NAMES, type RiskBand } from '../../shared/bridge/signals';
import { formatCompact, formatIndianNumber } from '../../shared/money';
import { renderTable } from './format-table';
import { day, fy, money, NONE, text } from './format-values';

const n = (count: number) => formatIndianNumber(count);
const plural = (count: number, one: string, many = `${one}s`) => `${n(count)} ${count === 1 ? one : many}`;
const compact = (paisa: number | null) => (paisa === null ? NONE : formatCompact(paisa));
const percent = (bp: number | null) => (bp === null ? NONE : `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`);

export function countsLine(b: BookSummary): string {
  const c = b.counts;
  const parts = [`${n(c.resolved)} resolved`, c.ambiguous && `${n(c.ambiguous)} ambiguous`, c.unmatched && `${n(c.unmatched)} unmatched`, c.bad && `${n(c.bad)} bad`, c.pending && `${n(c.pending)} open`];
  return parts.filter(Boolean).join(', ');
}

function unresolvedTable(rows: readonly BookRowView[]): string {
  return renderTable(
    [
      { header: 'Line', value: (r: BookRowView) => String(r.line), align: 'right' },
      { header: 'Ref', value: (r) => text(r.reference) },
      { header: 'As written', value: (r) => text(r.written.name ?? r.written.id), maxWidth: 40 },
      { header: 'State', value: (r) => (r.resolution === 'pending' ? 'open' : r.resolution) },
      {
        header: 'Why / candidates',
        value: (r) => [r.problem, ...(r.resolution === 'resolved' ? [] : r.candidates.map((c) => `${c.companyId} ${c.name}${c.state ? `, ${c.state}` : ''} (${c.why})`))].filter(Boolean).join('; '),
        wrapWidth: 80,
      },
    ],
    [...rows],
  );
}

export function importText(r: BookImportReport): string {
  const b = r.book;
  const verb = r.searched ? 'After the search,' : r.created ? 'Imported' : 'Updated';
  const out = [
    `${verb} "${b.name}"${r.searched ? ' holds' : ` from ${text(b.sourceName)}:`} ${plural(b.rows, 'row')}, ${plural(b.companies, 'company', 'companies')}, exposure ${money(b.exposurePaisa)}.`,
    `Rows: ${countsLine(b)}.`,
  ];
  if (!r.created && !r.searched) out.push(`Against the last import: ${n(r.added)} added, ${n(r.updated)} updated, ${n(r.unchanged)} unchanged, ${n(r.removed)} removed.`);
  if (r.columns.length > 0) out.push(`Columns: ${r.columns.map((c) => `${c.header} → ${c.recognisedAs}`).join('; ')}.`);
  if (r.changes.length > 0) {
    out.push('', renderTable([
      { header: 'Line', value: (c: BookImportReport['changes'][number]) => String(c.line), align: 'right' },
      { header: 'Ref', value: (c) => text(c.reference) },
      { header: 'Change', value: (c) => c.kind },
      { header: 'What', value: (c) => c.what, wrapWidth: 90 },
    ], r.changes));
  }
  if (r.searched) out.push(`Registry search: ${plural(r.searched.rows, 'row')} searched, ${n(r.searched.resolved)} resolved, ${n(r.searched.ambiguous)} ambiguous, ${n(r.searched.unmatched)} unmatched; ${money(r.searched.spentPaisa)} spent.`);
  const left = [...r.bad.map((x) => ({ line: x.line })), ...r.ambiguous, ...r.unmatched];
  if (left.length > 0) {
    out.push('', `To look at (${plural(left.length, 'row')}):`);
    if (r.bad.length > 0) out.push(renderTable([{ header: 'Line', value: (x: { line: number; problem: string }) => String(x.line), align: 'right' }, { header: 'Bad: why', value: (x) => x.problem, wrapWidth: 100 }], r.bad));
    const review = [...r.ambiguous, ...r.unmatched].sort((a, b) => a.line - b.line);
    if (review.length > 0) out.push(unresolvedTable(review));
  }
  return out.join('\n');
}

export function listText(books: readonly BookSummary[]): string {
  if (books.length === 0) return 'No book yet. Import one with: dossier portfolio import <file.csv|.xlsx> --name NAME';
  return renderTable(
    [
      { header: 'Book', value: (b: BookSummary) => b.name, maxWidth: 40 },
      { header: 'Rows', value: (b) => n(b.rows), align: 'right' },
      { header: 'Companies', value: (b) => n(b.companies), align: 'right' },
      { header: 'Exposure', value: (b) => compact(b.exposurePaisa), align: 'right' },
      { header: 'Rows by state', value: (b) => countsLine(b) },
      { header: 'Updated', value: (b) => day(b.updatedAt) },
      { header: 'Id', value: (b) => b.id },
    ],
    [...books],
  );
}

const BAND_ORDER: Record<RiskBand, number> = { high: 0, watch: 1, standard: 2 };

function companyTable(companies: readonly BookCompanyRow[]): string {
  const sorted = [...companies].sort((a, b) => (a.band === null ? 3 : BAND_ORDER[a.band]) - (b.band === null ? 3 : BAND_ORDER[b.band]) || (b.exposurePaisa ?? 0) - (a.exposurePaisa ?? 0));
  return renderTable(
    [
      { header: 'Band', value: (c: BookCompanyRow) => (c.band === null ? 'pending' : `${RISK_BAND_NAMES[c.band]}${c.assessment === 'stale' ? '*' : ''}`) },
      { header: 'Company', value: (c) => c.name, maxWidth: 36 },
      { header: 'Id', value: (c) => c.companyId },
      { header: 'Ref', value: (c) => text(c.reference) },
      { header: 'Exposure', value: (c) => compact(c.exposurePaisa), align: 'right' },
      { header: 'Share', value: (c) => percent(c.shareBasisPoints), align: 'right' },
      { header: 'Group', value: (c) => (c.groupIndex === null ? '' : `G${c.groupIndex + 1}`) },
      { header: 'Signals H/M', value: (c) => `${c.signals.high}/${c.signals.medium}`, align: 'right' },
      { header: 'Flags H/M', value: (c) => `${c.flags.high}/${c.flags.medium}`, align: 'right' },
      { header: 'Overdue', value: (c) => (c.statutory.overdue === 0 ? '' : `${c.statutory.overdue} (${c.statutory.worstOverdueDays ?? '?'} d)`) },
      { header: 'Accounts', value: (c) => (c.latestAccounts ? `${fy(c.latestAccounts.fyStart)} (${c.latestAccounts.monthsSince} mo)` : NONE) },
      { header: 'Charges', value: (c) => (c.charges.open === 0 ? '' : `${c.charges.open} / ${plural(c.charges.lenders, 'lender')}`) },
      { header: 'Changes', value: (c) => (c.changesSinceReview === 0 ? '' : String(c.changesSinceReview)), align: 'right' },
      { header: 'Fresh', value: (c) => c.freshness.badge },
    ],
    sorted,
  );
}

export function viewText(v: BookView): string {
  const b = v.book;
  const bands = (['high', 'watch', 'standard'] as const).map((band) => `${RISK_BAND_NAMES[band]} ${n(v.companies.filter((c) => c.band === band).length)}`);
  const out = [
    `"${b.name}": ${plural(v.companies.length, 'company', 'companies')}, exposure ${money(b.exposurePaisa)}${b.sandbox ? ' (sandbox data)' : ''}, as of ${day(v.asOf)}.`,
    `Bands: ${bands.join(' · ')}${v.pending > 0 ? ` · ${n(v.pending)} still being assessed` : ''}.`,
  ];
  const g = v.groups;
  if (g.groups.length > 0) {
    out.push('', `Groups (flagged above ${percent(g.flagAboveBasisPoints)} of the book):`);
    g.groups.forEach((group, i) => {
      out.push(
        `  G${i + 1}${group.flagged ? ' FLAGGED' : ''}: ${compact(group.exposurePaisa)}, ${percent(group.share.basisPoints)} of the book — ${group.members.map((m) => m.name).join(', ')}`,
        ...group.links.slice(0, 3).map((l) => `      ${l.words}`),
        ...(group.links.length > 3 ? [`      and ${plural(group.links.length - 3, 'more link')}`] : []),
      );
    });
  } else out.push('', 'Groups: none found among the book’s companies.');
  const notMirrored = v.companies.filter((c) => !c.mirrored).length;
  if (notMirrored > 0) out.push('', `${plural(notMirrored, 'company', 'companies')} of the book ${notMirrored === 1 ? 'is' : 'are'} not mirrored: only what the library knows of ${notMirrored === 1 ? 'it' : 'them'} is shown (no filings, signals or links to groups yet).`);
  if (v.companies.length > 0) out.push('', companyTable(v.companies));
  if (v.companies.some((c) => c.assessment === 'stale')) out.push('* assessed before the latest change or day; being assessed again.');
  if (v.unresolved.length > 0) out.push('', `Rows not resolved (${n(v.unresolved.length)}):`, unresolvedTable(v.unresolved));
  return out.join('\n');
}

export function changesText(v: BookChangesView): string {
  if (v.companies.length === 0) return `Nothing changed in "${v.book.name}" since ${day(v.since)}.`;
  const out = [`What changed in "${v.book.name}" since ${day(v.since)}:`];
  for (const c of v.companies) {
    out.push('', `${c.name} (${c.companyId}${c.reference ? `, ref ${c.reference}` : ''}, ${compact(c.exposurePaisa)})`);
    for (const ch of c.changes) out.push(`  ${day(ch.detectedAt)}  ${ch.summary}  [source: ${ch.filingId ?? ch.requestId ?? 'watch check'}]`);
    for (const s of c.signals) out.push(`  ${day(s.since)}  ${s.severity.toUpperCase()} ${s.title}  [source: ${s.evidence.map((e) => `${e.reference ?? e.id}${e.page ? `, page ${e.page}` : ''}`).join('; ') || NONE}]`);
  }
  return out.join('\n');
}
