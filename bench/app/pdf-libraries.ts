/**
 * The two libraries the PDF benchmark opens filings from: five distinct synthetic 200-page PDFs
 * (a dark block at the top of every page, forty lines of text), and real sandbox filings (5 to 40
 * pages, as the emulator renders and sizes them) mirrored from the emulator through the core.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Core } from '../../electron/core/index';
import type { ActionView, FilingView } from '../../shared/bridge/views';
import { seedSyntheticLibrary } from '../../test/support/core/bench-seed';
import type { BenchContext } from '../types';
import { type AppRig, callCore, openRig } from './rig';

export const PAGES = 200;
/** Distinct documents: later opens read a PDF not read before, never one kept from an earlier open. */
const LONG_FILES = 5;
/** Sandbox filings opened, each distinct (their companies are mirrored until there are enough). */
const SANDBOX_FILINGS = 6;

export interface PdfLibrary {
  rig: AppRig;
  /** Review routes of distinct filings, in the order they are opened. */
  routes: string[];
  pages: number[];
  bytes: number[];
}

const reviewRoute = (companyId: string, filingId: string) => `#/review/${encodeURIComponent(companyId)}/${encodeURIComponent(filingId)}`;

async function longPdf(n: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= PAGES; p++) {
    const page = doc.addPage([595, 842]);
    page.drawRectangle({ x: 0, y: 842 - 170, width: 297, height: 170, color: rgb(0.1, 0.1, 0.1) });
    for (let line = 0; line < 40; line++) {
      page.drawText(`File ${n} page ${p} line ${line + 1}: Revenue from operations ${(p * 1000 + line).toLocaleString('en-IN')}`, { x: 40, y: 640 - line * 15, size: 10, font });
    }
  }
  return doc.save();
}

export async function longPdfLibrary(ctx: BenchContext, label: string): Promise<PdfLibrary> {
  const files = await Promise.all(Array.from({ length: LONG_FILES }, (_, n) => longPdf(n + 1)));
  const routes: string[] = [];
  const rig = await openRig(ctx, label, (library) => {
    seedSyntheticLibrary(library, { companies: 1, filingsPerCompany: LONG_FILES });
    const company = library.companies.list({ limit: 1 })[0]!;
    const filings = library.filings.listByCompany(company.id, { limit: LONG_FILES }).map(({ filingId, companyId }) => ({ filingId, companyId }));
    filings.forEach((filing, i) => {
      const bytes = files[i]!;
      library.documents.store({ ...filing, bytes, expectedSize: bytes.byteLength, expectedPages: PAGES, requestId: null });
      routes.push(reviewRoute(filing.companyId, filing.filingId));
    });
  });
  return { rig, routes, pages: routes.map(() => PAGES), bytes: files.map((f) => f.byteLength) };
}

const FINAL = new Set<ActionView['state']>(['done', 'failed', 'cancelled']);

async function mirrorSandboxCompany(core: Core, companyId: string): Promise<void> {
  const quote = await callCore(core, 'mirror.quote', { id: companyId });
  if (quote.blockedReason) throw new Error(`mirror of ${companyId} blocked: ${quote.blockedReason}`);
  const { id } = await callCore(core, 'action.run', { quoteId: quote.quoteId });
  for (;;) {
    const action = (await callCore(core, 'action.list', {})).find((a) => a.id === id);
    if (action && FINAL.has(action.state)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function sandboxPdfLibrary(ctx: BenchContext, label: string): Promise<PdfLibrary> {
  const picked: FilingView[] = [];
  const rig = await openRig(
    ctx,
    label,
    () => {},
    async (core) => {
      for (const company of await callCore(core, 'registry.sandbox', {})) {
        if (picked.length >= SANDBOX_FILINGS) break;
        if (company.idType !== 'cin') continue;
        await mirrorSandboxCompany(core, company.id);
        const filings = await callCore(core, 'company.filings', { id: company.id });
        const readable = filings.filter((f) => f.localState === 'downloaded' && (f.numberOfPages ?? 0) >= 5 && (f.numberOfPages ?? 0) <= 40);
        picked.push(...readable.slice(0, SANDBOX_FILINGS - picked.length));
      }
    },
  );
  if (picked.length < SANDBOX_FILINGS) throw new Error(`only ${picked.length} sandbox filings of 5 to 40 pages were mirrored`);
  return {
    rig,
    routes: picked.map((f) => reviewRoute(f.companyId, f.filingId)),
    pages: picked.map((f) => f.numberOfPages ?? 0),
    bytes: picked.map((f) => f.fileSize ?? 0),
  };
}
