export { extractPdfText, pdfPageCount, standardFontDataUrl } from './extract';
export { indexDocumentText, extractAndIndexDocument } from './index-text';
