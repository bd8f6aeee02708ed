// Performance marks along the way from opening a filing to its first page drawn ("pdf:located",
// "pdf:parsed", "pdf:page-read", "pdf:page-drawn"): seen in the browser's performance panel, and
// collected by the PDF benchmark (bench/app/pdf-first-page.ts) as its breakdown.
export type PdfStep = 'screen' | 'located' | 'parsed' | 'page-read' | 'page-drawn';

export function markPdf(step: PdfStep): void {
  performance.mark(`pdf:${step}`);
}
