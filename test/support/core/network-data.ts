/**
 * Test-only: companies and director profiles written into a library the way the mirror writes
 * them (master record, board, charges; profile with its roles), so each network test states the
 * graph it needs in a few lines.
 */
import type { Library } from '../../../electron/core/store';

export const NOW = '2026-11-21T10:00:00.000Z';
export const READ_AT = '2026-11-20T10:00:00.000Z';

export interface BoardSeat {
  din: string;
  name?: string;
  designation?: string;
  disqualified?: boolean;
  appointedOn?: string;
}

export interface ChargeSpec {
  id: string;
  holder: string;
  amountRupees?: number;
  satisfiedOn?: string;
  raw?: Record<string, unknown>;
}

export interface CompanySpec {
  name?: string;
  status?: string;
  /** The registered address as one line "street, City, State PIN". */
  address?: string;
  board?: BoardSeat[];
  charges?: ChargeSpec[];
}

export function mirrorCompany(lib: Library, id: string, spec: CompanySpec = {}): void {
  const name = spec.name ?? `Company ${id.slice(-6)} Limited`;
  const board = spec.board ?? [];
  lib.companies.upsertMaster({
    id,
    name,
    status: spec.status ?? 'Active',
    master: {
      cin: id,
      company: name,
      masterData: {
        companyData: {
          companyName: name,
          companyStatus: spec.status ?? 'Active',
          MCAMDSCompanyAddress: spec.address ? [{ addressType: 'Registered Address', streetAddress: spec.address }] : [],
        },
        directorData: board.map((d) => ({ DIN: d.din, DirectorDisqualified: d.disqualified ? 'true' : 'false' })),
        indexChargesData: [],
      },
    },
    readAt: READ_AT,
    requestId: `req_master_${id}`,
  });
  lib.directors.setMasterDirectors(
    id,
    board.map((d) => ({ din: d.din, fullName: d.name ?? `Director ${d.din}`, roles: [{ designation: d.designation ?? 'Director', appointedOn: d.appointedOn ?? '04/01/2015' }] })),
  );
  if (spec.charges) {
    lib.charges.upsertMany(
      id,
      spec.charges.map((c) => ({
        chargeId: c.id,
        holder: c.holder,
        amountPaisa: (c.amountRupees ?? 1_00_00_000) * 100,
        status: c.satisfiedOn ? 'Satisfied' : 'Open',
        satisfiedOn: c.satisfiedOn ?? null,
        raw: { chargeId: c.id, chName: c.holder, ...c.raw },
      })),
    );
  }
}

export interface RoleSpec {
  companyId: string;
  companyName?: string;
  status?: string;
  designation?: string;
  appointedOn?: string;
  ceasedOn?: string;
}

export function buyProfile(lib: Library, din: string, roles: RoleSpec[], extra: Record<string, unknown> = {}, name = `Director ${din}`): void {
  lib.directors.upsertProfile({
    din,
    fullName: name,
    profile: { din, ...extra, companyData: roles.map((r) => ({ cin_LLPIN: r.companyId, nameOfTheCompany: r.companyName, companyStatus: r.status ?? 'Active', cessationDate: r.ceasedOn ?? null })) },
    readAt: READ_AT,
    requestId: `req_profile_${din}`,
    roles: roles.map((r) => ({
      companyId: r.companyId,
      companyName: r.companyName ?? `Company ${r.companyId.slice(-6)}`,
      designation: r.designation ?? 'Director',
      appointedOn: r.appointedOn ?? '04/01/2016',
      ceasedOn: r.ceasedOn ?? null,
      // The profile's own row, as the mirror stores it (map-records.ts).
      raw: { cin_LLPIN: r.companyId, companyStatus: r.status ?? 'Active', cessationDate: r.ceasedOn ?? null },
    })),
  });
}

/** A CIN of the given class (PLC, PTC…) numbered `n`, valid by the spec's rule. */
export const cinOf = (n: number, kind: 'PLC' | 'PTC' = 'PTC'): string => `U62099DL2010${kind}${String(100000 + n).slice(-6)}`;
