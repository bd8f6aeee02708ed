export { extractPdfText, standardFontDataUrl } from './extract';
export { indexDocumentText, extractAndIndexDocument } from './index-text';
