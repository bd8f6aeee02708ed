// Identifier rules of the spec (CIN, FCIN, LLPIN, DIN, filing id). The emulator validates path
// parameters with these functions and the client validates before it spends a paid call, so both
// sides refuse exactly the same identifiers with exactly the spec's error codes.

export const ID_TYPES = ['cin', 'fcin', 'llpin'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** Two-letter state / union territory codes used in CINs (positions 7-8), as MCA assigns them. */
export const STATE_CODES: Readonly<Record<string, string>> = {
  AN: 'Andaman and Nicobar Islands',
  AP: 'Andhra Pradesh',
  AR: 'Arunachal Pradesh',
  AS: 'Assam',
  BR: 'Bihar',
  CH: 'Chandigarh',
  CT: 'Chhattisgarh',
  DD: 'Daman and Diu',
  DL: 'Delhi',
  DN: 'Dadra and Nagar Haveli',
  GA: 'Goa',
  GJ: 'Gujarat',
  HP: 'Himachal Pradesh',
  HR: 'Haryana',
  JH: 'Jharkhand',
  JK: 'Jammu and Kashmir',
  KA: 'Karnataka',
  KL: 'Kerala',
  LA: 'Ladakh',
  LD: 'Lakshadweep',
  MH: 'Maharashtra',
  ML: 'Meghalaya',
  MN: 'Manipur',
  MP: 'Madhya Pradesh',
  MZ: 'Mizoram',
  NL: 'Nagaland',
  OR: 'Odisha',
  PB: 'Punjab',
  PY: 'Puducherry',
  RJ: 'Rajasthan',
  SK: 'Sikkim',
  TG: 'Telangana',
  TN: 'Tamil Nadu',
  TR: 'Tripura',
  UP: 'Uttar Pradesh',
  UR: 'Uttarakhand',
  WB: 'West Bengal',
};

/** Three-letter ownership / class codes used in CINs (positions 13-15). */
export const COMPANY_TYPES: Readonly<Record<string, string>> = {
  PLC: 'Public limited company',
  PTC: 'Private limited company',
  OPC: 'One person company',
  GOI: 'Company owned by the Government of India',
  SGC: 'State government company',
  FLC: 'Financial lease company (public limited)',
  FTC: 'Subsidiary of a foreign company (private limited)',
  GAP: 'General association (public)',
  GAT: 'General association (private)',
  NPL: 'Not-for-profit licensed company (section 8)',
  ULL: 'Public company with unlimited liability',
  ULT: 'Private company with unlimited liability',
};

export const CIN_MIN_YEAR = 1850;

export interface IdError<C extends string> {
  code: C;
  /** Which rule was broken, stable for tests and UI hints (e.g. 'length', 'state', 'year'). */
  rule: string;
  message: string;
}
export type IdResult<C extends string, X = unknown> =
  | ({ ok: true; id: string } & X)
  | { ok: false; error: IdError<C> };
export type CompanyIdResult = IdResult<'INVALID_CIN', { idType: IdType }>;

export interface CinParts {
  listing: 'L' | 'U';
  nic: string;
  state: string;
  year: number;
  type: string;
  serial: string;
}

export interface IdOptions {
  /** Latest allowed year of incorporation; defaults to the current UTC year. */
  currentYear?: number;
}

const DIGITS = /^[0-9]+$/;
const LETTERS = /^[A-Z]+$/;

function fail<C extends string>(code: C, rule: string, message: string): { ok: false; error: IdError<C> } {
  return { ok: false, error: { code, rule, message } };
}

function cleaned(raw: unknown): string | null {
  return typeof raw === 'string' ? raw.trim().toUpperCase() : null;
}

function checkCin(id: string, currentYear: number): CompanyIdResult {
  const bad = (rule: string, message: string) => fail('INVALID_CIN', rule, `CIN ${id}: ${message}`);
  if (id.length !== 21) return bad('length', `a CIN has 21 characters, this has ${id.length}`);
  const listing = id[0]!;
  if (listing !== 'L' && listing !== 'U') {
    return bad('listing', `character 1 must be the listing status L or U, found "${listing}"`);
  }
  if (!DIGITS.test(id.slice(1, 6))) return bad('nic', 'characters 2-6 must be the 5-digit NIC code');
  const state = id.slice(6, 8);
  if (!Object.hasOwn(STATE_CODES, state)) return bad('state', `characters 7-8 "${state}" are not a known state code`);
  const yearText = id.slice(8, 12);
  if (!DIGITS.test(yearText)) return bad('year', 'characters 9-12 must be the 4-digit year of incorporation');
  const year = Number(yearText);
  if (year < CIN_MIN_YEAR || year > currentYear) {
    return bad('year', `year of incorporation ${year} is outside ${CIN_MIN_YEAR}-${currentYear}`);
  }
  const type = id.slice(12, 15);
  if (!Object.hasOwn(COMPANY_TYPES, type)) return bad('companyType', `characters 13-15 "${type}" are not a known company type`);
  if (!DIGITS.test(id.slice(15))) return bad('serial', 'characters 16-21 must be the 6-digit registration number');
  return { ok: true, id, idType: 'cin' };
}

function checkFcin(id: string): CompanyIdResult {
  const bad = (rule: string, message: string) => fail('INVALID_CIN', rule, `FCIN ${id}: ${message}`);
  if (id.length !== 6) return bad('length', `an FCIN has 6 characters, this has ${id.length}`);
  if (id[0] !== 'F') return bad('fcinPrefix', 'an FCIN starts with the letter F');
  if (!DIGITS.test(id.slice(1))) return bad('fcinDigits', 'characters 2-6 of an FCIN must be digits');
  return { ok: true, id, idType: 'fcin' };
}

function checkLlpin(id: string): CompanyIdResult {
  const bad = (rule: string, message: string) => fail('INVALID_CIN', rule, `LLPIN ${id}: ${message}`);
  if (id.length !== 8) return bad('length', `an LLPIN has 8 characters, this has ${id.length}`);
  if (id[3] !== '-' || id.lastIndexOf('-') !== 3) return bad('llpinHyphen', 'an LLPIN has its only hyphen after the third character');
  if (!LETTERS.test(id.slice(0, 3))) return bad('llpinLetters', 'characters 1-3 of an LLPIN must be letters');
  if (!DIGITS.test(id.slice(4))) return bad('llpinDigits', 'characters 5-8 of an LLPIN must be digits');
  return { ok: true, id, idType: 'llpin' };
}

const CHECKERS: Record<IdType, (id: string, currentYear: number) => CompanyIdResult> = {
  cin: checkCin,
  fcin: checkFcin,
  llpin: checkLlpin,
};

/**
 * Which identifier kind a string claims to be, by its length alone (21 CIN, 6 FCIN, 8 LLPIN): the
 * lengths never overlap, and choosing by length lets the error name the rule actually broken.
 * It does not validate; use normaliseCompanyId to know whether the identifier is well formed.
 */
export function detectIdType(raw: string): IdType | null {
  const length = raw.trim().length;
  if (length === 21) return 'cin';
  if (length === 6) return 'fcin';
  if (length === 8) return 'llpin';
  return null;
}

function yearOf(opts?: IdOptions): number {
  return opts?.currentYear ?? new Date().getUTCFullYear();
}

export function normaliseCompanyId(raw: unknown, opts?: IdOptions): CompanyIdResult {
  const id = cleaned(raw);
  if (id === null || id === '') return fail('INVALID_CIN', 'empty', 'Company identifier is missing');
  const idType = detectIdType(id);
  if (idType !== null) return CHECKERS[idType](id, yearOf(opts));
  return fail(
    'INVALID_CIN',
    'length',
    `${id}: not a 21-character CIN, a 6-character FCIN (F + 5 digits) or an 8-character LLPIN (AAA-1234); it has ${id.length} characters`,
  );
}

/** Validates `id` against an explicit `idType` query value (stricter than auto-detection). */
export function assertIdType(
  id: unknown,
  idType: unknown,
  opts?: IdOptions,
): CompanyIdResult | { ok: false; error: IdError<'INVALID_ID_TYPE'> } {
  if (idType === undefined || idType === null || idType === '') return normaliseCompanyId(id, opts);
  if (typeof idType !== 'string' || !(ID_TYPES as readonly string[]).includes(idType)) {
    return fail('INVALID_ID_TYPE', 'idType', `idType must be one of ${ID_TYPES.join(', ')}; got "${String(idType)}"`);
  }
  const cleanId = cleaned(id);
  if (cleanId === null || cleanId === '') return fail('INVALID_CIN', 'empty', 'Company identifier is missing');
  return CHECKERS[idType as IdType](cleanId, yearOf(opts));
}

export function isCin(raw: string, opts?: IdOptions): boolean {
  const id = cleaned(raw);
  return id !== null && checkCin(id, yearOf(opts)).ok;
}
export function isFcin(raw: string): boolean {
  const id = cleaned(raw);
  return id !== null && checkFcin(id).ok;
}
export function isLlpin(raw: string): boolean {
  const id = cleaned(raw);
  return id !== null && checkLlpin(id).ok;
}

/** The parts of a valid CIN, or null when `cin` is not one. */
export function parseCin(cin: string, opts?: IdOptions): CinParts | null {
  const id = cleaned(cin);
  if (id === null || !checkCin(id, yearOf(opts)).ok) return null;
  return {
    listing: id[0] as 'L' | 'U',
    nic: id.slice(1, 6),
    state: id.slice(6, 8),
    year: Number(id.slice(8, 12)),
    type: id.slice(12, 15),
    serial: id.slice(15),
  };
}

/** The one director-id rule: a DIN is exactly 8 digits (leading zeros are part of it). */
export const DIN_PATTERN = /^\d{8}$/;

/** True for a DIN in canonical form (8 digits, nothing around them); normaliseDin accepts blanks around. */
export function isDin(raw: unknown): raw is string {
  return typeof raw === 'string' && DIN_PATTERN.test(raw);
}

export function normaliseDin(raw: unknown): IdResult<'INVALID_DIN'> {
  const din = typeof raw === 'string' ? raw.trim() : null;
  if (din === null || din === '') return fail('INVALID_DIN', 'empty', 'DIN is missing');
  if (!DIGITS.test(din)) return fail('INVALID_DIN', 'digits', `DIN ${din}: a DIN is made of digits only`);
  if (!DIN_PATTERN.test(din)) return fail('INVALID_DIN', 'length', `DIN ${din}: a DIN has 8 digits, this has ${din.length}`);
  return { ok: true, id: din };
}

export const FILING_ID_PREFIX = 'flg_';
export const FILING_TOKEN_MIN = 1;
export const FILING_TOKEN_MAX = 128;

/**
 * The one rule for a filing id, used by the API schemas, the bridge contract and the checks of path
 * parameters. The spec says only "an opaque string beginning flg_" (the emulator issues 20 base62
 * characters), so the rule is lenient: any URL-safe token of letters, digits, `_` and `-`. Refusing
 * a token the registry really issued would lose a whole filing list; the bound on length and the
 * alphabet still keep slashes, dots and spaces out of paths and file names.
 */
export const FILING_ID_PATTERN = new RegExp(`^${FILING_ID_PREFIX}[A-Za-z0-9_-]{${FILING_TOKEN_MIN},${FILING_TOKEN_MAX}}$`);
const FILING_TOKEN_CHARACTERS = /^[A-Za-z0-9_-]*$/;

/** Filing ids are opaque tokens: trimmed, never re-cased. */
export function normaliseFilingId(raw: unknown): IdResult<'INVALID_FILING_ID'> {
  const id = typeof raw === 'string' ? raw.trim() : null;
  const bad = (rule: string, message: string) => fail('INVALID_FILING_ID', rule, message);
  if (id === null || id === '') return bad('empty', 'Filing id is missing');
  if (!id.startsWith(FILING_ID_PREFIX)) return bad('prefix', `Filing id ${id}: must begin with "${FILING_ID_PREFIX}"`);
  const token = id.slice(FILING_ID_PREFIX.length);
  if (!FILING_TOKEN_CHARACTERS.test(token)) {
    return bad('characters', `Filing id ${id}: after "${FILING_ID_PREFIX}" only letters, digits, "_" and "-" are allowed`);
  }
  if (token.length < FILING_TOKEN_MIN || token.length > FILING_TOKEN_MAX) {
    return bad('length', `Filing id ${id}: the token after "${FILING_ID_PREFIX}" has ${token.length} characters, expected ${FILING_TOKEN_MIN}-${FILING_TOKEN_MAX}`);
  }
  return { ok: true, id };
}
