/**
 * Citations as findings give them (FindingEvidence), for the records signals rest on: the master
 * record, a director's profile, a filing (with the PDF page whose indexed text states it), an
 * extraction, a change the watch recorded, a record of the connections graph.
 */
import type { NetworkSource } from '../../../shared/bridge/network';
import type { SignalEvidence } from '../../../shared/bridge/signals';
import { formatDate, formatDay } from '../../../shared/dates';
import { KEY_FIGURES, type KeyFigure, figureItem } from '../findings/figures';
import { extractionEvidence, masterEvidence, referenceOf } from '../findings/rule';
import type { ChangeRow, CompanyRow, DirectorRow, ExtractionRow, FilingRow, Library } from '../store';
import { type Aoc4Extraction, extractionName, figureLabel, filingName, flatPageTexts, pageOfFigure } from '../views';

export { masterEvidence, referenceOf };

const plain = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/**
 * The page of a stored PDF whose indexed text states what is cited: the first page containing the
 * first of `needles` found anywhere in it (needles in order of preference; case and spacing
 * ignored), or undefined when the PDF is not stored, not indexed, or says none of them.
 */
export function pageStating(library: Library, filing: Pick<FilingRow, 'filingId' | 'hasDocument'>, needles: readonly string[]): number | undefined {
  const wanted = needles.map((n) => plain(n.trim())).filter((n) => n.length >= 3);
  if (!filing.hasDocument || wanted.length === 0) return undefined;
  const pages = flatPageTexts(library, filing.filingId);
  for (const needle of wanted) {
    const found = pages.find((p) => p.text.includes(needle));
    if (found) return found.page;
  }
  return undefined;
}

/** A filing, named as people name it, with the list read that listed it; `needles` find the page stating what is cited. */
export function filingEvidence(library: Library, f: FilingRow, needles: readonly string[] = []): SignalEvidence {
  const page = pageStating(library, f, needles);
  const name = filingName(f, null);
  const said = f.description?.trim();
  const named = said && !name.includes(said) ? `${name} (“${said}”)` : name;
  return {
    kind: 'filing',
    id: f.filingId,
    label: `${named}, filed ${f.dateOfFiling ? formatDate(f.dateOfFiling) : 'on an unknown date'}`,
    reference: referenceOf([['filing', f.filingId], ['list request', f.listRequestId]]),
    ...(page !== undefined ? { page } : {}),
  };
}

/**
 * An AOC-4 extraction cited for one of its key figures, with the page of the filed PDF that prints
 * it (found the way the reading desk and the company report find a figure's page: views/figure-pages.ts),
 * no page when the PDF is not stored or indexed or no page holds the value.
 */
export function figureEvidence(library: Library, e: Aoc4Extraction, which: KeyFigure): SignalEvidence {
  const base = extractionEvidence(library, e);
  const item = figureItem(e, which);
  const filing = e.filingId ? library.filings.get(e.filingId) : null;
  if (!item || !filing?.hasDocument) return base;
  const page = pageOfFigure(flatPageTexts(library, filing.filingId), item.value, item.qname, figureLabel(KEY_FIGURES[which][0], item.qname));
  return page === null ? base : { ...base, page };
}

/** The master record, saying what in it is cited. */
export function masterEvidenceOf(company: CompanyRow, what: string): SignalEvidence {
  const base = masterEvidence(company);
  return { ...base, label: `${base.label}: ${what}` };
}

/** The company's filing list as read (the read that last listed a filing), for what it does not contain. */
export function filingListEvidence(company: CompanyRow, filings: readonly FilingRow[]): SignalEvidence {
  const latest = filings.reduce<FilingRow | null>((a, f) => (a === null || f.listedAt > a.listedAt ? f : a), null);
  return {
    kind: 'record',
    id: company.id,
    label: `Filing list of ${company.name ?? company.id}, ${filings.length} ${filings.length === 1 ? 'filing' : 'filings'}${latest ? ` (read ${formatDay(latest.listedAt)})` : ' (never read)'}`,
    reference: referenceOf([['company', company.id], ['list request', latest?.listRequestId]]),
  };
}

/** A director's profile, saying what in it is cited. */
export function profileEvidence(director: DirectorRow, what: string): SignalEvidence {
  return {
    kind: 'record',
    id: director.din,
    label: `Director profile of ${director.fullName ?? 'a director'} (DIN ${director.din}, ${director.profileReadAt ? `read ${formatDay(director.profileReadAt)}` : 'never read'}): ${what}`,
    reference: referenceOf([['director', director.din], ['request', director.profileRequestId]]),
  };
}

/** An extraction row (MGT-7, PAS-3, CHARGES), saying what in it is cited. */
export function extractionRowEvidence(library: Pick<Library, 'filings'>, row: ExtractionRow, what: string): SignalEvidence {
  return {
    kind: 'extraction',
    id: String(row.id),
    label: `Extraction ${extractionName(library, row)} (read ${formatDay(row.readAt)}): ${what}`,
    reference: referenceOf([['filing', row.sourceFilingId], ['request', row.requestId]]),
  };
}

/** A change a watch check recorded, cited to the read it was seen in. */
export function changeEvidence(company: CompanyRow, change: ChangeRow): SignalEvidence {
  return {
    kind: 'record',
    id: company.id,
    label: `Watch check of ${company.name ?? company.id}, ${formatDay(change.detectedAt)}: ${change.summary}`,
    reference: referenceOf([['company', company.id], ['request', change.requestId], ['filing', change.filingId]]),
  };
}

/** A record of the connections graph (a master record or a profile), as a network flag cites it. */
export function graphSourceEvidence(s: NetworkSource): SignalEvidence {
  return { kind: 'record', id: s.id, label: s.label, reference: referenceOf([[s.record === 'master' ? 'company' : 'director', s.id], ['request', s.requestId]]) };
}

/** Evidence once each (kind and id and label), in the order first given. */
export function uniqueEvidence(items: readonly SignalEvidence[]): SignalEvidence[] {
  const seen = new Map<string, SignalEvidence>();
  for (const e of items) if (!seen.has(`${e.kind}|${e.id}|${e.label}`)) seen.set(`${e.kind}|${e.id}|${e.label}`, e);
  return [...seen.values()];
}
