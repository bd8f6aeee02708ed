export { extractPdfText, ownedBytes, pdfPageCount, standardFontDataUrl } from './extract';
export { indexDocumentText, extractAndIndexDocument } from './index-text';
