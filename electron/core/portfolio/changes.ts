/**
 * `portfolio.changes`: what changed across a book since a day, grouped by company, largest
 * exposure first: the watch feed's changes detected since then (each with the filing or the read
 * it was seen in), and the company's signals that hold from a day since then (each with its
 * evidence). A company with neither is left out.
 */
import type { BookChangesView } from '../../../shared/bridge/portfolio';
import type { CompanyAssessment } from '../../../shared/bridge/signals';
import type { ChangeView } from '../../../shared/bridge/watch';
import type { BookRecord, ChangeRow, Library } from '../store';
import { bookSummary } from '../views';

export function changeView(c: ChangeRow): ChangeView {
  return {
    id: c.id,
    companyId: c.companyId,
    companyName: c.companyName,
    kind: c.kind as ChangeView['kind'],
    summary: c.summary,
    before: c.before,
    after: c.after,
    ...(c.filingId ? { filingId: c.filingId } : {}),
    ...(c.requestId ? { requestId: c.requestId } : {}),
    detectedAt: c.detectedAt,
    read: c.read,
  };
}

/** A calendar day is the start of that day in India; an instant is taken as given. */
export function sinceInstant(since: string): string {
  return new Date(since.length === 10 ? `${since}T00:00:00+05:30` : since).toISOString();
}

export function bookChanges(
  library: Library,
  book: BookRecord,
  since: { given: string; instant: string; day: string },
  assessments: ReadonlyMap<string, CompanyAssessment>,
): BookChangesView {
  const members = new Map<string, { name: string; reference: string | null; exposurePaisa: number | null }>();
  for (const r of library.portfolios.rows.list(book.id)) {
    if (r.resolution !== 'resolved' || r.companyId === null) continue;
    const held = members.get(r.companyId);
    if (held) held.exposurePaisa = r.exposurePaisa === null ? held.exposurePaisa : (held.exposurePaisa ?? 0) + r.exposurePaisa;
    else members.set(r.companyId, { name: r.companyName ?? r.written.name ?? r.companyId, reference: r.reference, exposurePaisa: r.exposurePaisa });
  }
  const companies: BookChangesView['companies'] = [];
  for (const [companyId, m] of members) {
    const changes = library.watch.changes({ companyId, since: since.instant, limit: 5000 }).map(changeView);
    const signals = (assessments.get(companyId)?.signals ?? []).filter((s) => s.since >= since.day);
    if (changes.length === 0 && signals.length === 0) continue;
    companies.push({ companyId, name: m.name, reference: m.reference, exposurePaisa: m.exposurePaisa, changes, signals });
  }
  companies.sort((a, b) => (b.exposurePaisa ?? -1) - (a.exposurePaisa ?? -1) || a.companyId.localeCompare(b.companyId));
  return { book: bookSummary(library, book), since: since.given, companies };
}
