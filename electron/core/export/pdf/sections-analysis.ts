/** Findings, what the watchlist's checks found, and the analyst's notes, each with what it rests on. */
import { reviewWords } from '../../../../shared/bridge/reports';
import { formatDay } from '../../../../shared/dates';
import { evidenceWords } from '../evidence-words';
import type { ReportModel } from '../report-model';
import { COLOURS, type Pen, ensureSpace, paragraph } from './layout';
import { moment } from './sections-register';

const SEVERITY_WORDS = { high: 'HIGH', medium: 'MEDIUM', info: 'INFO' } as const;

export function findingsSection(pen: Pen, m: ReportModel): void {
  if (m.findings.length === 0) {
    paragraph(pen, 'No findings: none of the rules found anything in the library for this company.', { colour: COLOURS.muted });
    return;
  }
  for (const f of m.findings) {
    ensureSpace(pen, 60);
    paragraph(pen, `[${SEVERITY_WORDS[f.severity]}] ${f.title}`, { bold: true, colour: COLOURS[f.severity], size: 10.5 });
    paragraph(pen, f.detail, { size: 9.5 });
    for (const e of f.evidence) paragraph(pen, `Evidence (${e.kind}): ${evidenceWords(m, e)}`, { size: 8, colour: COLOURS.muted });
    paragraph(pen, `Review: ${reviewWords(f.review, 'the analyst')}`, { size: 8.5, bold: f.review?.state === 'dismissed' });
    pen.doc.moveDown(0.4);
  }
}

export function notesSection(pen: Pen, m: ReportModel): void {
  if (m.notes.length === 0) {
    paragraph(pen, 'No notes on this company.', { colour: COLOURS.muted });
    return;
  }
  m.notes.forEach((n, i) => {
    ensureSpace(pen, 50);
    paragraph(pen, `Note ${i + 1}`, { bold: true, size: 10 });
    paragraph(pen, n.body, { size: 9.5 });
    paragraph(pen, `Cited: ${n.citation}. Written ${moment(n.updatedAt)}.`, { size: 8, colour: COLOURS.muted });
    pen.doc.moveDown(0.4);
  });
}

/** The section's title: since when changes were watched for. */
export function changesTitle(m: ReportModel): string {
  return m.changes.since ? `Changes since ${formatDay(m.changes.since)}` : 'Changes';
}

export function changesSection(pen: Pen, m: ReportModel): void {
  if (m.changes.since === null) {
    paragraph(pen, 'This company is not on the watchlist: no check has compared two reads of it.', { colour: COLOURS.muted });
    return;
  }
  if (m.changes.list.length === 0) {
    paragraph(pen, `Watched since ${moment(m.changes.since)}; no check has found a change.`, { colour: COLOURS.muted });
    return;
  }
  for (const c of m.changes.list) {
    ensureSpace(pen, 40);
    paragraph(pen, `${formatDay(c.detectedAt)}: ${c.summary}`, { size: 9.5 });
    const source = [c.filingId ? `filing ${c.filingId}` : null, c.requestId ? `read ${c.requestId}` : null].filter(Boolean).join(', ');
    paragraph(pen, `${c.kind}${source ? `; source: ${source}` : ''}`, { size: 8, colour: COLOURS.muted });
  }
}
