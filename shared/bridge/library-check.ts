// What `library.check` (Settings → Library → Check, `dossier library check`) finds: the database's
// own integrity, the search index, every stored PDF against the SHA-256 and size recorded when it
// was bought, and files in the PDF folder that no record names. `ok` only when all of them hold.

export interface DocumentProblem {
  filingId: string;
  companyId: string;
  /** Where the file is (or should be), inside the library folder. */
  path: string;
  problem: 'missing' | 'altered';
  expectedSha256: string;
  expectedBytes: number;
  actualSha256?: string;
  actualBytes?: number;
}

export interface LibraryCheckReport {
  ok: boolean;
  checkedAt: string;
  /** SQLite's integrity_check: empty when it said "ok". */
  databaseProblems: string[];
  /** The search indexes that were out of step with the library, and why. */
  searchProblems: string[];
  /** With repair: the search indexes rebuilt from the library. */
  searchRebuilt: string[];
  documents: { checked: number; intact: number; problems: DocumentProblem[] };
  /** Files under pdfs/ that no record names (library-relative paths). */
  orphans: string[];
  /** With repair: where the orphans were moved (nothing is ever deleted); null when none were. */
  quarantinedTo: string | null;
  counts: { companies: number; filings: number; documents: number; notes: number; ledgerEntries: number };
  repaired: boolean;
}
