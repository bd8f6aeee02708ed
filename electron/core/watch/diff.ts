/**
 * The difference between two snapshots of one company as change events, each with its source: the
 * filing that reports it when the same check listed one (a DIR-12 for a director, a CHG-4 for a
 * satisfied charge), and the requestId of the read it was seen in. Values are compared after the
 * messy-value noise is taken out (normalise.ts), so a re-read that only re-spells a value is no change.
 */
import type { ChangeKind } from '../../../shared/bridge/watch';
import { formatDay } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import { plainText, sameValue } from './normalise';
import { expiringUnlock, type SnapshotFiling, type WatchSnapshot } from './snapshot';

export interface DetectedChange {
  kind: ChangeKind;
  summary: string;
  before: unknown;
  after: unknown;
  filingId: string | null;
  requestId: string | null;
  /** What makes this change itself: the same change found twice is recorded once. */
  key: string;
}

/** Forms that report each kind of record change (the spec's eForms; LLP and foreign companies' own). */
const SOURCE_FORMS: Partial<Record<ChangeKind, RegExp>> = {
  'director.appointed': /^(DIR-12|LLP Form 4|FC-2)/i,
  'director.ceased': /^(DIR-12|LLP Form 4|FC-2)/i,
  'charge.created': /^(CHG-1|CHG-9)/i,
  'charge.modified': /^CHG-1/i,
  'charge.satisfied': /^CHG-4/i,
  'status.changed': /^(STK-2|MSC-1|INC-28)/i,
  'name.changed': /^INC-24/i,
  'address.changed': /^(INC-22|LLP Form 15)/i,
  'capital.changed': /^(PAS-3|SH-7)/i,
  'financials.newYear': /^(AOC-4|LLP Form 8|FC-3)/i,
};

const money = (p: number | null) => (p === null ? 'unknown' : formatRupees(p));
/** A stored day or instant as the analyst reads it (26 Nov 2026, in IST); text that is neither stays as it is. */
const day = (v: string): string => {
  try {
    return formatDay(v);
  } catch {
    return v;
  }
};

export interface DiffOptions {
  /** The renewal price of the unlock (paisa), shown with an expiry warning. */
  renewalPaisa?: number | null;
}

export function diffSnapshots(before: WatchSnapshot | null, after: WatchSnapshot, opts: DiffOptions = {}): DetectedChange[] {
  const out: DetectedChange[] = [];
  const master = after.masterRequestId;
  const newFilings = Object.entries(after.filings).filter(([id]) => before !== null && !(id in before.filings));
  const sourceOf = (kind: ChangeKind, match?: (f: SnapshotFiling) => boolean): string | null => {
    const form = SOURCE_FORMS[kind];
    if (!form) return null;
    const hit = newFilings.find(([, f]) => f.formId !== null && form.test(f.formId) && (!match || match(f)));
    return hit ? hit[0] : null;
  };
  const add = (kind: ChangeKind, summary: string, was: unknown, now: unknown, subject: string, requestId: string | null, filingId?: string | null) =>
    out.push({ kind, summary, before: was ?? null, after: now ?? null, filingId: filingId === undefined ? sourceOf(kind) : filingId, requestId, key: `${after.companyId}|${kind}|${subject}` });

  // The first check of a company sets the baseline: only a warning that needs acting on is raised.
  if (before !== null) {
    for (const [id, f] of newFilings) {
      const what = [f.formId ?? 'a form', f.dateOfFiling ? `filed ${day(f.dateOfFiling)}` : null, f.description].filter(Boolean).join(', ');
      add('filing.new', `New filing: ${what}`, null, f, id, f.requestId, id);
    }
    registerChanges(before, after, add, master);
    for (const [din, d] of Object.entries(after.directors)) {
      if (!(din in before.directors)) add('director.appointed', `Director appointed: ${d.name ?? din} (DIN ${din})${d.designation ? `, ${d.designation}` : ''}`, null, { din, ...d }, `${din}|in|${master}`, master);
    }
    for (const [din, d] of Object.entries(before.directors)) {
      if (!(din in after.directors)) add('director.ceased', `Director left: ${d.name ?? din} (DIN ${din})`, { din, ...d }, null, `${din}|out|${master}`, master);
    }
    chargeChanges(before, after, add, master);
    for (const year of after.financialYears.filter((y) => !before.financialYears.includes(y))) {
      const filingId = sourceOf('financials.newYear', (f) => f.year === year);
      add('financials.newYear', `New annual accounts on file (year ${year})`, null, { fyEnd: year }, String(year), filingId ? after.filings[filingId]!.requestId : master, filingId);
    }
    // A rule that fires now and did not before; a finding whose figures moved (2 open charges, then 1) is not new.
    for (const [rule, found] of Object.entries(after.findings)) {
      if (!(rule in before.findings)) add('finding.new', `New finding: ${found.map((f) => f.title).join('; ')}`, null, { rule, findings: found }, `${rule}|${after.takenAt}`, master, null);
    }
  }
  const expiring = expiringUnlock(after);
  if (expiring !== null && (before === null || expiringUnlock(before) !== expiring)) {
    const price = opts.renewalPaisa === undefined || opts.renewalPaisa === null ? '' : `; renewing costs ${formatRupees(opts.renewalPaisa)}`;
    add('unlock.expiring', `The unlock of its documents ends on ${day(expiring)}${price} (not renewed: renew it from the company page)`, null, { expiresAt: expiring, renewalPaisa: opts.renewalPaisa ?? null }, expiring, null, null);
  }
  return out;
}

type Add = (kind: ChangeKind, summary: string, was: unknown, now: unknown, subject: string, requestId: string | null, filingId?: string | null) => void;

function registerChanges(before: WatchSnapshot, after: WatchSnapshot, add: Add, master: string | null): void {
  // A field the new read dropped (null) is not a change: the library keeps what it knew.
  const changed = (a: unknown, b: unknown) => b !== null && plainText(a) !== plainText(b);
  if (changed(before.name, after.name)) add('name.changed', `Name changed from ${before.name ?? 'unknown'} to ${after.name}`, before.name, after.name, `${after.name}|${master}`, master);
  if (changed(before.status, after.status)) add('status.changed', `Status changed from ${before.status ?? 'unknown'} to ${after.status}`, before.status, after.status, `${after.status}|${master}`, master);
  if (changed(before.address, after.address)) add('address.changed', `Registered office moved to ${after.address}`, before.address, after.address, `${after.address}|${master}`, master);
  const cap = (c: WatchSnapshot['capital']) => [c.authorisedPaisa, c.paidUpPaisa];
  const capitalMoved = cap(after.capital).some((v, i) => v !== null && v !== cap(before.capital)[i]);
  if (capitalMoved) {
    add(
      'capital.changed',
      `Capital changed: authorised ${money(before.capital.authorisedPaisa)} → ${money(after.capital.authorisedPaisa)}, paid-up ${money(before.capital.paidUpPaisa)} → ${money(after.capital.paidUpPaisa)}`,
      before.capital,
      after.capital,
      `${cap(after.capital).join('/')}|${master}`,
      master,
    );
  }
}

function chargeChanges(before: WatchSnapshot, after: WatchSnapshot, add: Add, master: string | null): void {
  for (const [id, c] of Object.entries(after.charges)) {
    const was = before.charges[id];
    const holder = c.holder ?? 'a charge holder';
    if (!was) {
      add('charge.created', `Charge ${id} created in favour of ${holder}, ${money(c.amountPaisa)}`, null, { chargeId: id, ...c }, id, master);
      continue;
    }
    if (c.satisfiedOn !== null && was.satisfiedOn === null) {
      add('charge.satisfied', `Charge ${id} (${holder}) satisfied on ${day(c.satisfiedOn)}`, { chargeId: id, ...was }, { chargeId: id, ...c }, `${id}|satisfied`, master);
    } else if ((c.amountPaisa !== null && c.amountPaisa !== was.amountPaisa) || (c.modifiedOn !== null && !sameValue(c.modifiedOn, was.modifiedOn))) {
      add('charge.modified', `Charge ${id} (${holder}) modified: ${money(was.amountPaisa)} → ${money(c.amountPaisa)}`, { chargeId: id, ...was }, { chargeId: id, ...c }, `${id}|${c.modifiedOn}|${c.amountPaisa}`, master);
    }
  }
}
