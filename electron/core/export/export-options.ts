/** What every export accepts: the moment it describes, progress, cancellation, the report's unit. */
import type { PackSigner } from './pack-signature';
import type { ReportProgress } from './pdf/report-pdf';
import type { ReportUnit } from './pdf/sections-financials';

export interface ExportOptions {
  /** The moment the export describes (default: now). */
  now?: Date | string;
  onProgress?: (p: ReportProgress) => void;
  signal?: AbortSignal;
  /** Figures in the report in lakh or crore (default: crore for large companies, else lakh). */
  unit?: ReportUnit;
  /** Signs a pack's manifest; its public key is printed in every report. Null: the library has no key. */
  signer?: PackSigner | null;
}
