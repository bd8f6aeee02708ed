// A generated lender's book and its answer key (the truth file). See emulator/README.md, "A lender's book".
import type { Role } from './cells';

export type RowKind =
  | 'plain' // a borrower by name (some with CIN), spelled as the bank's system holds it
  | 'group' // a member of a live business group (networks.ts)
  | 'former-name' // written under a name the company had before a change
  | 'struck-off' // a company struck off the register
  | 'llp'
  | 'foreign' // a foreign company (FCIN)
  | 'twin' // one of two near-identical names, decided by the row's state or PIN
  | 'twin-ambiguous' // the same name with neither: matches both
  | 'none' // a borrower the registry does not hold (a proprietorship, a partnership firm)
  | 'bad'; // a row an import must refuse, with its reason

export interface TruthRow {
  /** 1-based line in the file; the header is line 1. In a workbook, the sheet's row number. */
  line: number;
  kind: RowKind;
  /** The identifier (CIN, LLPIN or FCIN) the row must resolve to, or 'ambiguous', 'none' or 'bad'. */
  expected: string;
  /** 'ambiguous': the identifiers whose names the row's name matches equally. Otherwise empty. */
  candidates: string[];
  /** 'bad': why the row cannot be imported. Otherwise null. */
  reason: string | null;
  /** 'bad' rows about a real company: that company. Otherwise null. */
  intended: string | null;
  /** Brand of the live business group the expected company belongs to, or null. */
  group: string | null;
  /** The exposure column in paisa; null when it is not an amount. */
  exposurePaisa: number | null;
  /** The sanction date as a calendar date (YYYY-MM-DD); null when the cell is not one. */
  sanctionDate: string | null;
  /** The name as the registry spells it (current, or former for 'former-name'), before the bank's spelling. */
  registryName: string | null;
  /** The changes made to registryName to give the written name (spelling.ts). */
  spelling: string[];
  /** The row's cells as written, by column role. */
  cells: Record<Role, string>;
}

export interface TruthGroup {
  brand: string;
  /** Every member's identifier (the whole group is in the book). */
  identifiers: string[];
  lines: number[];
  exposurePaisa: number;
}

export interface BookTruth {
  version: 1;
  registrySeed: string;
  bookSeed: string;
  size: number;
  /** The header row as written, left to right. */
  columns: string[];
  /** Which header holds which field. */
  roles: Record<Role, string>;
  counts: { byKind: Record<RowKind, number>; byExpected: { identifier: number; ambiguous: number; none: number; bad: number } };
  groups: TruthGroup[];
  totalExposurePaisa: number;
  rows: TruthRow[];
}

export interface Book {
  columns: string[];
  /** One array of cells per row, in column order. */
  rows: string[][];
  truth: BookTruth;
}
