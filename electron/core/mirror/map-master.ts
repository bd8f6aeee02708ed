/**
 * A company master record (as validated by the shared schema) turned into the library's inputs:
 * the company row, its name and id history, the directors with their roles at this company, and
 * the charges. Nothing is invented: a field the registry dropped stays undefined, and the store
 * keeps the value it already had.
 */
import type { CompanyMaster, IndexCharge, MasterDirector } from '../../../shared/api/company-master';
import { isDin } from '../../../shared/ids';
import { rupeesToPaisa } from '../../../shared/money';
import type { ChargeInput, CompanyMasterInput, MasterDirectorInput } from '../store';

export interface MasterInputs {
  company: CompanyMasterInput;
  directors: MasterDirectorInput[] | null;
  charges: ChargeInput[] | null;
}

type Obj = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** Rupees (a number or decimal text from the registry) to integer paisa; null when it is not exact. */
export function rupeesToPaisaOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value).replace(/,/g, '');
  if (/e/i.test(text)) return null;
  const parsed = rupeesToPaisa(text);
  return parsed.ok ? parsed.value : null;
}

function historyItems<T>(list: unknown[] | null | undefined, pick: (o: Obj) => T | null): T[] | undefined {
  if (!list) return undefined;
  const out: T[] = [];
  for (const item of list) {
    if (item && typeof item === 'object') {
      const picked = pick(item as Obj);
      if (picked !== null) out.push(picked);
    }
  }
  return out;
}

/** City and state of the registered address, from the address's own fields (never the street text). */
function cityAndState(master: CompanyMaster): { city: string | null; state: string | null } {
  const addresses = master.masterData.companyData.MCAMDSCompanyAddress ?? [];
  const registered = addresses.find((a) => a.addressType === 'Registered Address') ?? addresses[0];
  return { city: str(registered?.city), state: str(registered?.state) };
}

function director(d: MasterDirector, companyId: string): MasterDirectorInput {
  const roles = (d.MCAUserRole ?? [])
    .filter((r) => !r.cin || r.cin.toUpperCase() === companyId.toUpperCase())
    .map((r) => ({ role: r.role ?? null, designation: r.designation ?? null, appointedOn: d.dateOfAppointment ?? null, kmp: r.kmpFlag ?? null, raw: r }));
  return {
    din: d.DIN,
    firstName: d.FirstName ?? null,
    lastName: d.LastName ?? null,
    roles: roles.length > 0 ? roles : [{ role: null, designation: null, appointedOn: d.dateOfAppointment ?? null, raw: null }],
  };
}

function charge(c: IndexCharge): ChargeInput | null {
  if (!c.chargeId) return null;
  return {
    chargeId: c.chargeId,
    holder: c.chName ?? null,
    amountPaisa: rupeesToPaisaOrNull(c.chargeAmount),
    status: c.dateOfSatisfaction ? 'Satisfied' : c.dateOfSatisfaction === null ? 'Open' : null,
    createdOn: c.dateOfCreation ?? null,
    modifiedOn: c.dateOfModification ?? null,
    satisfiedOn: c.dateOfSatisfaction ?? null,
    raw: c,
  };
}

export function masterInputs(master: CompanyMaster, companyId: string, read: { readAt: string; requestId: string | null }): MasterInputs {
  const data = master.masterData.companyData;
  const common = master.masterData.commonData ?? null;
  const paidUp = data.paidUpCapital ?? data.paidupCapital;
  const place = cityAndState(master);
  const company: CompanyMasterInput = {
    id: companyId,
    name: str(master.company) ?? str(data.companyName),
    status: str(data.companyStatus),
    city: place.city,
    state: place.state,
    dateOfIncorporation: data.dateOfIncorporation ?? null,
    companyType: str(data.companyType),
    nicCode: str(common?.mainDivisionCode),
    paidUpCapitalPaisa: rupeesToPaisaOrNull(paidUp),
    authorisedCapitalPaisa: rupeesToPaisaOrNull(data.authorisedCapital),
    master,
    readAt: read.readAt,
    requestId: read.requestId,
    nameHistory: historyItems(master.nameHistory, (o) => {
      const name = str(o.name);
      return name ? { name, changedOn: str(o.toDate), raw: o } : null;
    }),
    cinHistory: historyItems(master.cinHistory, (o) => {
      const oldId = str(o.cin);
      return oldId ? { oldId, changedOn: str(o.toDate), raw: o } : null;
    }),
  };
  const rawDirectors = master.masterData.directorData;
  const rawCharges = master.masterData.indexChargesData;
  return {
    company,
    directors: rawDirectors ? rawDirectors.map((d) => director(d, companyId)) : null,
    charges: rawCharges ? rawCharges.map(charge).filter((c): c is ChargeInput => c !== null) : null,
  };
}

/** The DINs a master record lists, for mirroring the directors too. */
export function masterDins(master: CompanyMaster): string[] {
  return [...new Set((master.masterData.directorData ?? []).map((d) => d.DIN).filter(isDin))];
}
