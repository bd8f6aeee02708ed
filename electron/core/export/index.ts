export type { ExportOptions } from './export-options';
export { exportCompanyReport, exportCsv, exportPack, exportWorkbook } from './report';
export { MANIFEST, PACK_FORMAT, sourcePdfName, type PackManifest } from './pack';
export { buildReportModel, ExportError, type ReportModel } from './report-model';
export { INDIAN_NUMBER_FORMAT, INDIAN_RUPEE_FORMAT } from './workbook';
export type { ReportProgress } from './pdf/report-pdf';
export { runExport } from './run-export';
export { fingerprintOf, type PackSigner, SIGNATURE_FILE, type SignerInfo } from './pack-signature';
export { type PackVerification, verifyPackFile } from './pack-verify';
