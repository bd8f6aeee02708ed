/**
 * Filing rows, director profiles and extraction payloads turned into the library's inputs. Filing
 * dates stay DD/MM/YYYY here: the store turns them into ISO dates (shared rule, one place).
 */
import type { DirectorProfile } from '../../../shared/api/director-profile';
import type { FilingRow } from '../../../shared/api/filings';
import { parseFilingDate } from '../../../shared/dates';
import type { DirectorProfileInput, DirectorRoleInput, ExtractionInput, FilingInput } from '../store';

export function filingInputs(rows: readonly FilingRow[]): FilingInput[] {
  return rows.map((r) => {
    const date = parseFilingDate(r.dateOfFiling);
    return {
      filingId: r.filingId,
      formId: r.formId,
      documentCategory: r.documentCategory ?? undefined,
      attachmentLabel: r.attachmentLabel ?? undefined,
      // The shared rule reads the plain form; anything else (a time tail) goes to the store's reader,
      // which stores null rather than a wrong date. The raw row keeps the text either way.
      dateOfFiling: date.ok ? (date.value ?? undefined) : (r.dateOfFiling ?? undefined),
      year: r.year ?? undefined,
      fileSize: r.fileSize ?? undefined,
      fileType: r.fileType ?? undefined,
      numberOfPages: r.numberOfPages ?? undefined,
      description: r.description ?? undefined,
      createdAt: r.createdAt ?? undefined,
      updatedAt: r.updatedAt ?? undefined,
      raw: r,
    };
  });
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export function directorProfileInput(profile: DirectorProfile, read: { readAt: string; requestId: string | null }): DirectorProfileInput {
  const roles: DirectorRoleInput[] = [];
  for (const row of profile.companyData ?? []) {
    const companyId = text(row.cin_LLPIN) ?? text(row.ucin);
    if (!companyId) continue;
    roles.push({
      companyId,
      companyName: text(row.nameOfTheCompany),
      role: text(row.role),
      designation: text(row.designation),
      appointedOn: row.roleEffectiveDate ?? null,
      ceasedOn: row.cessationDate ?? null,
      raw: row,
    });
  }
  if (roles.length === 0) {
    // The spec: use the signatory history when companyData is empty.
    for (const row of profile.mcaSignatoryCessationMasterHistory ?? []) {
      const companyId = text(row.cin);
      if (!companyId) continue;
      roles.push({
        companyId,
        companyName: text(row.accountName),
        designation: text(row.designation),
        appointedOn: row.appointmentDate ?? null,
        ceasedOn: row.cessationDate ?? null,
        raw: row,
      });
    }
  }
  return {
    din: profile.din,
    firstName: text(profile.firstName),
    lastName: text(profile.lastName),
    profile,
    readAt: read.readAt,
    requestId: read.requestId,
    roles,
  };
}

export interface ExtractionRead {
  companyId: string;
  formType: string;
  key: string;
  scope: 'standalone' | 'consolidated' | '';
  payload: Record<string, unknown>;
  meta: Record<string, unknown>;
  readAt: string;
  requestId: string;
}

export function extractionInput(read: ExtractionRead): ExtractionInput {
  const { payload, meta } = read;
  const sourceFiling = typeof payload.filing_id === 'string' ? payload.filing_id : null;
  return {
    companyId: read.companyId,
    formType: read.formType,
    key: read.key,
    scope: read.scope,
    payload,
    sourceFilingId: sourceFiling,
    apiCreatedAt: typeof meta.createdAt === 'string' ? meta.createdAt : null,
    apiUpdatedAt: typeof meta.updatedAt === 'string' ? meta.updatedAt : null,
    readAt: read.readAt,
    requestId: read.requestId,
  };
}
