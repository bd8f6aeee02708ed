/**
 * Text views of what the library holds: search hits, a company, its filings, a director.
 */
import type { CompanyDetail, CompanySummary, DirectorDetail, DirectorRoleSource, DirectorRoleView, FilingView, SearchHit } from '../../shared/bridge/views';
import { readsWords } from '../../shared/reads-words';
import { formatIndianNumber } from '../../shared/money';
import { plural, renderFields, renderTable } from './format-table';
import { day, money, NONE, text, when } from './format-values';

/**
 * Text as one shell word, to paste as it is printed: single quotes (nothing inside them is special
 * to a POSIX shell), a quote inside written '\''. Plain words stay bare.
 */
export function shellWord(text: string): string {
  if (/^[A-Za-z0-9_./:@%+-]+$/.test(text)) return text;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function renderHits(hits: SearchHit[], query: string): string {
  const words = query.trim();
  if (words === '') return 'Give some words to search for, e.g. dossier search kemi trading';
  if (hits.length === 0) return `Nothing in the library matches "${words}". To look it up on the registry: dossier lookup ${words.split(/\s+/).map(shellWord).join(' ')}`;
  return renderTable(
    [
      { header: 'Kind', value: (h: SearchHit) => h.kind },
      { header: 'Title', value: (h) => h.title, maxWidth: 50 },
      { header: 'Details', value: (h) => h.snippet ?? h.subtitle, maxWidth: 60 },
      { header: 'Id', value: (h) => h.filingId ?? h.companyId ?? h.id },
    ],
    hits,
  );
}

export function freshnessLine(summary: CompanySummary): string {
  const f = summary.freshness;
  const age = f.ageDays === null ? '' : `, ${plural(f.ageDays, 'day')} old`;
  return `${f.badge}${age}${f.reasons.length > 0 ? ` (${f.reasons.join('; ')})` : ''}`;
}

export function unlockLine(summary: CompanySummary): string {
  const u = summary.unlock;
  if (u.state === 'none') return 'not unlocked';
  const left = u.daysLeft === null ? '' : `, ${plural(u.daysLeft, 'day')} left`;
  return `${u.state}${u.expiresAt ? ` until ${day(u.expiresAt)}` : ''}${left}${u.sandbox ? ' (sandbox)' : ''}`;
}

export function summaryFields(s: CompanySummary): Array<[string, string | null]> {
  return [
    ['Company', `${s.name}${s.knownAs ? ` (known as ${s.knownAs})` : ''}`],
    [s.idType.toUpperCase(), s.id],
    ['Status', s.status],
    ['Place', [s.city, s.state].filter(Boolean).join(', ') || null],
    // The records' own flag; which reads were charged is the reads line's to say (a sandbox company can be read with a live key).
    ['Sandbox', s.sandbox ? "yes: synthetic test data of the registry's sandbox set" : null],
    ['Freshness', freshnessLine(s)],
    ['Unlock', unlockLine(s)],
    ['Filings', `${formatIndianNumber(s.totalFilings)} listed, ${formatIndianNumber(s.downloadedPdfs)} PDFs in the library, ${formatIndianNumber(s.missingPdfs)} missing`],
    ['Spent', money(s.spendPaisa)],
    ['Mirrored', when(s.mirroredAt)],
  ];
}

export function renderCompany(detail: CompanyDetail): string {
  const { readAt, requestId } = detail.masterProvenance;
  const read = `${when(readAt)}${requestId ? ` (request ${requestId})` : ''}`;
  const fields = summaryFields(detail.summary);
  // Which reads were sandbox and which were paid, beside what was spent.
  fields.splice(fields.findIndex(([label]) => label === 'Spent'), 0, ['Reads', readsWords(detail.reads)]);
  const out = [renderFields([...fields, ['Record read', read]])];
  if (detail.directors.length > 0) {
    out.push(`\nDirectors (${formatIndianNumber(detail.directors.length)})`);
    out.push(
      renderTable(
        [
          { header: 'DIN', value: (d: CompanyDetail['directors'][number]) => d.din },
          { header: 'Name', value: (d) => d.name, maxWidth: 40 },
          { header: 'Designation', value: (d) => text(d.designation ?? d.role), maxWidth: 30 },
          { header: 'Appointed', value: (d) => day(d.appointedOn) },
          { header: 'Ceased', value: (d) => day(d.ceasedOn) },
          { header: 'Disqualified', value: (d) => (d.disqualified === null ? NONE : d.disqualified ? 'yes' : 'no') },
        ],
        detail.directors,
      ),
    );
  }
  if (detail.charges.length > 0) {
    out.push(`\nCharges (${formatIndianNumber(detail.charges.length)})`);
    out.push(
      renderTable(
        [
          { header: 'Charge', value: (c: CompanyDetail['charges'][number]) => c.chargeId },
          { header: 'Holder', value: (c) => c.holder, maxWidth: 40 },
          { header: 'Amount', value: (c) => money(c.amountPaisa), align: 'right' },
          { header: 'Status', value: (c) => c.status },
          { header: 'Created', value: (c) => day(c.createdOn) },
          { header: 'Satisfied', value: (c) => day(c.satisfiedOn) },
        ],
        detail.charges,
      ),
    );
  }
  if (detail.nameHistory.length > 1) {
    out.push(`\nFormer names: ${detail.nameHistory.map((n) => `${n.name} (${day(n.from)} to ${day(n.to)})`).join('; ')}`);
  }
  return out.join('\n');
}

const STATE_WORDS: Record<FilingView['localState'], string> = {
  downloaded: 'PDF in library',
  missing: 'PDF missing',
  'not-yet-available': 'awaiting registry',
  locked: 'locked',
};

export function renderFilings(companyId: string, filings: FilingView[]): string {
  if (filings.length === 0) return `The library lists no filings for ${companyId}.`;
  const table = renderTable(
    [
      { header: 'Filed', value: (f: FilingView) => day(f.dateOfFiling) },
      { header: 'Form', value: (f) => f.formId },
      { header: 'Year', value: (f) => (f.year === null ? NONE : String(f.year)), align: 'right' },
      { header: 'Document', value: (f) => text(f.attachmentLabel ?? f.documentCategory), maxWidth: 40 },
      { header: 'Pages', value: (f) => (f.numberOfPages === null ? NONE : formatIndianNumber(f.numberOfPages)), align: 'right' },
      { header: 'Local copy', value: (f) => STATE_WORDS[f.localState] },
      { header: 'Filing id', value: (f) => f.filingId },
    ],
    filings,
  );
  const downloaded = filings.filter((f) => f.localState === 'downloaded').length;
  return `${table}\n\n${plural(filings.length, 'filing')}, ${formatIndianNumber(downloaded)} with the PDF in the library.`;
}

const SOURCE_WORDS: Record<DirectorRoleSource, string> = { master: 'company register', profile: 'profile' };

/** "company register + profile": where a role was read (the core merges a role both name). */
function roleSources(sources: readonly DirectorRoleSource[]): string {
  return sources.length === 0 ? NONE : sources.map((s) => SOURCE_WORDS[s] ?? s).join(' + ');
}

export function renderDirector(director: DirectorDetail): string {
  const roles = director.roles;
  const head = renderFields([
    ['Director', director.fullName ?? text(director.firstName)],
    ['DIN', director.din],
    ['Nationality', director.nationality],
    ['Profile read', when(director.profileReadAt)],
    ['Contact', director.contactInLibrary ? 'in the library (shown in the app)' : 'not bought'],
  ]);
  if (roles.length === 0) return head;
  const table = renderTable(
    [
      { header: 'Company', value: (r: DirectorRoleView) => `${text(r.companyName)}${r.mirrored ? '' : ' (not mirrored)'}`, maxWidth: 50 },
      { header: 'Id', value: (r) => r.companyId },
      { header: 'Designation', value: (r) => text(r.designation ?? r.role), maxWidth: 30 },
      { header: 'Appointed', value: (r) => day(r.appointedOn) },
      {
        header: 'Ceased',
        // A cessation the registry wrote in no readable form still ends the role: shown as written.
        value: (r) => (r.ceasedAsWritten !== null ? `"${r.ceasedAsWritten}" (not a readable date)` : day(r.ceasedOn)),
      },
      { header: 'Read from', value: (r) => roleSources(r.sources) },
    ],
    roles,
  );
  return `${head}\n\nRoles (${formatIndianNumber(roles.length)})\n${table}`;
}
