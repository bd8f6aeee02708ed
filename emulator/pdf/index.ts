// What the emulator's server uses from this folder (pdfjsText stays out: it is for tests and pulls in pdfjs).
export { PdfSizeError } from './exact-size-save';
export { LETTERHEAD, minimumFilingPdfSize, renderFilingPdf } from './filing-pdf';
export { type InvoiceInput, invoiceAmount, renderInvoicePdf } from './invoice-pdf';
export { DEFAULT_PDF_CACHE_BYTES, PdfCache } from './pdf-cache';
export { buildZip, readZipEntries, type ZipEntry } from './zip-archive';
