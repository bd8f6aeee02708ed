// What the emulator's server uses from this folder (pdfjsText stays out: it is for tests and pulls in pdfjs).
export { PdfSizeError } from './exactSizeSave';
export { LETTERHEAD, minimumFilingPdfSize, renderFilingPdf } from './filingPdf';
export { type InvoiceInput, invoiceAmount, renderInvoicePdf } from './invoicePdf';
export { DEFAULT_PDF_CACHE_BYTES, PdfCache } from './pdfCache';
export { buildZip, readZipEntries, type ZipEntry } from './zipArchive';
