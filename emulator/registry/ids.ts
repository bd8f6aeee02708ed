// Identifier shapes: CIN (L/U + NIC + state + year + type + serial), FCIN, LLPIN, DIN, SRN.
import type { Rng } from './prng';

export type CinType = 'PTC' | 'PLC' | 'OPC' | 'FLC' | 'FTC';

export const CIN_PATTERN = /^[LU]\d{5}[A-Z]{2}\d{4}(PTC|PLC|OPC|FLC|FTC|GOI|SGC|GAP|GAT|NPL|ULL|ULT)\d{6}$/;
export const FCIN_PATTERN = /^F\d{5}$/;
export const LLPIN_PATTERN = /^[A-Z]{3}-\d{4}$/;
export const DIN_PATTERN = /^\d{8}$/;

export function buildCin(listed: boolean, nic: string, stateCode: string, year: number, type: CinType, serial: number): string {
  return `${listed ? 'L' : 'U'}${nic}${stateCode}${year}${type}${String(serial).padStart(6, '0')}`;
}

export interface CinParts {
  listed: boolean;
  nic: string;
  stateCode: string;
  year: number;
  type: string;
  serial: string;
}

export function parseCin(cin: string): CinParts | null {
  if (!CIN_PATTERN.test(cin)) return null;
  return {
    listed: cin[0] === 'L',
    nic: cin.slice(1, 6),
    stateCode: cin.slice(6, 8),
    year: Number(cin.slice(8, 12)),
    type: cin.slice(12, 15),
    serial: cin.slice(15),
  };
}

/** FCINs in the wild start F0: F0 plus four digits. */
export function buildFcin(rng: Rng): string {
  return `F0${String(rng.int(1000, 9999))}`;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** LLPINs are issued in series (AAA-0001 ...); early series letters are the common ones. */
export function buildLlpin(rng: Rng): string {
  const a = LETTERS[rng.int(0, 1)]!;
  const b = LETTERS[rng.int(0, 25)]!;
  const c = LETTERS[rng.int(0, 25)]!;
  return `${a}${b}${c}-${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

/** DINs: 8 digits; older ones start 00-08, recent allocations 09-10. */
export function buildDin(rng: Rng): string {
  return String(rng.int(100_000, 10_999_999)).padStart(8, '0');
}

export function idTypeOf(id: string): 'cin' | 'fcin' | 'llpin' | null {
  if (CIN_PATTERN.test(id)) return 'cin';
  if (FCIN_PATTERN.test(id)) return 'fcin';
  if (LLPIN_PATTERN.test(id)) return 'llpin';
  return null;
}

/** Service request numbers: V2 style (letter + 8 digits) before 2023, V3 style (2 letters + 7 digits) after. */
export function buildSrn(rng: Rng, filingYear: number): string {
  if (filingYear >= 2023) return `${LETTERS[rng.int(0, 25)]}${LETTERS[rng.int(0, 25)]}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
  return `${LETTERS[rng.int(0, 25)]}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
}
