export { extractPdfFileText, extractPdfText, pdfFilePageCount, standardFontDataUrl } from './extract';
export { indexDocumentText, extractAndIndexDocument } from './index-text';
