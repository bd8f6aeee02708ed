/** Report sections from the register: summary, directors, charges and exposure, filings index. */
import { formatDateTime, formatDay } from '../../../../shared/dates';
import { formatRupees } from '../../../../shared/money';
import { isOpenCharge } from '../../findings/open-charges';
import type { ReportModel } from '../report-model';
import { COLOURS, type Pen, keyValues, paragraph, table } from './layout';

/** A day as written, or the day an instant falls on in IST. */
export const day = (iso: string | null | undefined) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? formatDay(iso) : '—');
export const moment = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—');
const money = (paisa: number | null) => (paisa === null ? '—' : formatRupees(paisa, { paise: 'never' }));

export function summarySection(pen: Pen, m: ReportModel): void {
  const c = m.company;
  const s = m.detail.summary;
  const counts = { high: 0, medium: 0, info: 0 };
  for (const f of m.findings) counts[f.severity]++;
  keyValues(pen, [
    ['Company', c.name ?? c.id],
    ['Identifier', `${c.id} (${c.idType.toUpperCase()})`],
    ['Status', c.status ?? 'not recorded'],
    ['Incorporated', day(c.dateOfIncorporation)],
    ['Registered in', [c.city, c.state].filter(Boolean).join(', ') || '—'],
    ['Paid-up capital', money(c.paidUpCapitalPaisa)],
    ['Authorised capital', money(c.authorisedCapitalPaisa)],
    ['Directors', String(m.detail.directors.length)],
    ['Filings', `${s.totalFilings} listed, ${s.downloadedPdfs} ${s.downloadedPdfs === 1 ? 'PDF' : 'PDFs'} in the library`],
    ['Freshness', `${s.freshness.badge}: ${s.freshness.reasons.join('; ')}`],
    ['Unlock', s.unlock.sandbox ? 'sandbox (test key)' : s.unlock.expiresAt ? `${s.unlock.state}, until ${day(s.unlock.expiresAt)}` : s.unlock.state],
    ['Findings', `${counts.high} high, ${counts.medium} medium, ${counts.info} for information`],
    ['Cost of this company', formatRupees(m.spendPaisa)],
    ['As of', moment(m.asOf)],
  ]);
  if (m.sandbox) paragraph(pen, 'SANDBOX: this company was read with a test key. Its data is synthetic and must not be relied on.', { colour: COLOURS.high, bold: true });
}

export function directorsSection(pen: Pen, m: ReportModel): void {
  table(
    pen,
    [
      { header: 'DIN', weight: 11 },
      { header: 'Name', weight: 24 },
      { header: 'Designation', weight: 22 },
      { header: 'Appointed', weight: 14 },
      { header: 'Disqualified', weight: 13 },
      { header: 'Directorships', weight: 14, align: 'right' },
    ],
    m.detail.directors.map((d) => [
      d.din,
      d.name,
      d.designation ?? d.role ?? '—',
      day(d.appointedOn),
      d.disqualified === null ? '—' : d.disqualified ? 'YES' : 'no',
      d.directorshipCount === null ? '—' : String(d.directorshipCount),
    ]),
    { empty: 'No directors in the library (an LLP lists designated partners in its profile).' },
  );
}

export function chargesSection(pen: Pen, m: ReportModel): void {
  const open = m.detail.charges.filter((c) => isOpenCharge({ ...c, companyId: m.company.id, raw: null }));
  const exposure = open.reduce((sum, c) => sum + (c.amountPaisa ?? 0), 0);
  paragraph(pen, `${open.length} of ${m.detail.charges.length} charges open; total exposure ${formatRupees(exposure, { paise: 'never' })}.`, { bold: true });
  table(
    pen,
    [
      { header: 'Charge id', weight: 12 },
      { header: 'Holder', weight: 30 },
      { header: 'Amount', weight: 18, align: 'right' },
      { header: 'Status', weight: 12 },
      { header: 'Created', weight: 14 },
      { header: 'Satisfied', weight: 14 },
    ],
    m.detail.charges.map((c) => [c.chargeId, c.holder || '—', money(c.amountPaisa), c.status, day(c.createdOn), day(c.satisfiedOn)]),
    { empty: 'No charges registered.' },
  );
}

export function filingsSection(pen: Pen, m: ReportModel): void {
  const pdfs = new Set(m.documents.map((d) => d.filingId));
  const sorted = [...m.filings].sort((a, b) => (b.dateOfFiling ?? '').localeCompare(a.dateOfFiling ?? '') || a.filingId.localeCompare(b.filingId));
  table(
    pen,
    [
      { header: 'Filed', weight: 13 },
      { header: 'Form', weight: 12 },
      { header: 'Description', weight: 44 },
      { header: 'Filing id', weight: 24 },
      { header: 'PDF', weight: 7 },
    ],
    sorted.map((f) => [day(f.dateOfFiling), f.formId ?? '—', f.description ?? f.attachmentLabel ?? '—', f.filingId, pdfs.has(f.filingId) ? 'yes' : '—']),
    { size: 7.5, empty: 'No filings listed.' },
  );
}
