/**
 * What a company's master record and a director's profile say about connections, turned into
 * graph statements (graph-write.ts). The repositories call these in the transaction of their own
 * write, after it, reading back only the record just written: the graph grows one record at a
 * time and is never rebuilt from the whole library.
 *
 * A master record says: the company (name, status), its registered address, its board (current
 * directors, with the registry's `DirectorDisqualified`), the holders of its charges, and its
 * former identifiers (`formerName`: the company as it was registered before, under the old CIN).
 * A profile says: the director, every company they sit or sat on (with the status the profile
 * gives, so a company known only from a profile has one), and their terms.
 */
import type { StoreContext } from './context';
import { addressKey, addressLabel, addressParts, holderId, nameKey } from './graph-keys';
import { type GraphEdgeInput, type GraphMarkInput, type GraphNodeInput, replaceStatements } from './graph-write';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const recs = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter(isRec) : []);
const parse = (text: string | null | undefined): unknown => (text ? JSON.parse(text) : null);
const truthy = (v: unknown) => v === true || (typeof v === 'string' && v.trim().toLowerCase() === 'true');

/**
 * The cessation a profile row states in words when the store could not read it as a date
 * (`ceased_on` null): the seat has ended all the same, so the link is a former one, dated by what
 * the registry wrote. Null when the row states no cessation or its date was read.
 */
export function unreadCessation(ceasedOn: string | null, raw: unknown): string | null {
  if (ceasedOn !== null || !isRec(raw)) return null;
  const written = raw.cessationDate;
  if (typeof written === 'number') return String(written);
  return typeof written === 'string' && written.trim() !== '' ? written.trim() : null;
}

/** A text field of a stored raw row, trimmed; null when it has none. */
function rawText(json: string | null, field: string): string | null {
  const raw = parse(json);
  const v = isRec(raw) ? raw[field] : null;
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/** A company identifier the registry could have issued (CIN 21, LLPIN 8 with a hyphen, FCIN 6). */
const COMPANY_ID = /^(?:[LUF][A-Z0-9]{20}|[A-Z]{3}-\d{4}|F\d{5})$/i;

/** A company whose own master record is in the library: other records never rename it. */
function mirrored(ctx: StoreContext, companyId: string): boolean {
  return ctx.stmt('SELECT 1 FROM companies WHERE id = ? AND master_read_at IS NOT NULL').get(companyId) !== undefined;
}

/** A company node as another record names it: the name and status it gives, unless the company is mirrored. */
function namedCompany(ctx: StoreContext, id: string, name: string | null, status: string | null): GraphNodeInput {
  return mirrored(ctx, id) ? { id, kind: 'company' } : { id, kind: 'company', label: name, status, nameKey: nameKey(name) };
}

function registeredAddress(master: unknown): { id: string; node: GraphNodeInput } | null {
  const data = isRec(master) && isRec(master.masterData) ? master.masterData : null;
  if (!data) return null;
  const lists = [recs(isRec(data.companyData) ? data.companyData.MCAMDSCompanyAddress : null), recs(isRec(data.commonData) ? data.commonData.companyAddress : null)];
  for (const list of lists) {
    const row = list.find((a) => typeof a.addressType === 'string' && /registered/i.test(a.addressType));
    const parts = row ? addressParts(row) : null;
    const id = parts ? addressKey(parts) : null;
    if (parts && id) return { id, node: { id, kind: 'address', label: addressLabel(parts), detail: { ...parts } } };
  }
  return null;
}

/** The CIN a charge record gives for its holder, when it gives one (the spec lists none, so any field named like it). */
function holderCin(raw: unknown): string | null {
  if (!isRec(raw)) return null;
  for (const [field, value] of Object.entries(raw)) {
    if (/cin|llpin/i.test(field) && typeof value === 'string' && COMPANY_ID.test(value.trim())) return value.trim().toUpperCase();
  }
  return null;
}

function companyStatements(ctx: StoreContext, companyId: string) {
  const company = ctx.stmt('SELECT name, status, master_json FROM companies WHERE id = ?').get(companyId) as
    | { name: string | null; status: string | null; master_json: string | null }
    | undefined;
  const master = parse(company?.master_json);
  const nodes: GraphNodeInput[] = [{ id: companyId, kind: 'company', label: company?.name, status: company?.status, nameKey: nameKey(company?.name) }];
  const edges: GraphEdgeInput[] = [];
  const marks: GraphMarkInput[] = [];

  const address = registeredAddress(master);
  if (address) {
    nodes.push(address.node);
    edges.push({ kind: 'registeredAt', from: companyId, to: address.id });
  }

  const data = isRec(master) && isRec(master.masterData) ? master.masterData : null;
  const disqualified = new Set(recs(data?.directorData).filter((d) => truthy(d.DirectorDisqualified)).map((d) => String(d.DIN).padStart(8, '0')));
  const roles = ctx
    .stmt(
      `SELECT r.din, r.designation, r.role, r.appointed_on, r.ceased_on, d.full_name FROM director_roles r
       JOIN directors d ON d.din = r.din WHERE r.company_id = ? AND r.source = 'master' ORDER BY r.din, r.position`,
    )
    .all(companyId) as { din: string; designation: string | null; role: string | null; appointed_on: string | null; ceased_on: string | null; full_name: string | null }[];
  for (const r of roles) {
    nodes.push({ id: r.din, kind: 'director', label: r.full_name });
    const former = r.ceased_on !== null;
    edges.push({
      kind: former ? 'formerDirector' : 'director',
      from: r.din,
      to: companyId,
      qualifier: former ? (r.appointed_on ?? '') : '',
      since: r.appointed_on,
      until: r.ceased_on,
      detail: r.designation ?? r.role,
    });
    if (disqualified.has(r.din)) marks.push({ nodeId: r.din, mark: 'disqualified', detail: `DirectorDisqualified "true" in the master record of ${companyId}` });
  }

  const charges = ctx
    .stmt('SELECT charge_id, holder, amount_paisa, status, created_on, satisfied_on, raw_json FROM charges WHERE company_id = ? ORDER BY charge_id')
    .all(companyId) as { charge_id: string; holder: string | null; amount_paisa: number | null; status: string | null; created_on: string | null; satisfied_on: string | null; raw_json: string }[];
  for (const c of charges) {
    const cin = holderCin(parse(c.raw_json));
    const key = nameKey(c.holder);
    const from = cin ?? (key ? holderId(key) : null);
    if (!from) continue;
    nodes.push(cin ? namedCompany(ctx, cin, c.holder, null) : { id: from, kind: 'chargeHolder', label: c.holder, nameKey: key });
    const open = c.satisfied_on === null && !/satisf|closed/i.test(c.status ?? '');
    edges.push({
      kind: 'chargeHolder',
      from,
      to: companyId,
      qualifier: c.charge_id,
      since: c.created_on,
      until: c.satisfied_on,
      amountPaisa: c.amount_paisa,
      status: open ? 'open' : 'satisfied',
      detail: `Charge ${c.charge_id}${c.holder ? ` in favour of ${c.holder}` : ''}`,
    });
  }

  const oldIds = ctx.stmt('SELECT old_id, changed_on, raw_json FROM company_ids WHERE company_id = ? ORDER BY position').all(companyId) as { old_id: string; changed_on: string | null; raw_json: string | null }[];
  for (const o of oldIds) {
    const oldId = o.old_id.trim().toUpperCase();
    if (oldId === companyId || !COMPANY_ID.test(oldId)) continue;
    // Named after the company it became, unless another record (a profile) names it itself.
    const named = ctx.stmt('SELECT label FROM graph_nodes WHERE id = ?').pluck().get(oldId) as string | null | undefined;
    nodes.push({ id: oldId, kind: 'company', label: named ?? `${company?.name ?? companyId} (former identifier)` });
    // changed_on is ISO (stored so since migration 031); a day the registry wrote unreadably is said as written, never as a date.
    const unread = o.changed_on === null ? rawText(o.raw_json, 'toDate') : null;
    edges.push({ kind: 'formerName', from: companyId, to: oldId, until: o.changed_on, detail: `Registered as ${oldId} before${unread ? `; until "${unread}", not a readable date` : ''}` });
  }
  return { nodes, edges, marks };
}

/** Re-states what the master record (and the board and charges stored with it) of `companyId` says. */
export function reindexCompanyGraph(ctx: StoreContext, companyId: string): void {
  const read = ctx.stmt('SELECT master_read_at AS readAt, master_request_id AS requestId FROM companies WHERE id = ?').get(companyId) as
    | { readAt: string | null; requestId: string | null }
    | undefined;
  if (!read) return;
  replaceStatements(ctx, { kind: 'master', id: companyId, ...read }, companyStatements(ctx, companyId));
}

/** A profile "says so" when one of its own fields (a DIN status) names a disqualification. */
function profileDisqualification(profile: unknown): string | null {
  if (!isRec(profile)) return null;
  for (const [field, value] of Object.entries(profile)) {
    if (typeof value === 'string' && /disqualif/i.test(value)) return `${field} "${value}" in the profile`;
  }
  return null;
}

/** Re-states what the profile of `din` says: the companies they sit or sat on, and their terms. */
export function reindexProfileGraph(ctx: StoreContext, din: string): void {
  const director = ctx.stmt('SELECT full_name, profile_json, profile_read_at, profile_request_id FROM directors WHERE din = ?').get(din) as
    | { full_name: string | null; profile_json: string | null; profile_read_at: string | null; profile_request_id: string | null }
    | undefined;
  if (!director || director.profile_json === null) return;
  const nodes: GraphNodeInput[] = [{ id: din, kind: 'director', label: director.full_name }];
  const edges: GraphEdgeInput[] = [];
  const roles = ctx
    .stmt(
      `SELECT company_id, company_name, designation, role, appointed_on, ceased_on, raw_json FROM director_roles
       WHERE din = ? AND source = 'profile' ORDER BY position`,
    )
    .all(din) as { company_id: string; company_name: string | null; designation: string | null; role: string | null; appointed_on: string | null; ceased_on: string | null; raw_json: string | null }[];
  for (const r of roles) {
    const companyId = r.company_id.trim().toUpperCase();
    const raw = parse(r.raw_json);
    const status = isRec(raw) ? (raw.companyStatus ?? raw.accountStatus) : null;
    nodes.push(namedCompany(ctx, companyId, r.company_name, typeof status === 'string' ? status : null));
    const unread = unreadCessation(r.ceased_on, raw);
    const former = r.ceased_on !== null || unread !== null;
    const held = r.designation ?? r.role;
    edges.push({
      kind: former ? 'formerDirector' : 'director',
      from: din,
      to: companyId,
      qualifier: former ? (r.appointed_on ?? '') : '',
      since: r.appointed_on,
      until: r.ceased_on,
      detail: unread === null ? held : `${held ?? 'Director'}; ceased "${unread}", not a readable date`,
    });
  }
  const said = profileDisqualification(parse(director.profile_json));
  const marks: GraphMarkInput[] = said ? [{ nodeId: din, mark: 'disqualified', detail: said }] : [];
  replaceStatements(ctx, { kind: 'profile', id: din, readAt: director.profile_read_at, requestId: director.profile_request_id }, { nodes, edges, marks });
}
