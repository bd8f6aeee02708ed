// A one-page PDF made here, drawn once while the browser is idle before any filing is opened: the
// first real filing then runs through pdf.js code already compiled (the worker's parser and the
// page's drawing code), not through its slow first pass.

function pdfBytes(): Uint8Array {
  const content = 'BT /F1 12 Tf 36 60 Td (Dossier) Tj ET 36 20 120 8 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

type PdfJs = typeof import('pdfjs-dist');

/** Parses and draws the page on a canvas that is never shown, then lets the document go. */
export async function drawWarmUpPdf(lib: PdfJs, worker: InstanceType<PdfJs['PDFWorker']>): Promise<void> {
  const doc = await lib.getDocument({ data: pdfBytes(), worker, isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: 1 });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    await page.render({ canvas, viewport }).promise;
    await page.getTextContent();
  } finally {
    await doc.destroy();
  }
}
