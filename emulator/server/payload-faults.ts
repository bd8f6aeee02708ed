/**
 * How real registry payloads deviate from the clean shapes: optional fields missing, booleans as
 * "Y"/"N", nulls as "", form ids with stray spaces ("ADT - 1"), numbers as numeric strings. The
 * choice of what to drop is a hash of the field's path, so the same payload always loses the same
 * fields and a test can reproduce it.
 */

/** Fields the spec marks optional or "may be dropped" in registry payloads. Identifiers never drop. */
const OPTIONAL_FIELDS = new Set([
  // company candidate
  'companyStatus', 'dateOfIncorporation', 'registeredAddress', 'nicCode', 'mainDivisionDescription',
  // director candidate
  'fullName', 'status', 'dinAllocationDate', 'personType',
  // master record members and rows
  'companyCategory', 'companySubcategory', 'classOfCompany', 'numberOfMembers', 'activeCompliance',
  'whetherListedOrNot', 'companyOrigin', 'PAN', 'dateOfAppointment', 'DirectorDisqualified',
  'dateOfModification', 'dateOfSatisfaction', 'PostalCode',
  // director profile
  'gender', 'nationality', 'educationalQualification', 'accountStatus',
  // filing row
  'description', 'attachmentLabel',
]);

/** Keys whose values are identifiers or structure the client keys on: never rewritten. */
const KEEP_AS_IS = new Set(['sandbox', 'hint', 'unlocked', 'unlockPrice', 'cin', 'din', 'DIN', 'filingId', 'filing_id', 'charge_id', 'chargeId', 'query', 'candidates', 'matchScore']);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function messyScalar(key: string, value: unknown): unknown {
  if (value === true) return 'Y';
  if (value === false) return 'N';
  if (value === null) return '';
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
      if (opts.drop && OPTIONAL_FIELDS.has(k) && hash(childPath) % 3 === 0) continue;
      out[k] = KEEP_AS_IS.has(k) ? v : messUp(v, opts, childPath, k);
    }
    return out;
  }
  return opts.messy ? messyScalar(key, value) : value;
}
