/**
 * How real registry payloads deviate from the clean shapes: optional fields missing, booleans as
 * "Y"/"N", nulls as "", form ids with stray spaces ("ADT - 1"), numbers as numeric strings. The
 * choice of what to drop is a hash of the field's path, so the same payload always loses the same
 * fields and a test can reproduce it.
 */

/**
 * Where a field may drop: the exact paths (array indices written `[]`) of the fields the spec marks
 * optional or "may be dropped" AND the shared schemas accept without. Paths, not names: `status` is
 * optional on a director candidate but required on a CHARGES list row, and the fault must only
 * ever produce payloads a correct client has to accept. Identifiers never drop. The emulator's
 * payload-fault test sweeps every registry endpoint with this fault on against the schemas.
 */
export const DROPPABLE_PATHS: ReadonlySet<string> = new Set([
  // company candidate
  '.candidates[].companyStatus', '.candidates[].dateOfIncorporation', '.candidates[].registeredAddress', '.candidates[].nicCode',
  '.candidates[].mainDivisionDescription',
  // director candidate
  '.candidates[].fullName', '.candidates[].status', '.candidates[].dinAllocationDate', '.candidates[].personType',
  // master record: company data, directors, charges
  '.masterData.companyData.companyCategory', '.masterData.companyData.companySubcategory', '.masterData.companyData.classOfCompany',
  '.masterData.companyData.numberOfMembers', '.masterData.companyData.activeCompliance', '.masterData.companyData.whetherListedOrNot',
  '.masterData.companyData.companyOrigin', '.masterData.companyData.companyStatus',
  '.masterData.directorData[].PAN', '.masterData.directorData[].dateOfAppointment', '.masterData.directorData[].DirectorDisqualified',
  '.masterData.indexChargesData[].dateOfModification', '.masterData.indexChargesData[].dateOfSatisfaction', '.masterData.indexChargesData[].PostalCode',
  // director profile
  '.gender', '.nationality', '.educationalQualification', '.companyData[].companyStatus', '.mcaSignatoryCessationMasterHistory[].accountStatus',
  // filing row
  '[].description', '[].attachmentLabel',
]);

/** `.charges[3].status` -> `.charges[].status`. */
export function pathPattern(path: string): string {
  return path.replace(/\[\d+\]/g, '[]');
}

/** Keys whose values are identifiers or structure the client keys on: never rewritten. */
const KEEP_AS_IS = new Set(['sandbox', 'hint', 'unlocked', 'unlockPrice', 'cin', 'din', 'DIN', 'filingId', 'filing_id', 'charge_id', 'chargeId', 'query', 'candidates', 'matchScore']);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Members that hold an object or a list when present: the registry sends null there, never "". */
const STRUCTURAL = new Set(['commonData', 'directorData', 'indexChargesData', 'cinHistory', 'nameHistory', 'MCAMDSCompanyAddress', 'MCAUserRole', 'registeredAddress']);

function messyScalar(key: string, value: unknown): unknown {
  if (value === true) return 'Y';
  if (value === false) return 'N';
  if (value === null) return STRUCTURAL.has(key) ? null : '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && (key === 'formId' || key === 'form_type') && /^[A-Z]+-\d+/.test(value)) return value.replace('-', ' - ');
  return value;
}

export function messUp(value: unknown, opts: { drop: boolean; messy: boolean }, path = '', key = ''): unknown {
  if (!opts.drop && !opts.messy) return value;
  if (Array.isArray(value)) return value.map((item, i) => messUp(item, opts, `${path}[${i}]`, key));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const childPath = `${path}.${k}`;
      if (opts.drop && DROPPABLE_PATHS.has(pathPattern(childPath)) && hash(childPath) % 3 === 0) continue;
      // Kept values are never rewritten, but optional fields inside them (a candidate's) may drop.
      if (KEEP_AS_IS.has(k)) out[k] = opts.drop ? messUp(v, { drop: true, messy: false }, childPath, k) : v;
      else out[k] = messUp(v, opts, childPath, k);
    }
    return out;
  }
  return opts.messy ? messyScalar(key, value) : value;
}
