/**
 * Test-only: a company written into a library the way the mirror writes it (master record with its
 * commonData, board and name history; filing rows with DD/MM/YYYY dates; director profiles with
 * MM/DD/YYYY cessation dates; charges; stored PDFs with their indexed text; extractions; watch
 * changes), so each signals test states exactly the records a signal should (or should not) rest on.
 */
import type { Library } from '../../../electron/core/store';
import { PDF_BYTES } from './library-seed';

export const CO = 'U72200KA2009PTC049889';
/** 21 Nov 2026, 15:30 IST: the event window runs from 21 Nov 2025. */
export const NOW = '2026-11-21T10:00:00.000Z';
export const READ_AT = '2026-11-20T10:00:00.000Z';
export const MASTER_REQUEST = 'req_master_co';
export const LIST_REQUEST = 'req_list_co';

export interface SeatSpec {
  din: string;
  name: string;
  designation?: string;
}

export interface CompanySpec {
  id?: string;
  name?: string;
  status?: string;
  /** MM/DD/YYYY, as the registry writes it. */
  incorporated?: string;
  /** The master record's commonData (dateOfLastAGM, dateOfBalanceSheet, MM/DD/YYYY). */
  commonData?: Record<string, unknown> | null;
  board?: SeatSpec[];
  nameHistory?: Array<{ name: string; fromDate: string; toDate: string }>;
  readAt?: string;
  requestId?: string;
}

export function seedCompany(lib: Library, spec: CompanySpec = {}): string {
  const id = spec.id ?? CO;
  const name = spec.name ?? 'Zenith Lotus Software Private Limited';
  const board = spec.board ?? [];
  lib.companies.upsertMaster({
    id,
    name,
    status: spec.status ?? 'Active',
    dateOfIncorporation: spec.incorporated ?? '06/15/2009',
    master: {
      cin: id,
      company: name,
      nameHistory: spec.nameHistory ?? [],
      masterData: {
        companyData: { companyName: name, companyStatus: spec.status ?? 'Active', dateOfIncorporation: spec.incorporated ?? '06/15/2009' },
        commonData: spec.commonData === undefined ? null : spec.commonData,
        directorData: board.map((d) => ({ DIN: d.din, DirectorDisqualified: 'false' })),
        indexChargesData: [],
      },
    },
    readAt: spec.readAt ?? READ_AT,
    requestId: spec.requestId ?? MASTER_REQUEST,
    nameHistory: (spec.nameHistory ?? []).map((h) => ({ name: h.name, changedOn: h.toDate, raw: h })),
  });
  lib.directors.setMasterDirectors(
    id,
    board.map((d) => ({ din: d.din, fullName: d.name, roles: [{ role: 'Director', designation: d.designation ?? 'Director', appointedOn: '04/01/2015' }] })),
  );
  return id;
}

export interface FilingSpec {
  id: string;
  form: string;
  /** DD/MM/YYYY, as the filing list writes it. */
  filed: string;
  description?: string;
  label?: string;
}

export function seedFilings(lib: Library, rows: FilingSpec[], companyId = CO, requestId = LIST_REQUEST): void {
  lib.filings.upsertMany(
    companyId,
    rows.map((r) => ({
      filingId: r.id,
      formId: r.form,
      documentCategory: 'Other eForm Documents',
      attachmentLabel: r.label ?? null,
      dateOfFiling: r.filed,
      fileSize: PDF_BYTES.byteLength,
      fileType: 'pdf',
      numberOfPages: 3,
      description: r.description ?? null,
    })),
    { listedAt: READ_AT, requestId },
  );
}

/** A stored PDF of the filing whose indexed text is `pages` (page 1 first). */
export function seedPdfText(lib: Library, filingId: string, pages: string[], companyId = CO): void {
  lib.tx(() => {
    lib.documents.store({ filingId, companyId, bytes: PDF_BYTES, requestId: `req_pdf_${filingId}` });
    lib.documents.replaceText(filingId, pages);
  });
}

export interface ProfileRoleSpec {
  companyId?: string;
  designation?: string;
  /** MM/DD/YYYY. */
  appointedOn?: string;
  /** MM/DD/YYYY, or null for a current role. */
  ceasedOn?: string | null;
}

/** A director's profile as bought, its roles at companies with their cessation dates. */
export function seedProfile(lib: Library, din: string, name: string, roles: ProfileRoleSpec[], requestId = `req_profile_${din}`): void {
  lib.directors.upsertProfile({
    din,
    fullName: name,
    profile: { din, companyData: roles.map((r) => ({ cin_LLPIN: r.companyId ?? CO, designation: r.designation ?? 'Director', cessationDate: r.ceasedOn ?? null })) },
    readAt: READ_AT,
    requestId,
    roles: roles.map((r) => ({
      companyId: r.companyId ?? CO,
      companyName: 'Zenith Lotus Software Private Limited',
      designation: r.designation ?? 'Director',
      appointedOn: r.appointedOn ?? '04/01/2015',
      ceasedOn: r.ceasedOn ?? null,
      raw: { cin_LLPIN: r.companyId ?? CO, designation: r.designation ?? 'Director', cessationDate: r.ceasedOn ?? null },
    })),
  });
}

export interface ChargeSpec {
  id: string;
  holder: string;
  rupees?: number;
  /** MM/DD/YYYY. */
  created: string;
  modified?: string;
  satisfied?: string;
}

export function seedCharges(lib: Library, charges: ChargeSpec[], companyId = CO): void {
  lib.charges.upsertMany(
    companyId,
    charges.map((c) => ({
      chargeId: c.id,
      holder: c.holder,
      amountPaisa: (c.rupees ?? 10_00_000) * 100,
      status: c.satisfied ? 'Satisfied' : 'Open',
      createdOn: c.created,
      modifiedOn: c.modified ?? null,
      satisfiedOn: c.satisfied ?? null,
      raw: { chargeId: c.id, chName: c.holder, dateOfCreation: c.created, dateOfModification: c.modified ?? null, dateOfSatisfaction: c.satisfied ?? null },
    })),
  );
}

/** An AOC-4 extraction of the year starting `fyStart` (standalone), with profit and net worth in rupees. */
export function seedAccounts(lib: Library, fyStart: number, figures: { profit?: number | string; netWorth?: number | string }, companyId = CO) {
  const item = (qname: string, value: number | string) => ({ qname, value, unit: 'INR' });
  return lib.extractions.put({
    companyId,
    formType: 'AOC-4',
    key: fyStart + 1,
    scope: 'standalone',
    payload: {
      cin: companyId,
      filing_scope: 'standalone',
      period_end: `${fyStart + 1}-03-31`,
      balance_sheet: figures.netWorth === undefined ? [] : [item('in-gaap:ShareholdersFunds', figures.netWorth)],
      profit_and_loss: figures.profit === undefined ? [] : [item('in-gaap:ProfitLossForPeriod', figures.profit)],
      metadata: { source: { dateOfFiling: `30/10/${fyStart + 1}` } },
    },
    readAt: READ_AT,
    requestId: `req_aoc4_${fyStart}`,
  });
}
