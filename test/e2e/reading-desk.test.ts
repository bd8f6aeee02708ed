// The reading desk in Chromium over mirrored sandbox filings: the viewer loads before the first PDF
// is opened, page 1 comes before everything else, large filings are read by byte ranges, a filing
// read a moment ago opens without reading its file again, every part of a page can be scrolled to
// at every zoom and window size, the figures follow the filing's order, and the app has its icon.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilingView } from '../../shared/bridge/views';
import { call, mirror } from './core-calls';
import { type E2eApp, startApp } from './fixture';
import { sandboxCompanyWithBothScopes } from './sandbox-picks';

let app: E2eApp;
let cin: string;
let filings: FilingView[];

const reviewHash = (f: FilingView) => `#/review/${encodeURIComponent(f.companyId)}/${encodeURIComponent(f.filingId)}`;
const pdfRequests = (url: string) => url.includes('/files/pdf/');

beforeAll(async () => {
  app = await startApp();
  await call(app, 'onboarding.useSandbox', {});
  cin = sandboxCompanyWithBothScopes(app.emu);
  const action = await mirror(app, cin);
  if (action.state !== 'done') throw new Error(`mirror ended ${action.state}: ${JSON.stringify(action.error)}`);
  filings = (await call(app, 'company.filings', { id: cin })).filter((f) => f.localState === 'downloaded');
  await app.page.reload();
  await app.go('#/library', 'company-row');
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** Waits frame by frame until `condition` (an expression) holds in the page. */
function until(condition: string): Promise<unknown> {
  return app.page.evaluate(`new Promise((resolve) => { const tick = () => (${condition}) ? resolve(true) : requestAnimationFrame(tick); tick(); })`);
}

const withPages = (min: number) => filings.filter((f) => (f.numberOfPages ?? 0) >= min);

describe('opening a filed PDF', () => {
  it('loads the viewer, pdf.js and its worker while the library is on screen, before any PDF is opened', async () => {
    await until(`performance.getEntriesByType('resource').some((r) => /pdf\\.worker/.test(r.name))`);
    const loaded = (await app.page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name))) as string[];
    expect(loaded.some((name) => /review-screen/.test(name))).toBe(true);
    expect(loaded.some((name) => name.includes('/files/pdf/'))).toBe(false);
  });

  it('draws page 1 before the pages around it, the thumbnails and the text layer', async () => {
    const filing = withPages(5)[0]!;
    // What starts drawing, in order: a canvas is sized when its page starts, page 1 is marked drawn
    // when its canvas shows the page, its text layer gets spans when built.
    const order = (await app.page.evaluate(`new Promise((resolve) => {
      const events = [];
      const page1 = (el) => el.closest && el.closest('[data-testid="pdf-page"][data-page="1"]');
      const observer = new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target;
          if (r.type === 'attributes' && r.attributeName === 'data-drawn' && page1(el) === el) events.push('page 1 drawn');
          else if (r.type === 'attributes' && r.attributeName === 'width' && el.classList.contains('thumb-canvas')) events.push('thumbnail');
          else if (r.type === 'attributes' && r.attributeName === 'width' && el.closest('[data-testid="pdf-page"]') && !page1(el)) events.push('other page');
          else if (r.type === 'childList' && el.classList && el.classList.contains('textLayer') && page1(el) && r.addedNodes.length > 0) events.push('text layer');
        }
        if (['page 1 drawn', 'thumbnail', 'text layer', 'other page'].every((e) => events.includes(e))) {
          observer.disconnect();
          resolve([...new Set(events)]);
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['width', 'data-drawn'] });
      window.location.hash = ${JSON.stringify(reviewHash(filing))};
    })`)) as string[];
    expect(order[0]).toBe('page 1 drawn');
    expect(order).toEqual(expect.arrayContaining(['thumbnail', 'text layer', 'other page']));
  });

  it('opened at a later page (a search hit, a note), draws that page first', async () => {
    // Another filing than the one the test before opened (its pages around page 1 may still be drawing).
    const filing = withPages(6).find((f) => f.filingId !== withPages(5)[0]!.filingId)!;
    const drawn = (await app.page.evaluate(`new Promise((resolve) => {
      const pages = [];
      const observer = new MutationObserver((records) => {
        // Only this filing's pages: those of the filing before may still finish drawing after the hash changes.
        for (const r of records) if (r.attributeName === 'data-drawn' && r.target.closest('[data-testid="pdf-viewer"][data-filing="${filing.filingId}"]')) pages.push(Number(r.target.dataset.page));
        if (pages.includes(5)) { observer.disconnect(); resolve(pages); }
      });
      observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-drawn'] });
      window.location.hash = ${JSON.stringify(`${reviewHash(filing)}?page=5`)};
    })`)) as number[];
    expect(drawn[0]).toBe(5);
    expect(drawn).not.toContain(1);
  });

  it('reads a large filing by byte ranges: page 1 appears without the whole file', async () => {
    const large = [...filings].sort((a, b) => (b.fileSize ?? 0) - (a.fileSize ?? 0))[0]!;
    expect(large.fileSize ?? 0).toBeGreaterThan(512 * 1024);
    const ranges: string[] = [];
    const wholeReads: string[] = [];
    let rangeBytes = 0;
    const { page } = app;
    const onRequest = (r: import('playwright-core').Request) => {
      if (pdfRequests(r.url()) && r.headers()['range']) ranges.push(r.headers()['range']!);
    };
    const onFinished = async (r: import('playwright-core').Request) => {
      if (!pdfRequests(r.url())) return;
      const response = await r.response();
      if (response?.status() === 206) rangeBytes += Number(response.headers()['content-length'] ?? 0);
      else if (response?.status() === 200) wholeReads.push(r.url());
    };
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
    try {
      await app.go(reviewHash(large));
      await page.locator('[data-testid="pdf-page"][data-page="1"][data-drawn="true"]').waitFor();
    } finally {
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
    }
    expect(ranges.length).toBeGreaterThan(0);
    expect(wholeReads).toEqual([]);
    expect(rangeBytes).toBeLessThan((large.fileSize ?? 0) / 2);
  });

  it('goes back to a filing read a moment ago without reading its file again', async () => {
    const [a, b] = withPages(2);
    const { page } = app;
    await app.go(reviewHash(a!));
    await page.locator('[data-testid="pdf-page"][data-page="1"][data-drawn="true"]').waitFor();
    await app.go(reviewHash(b!));
    await page.locator(`[data-testid="pdf-viewer"][data-pages="${b!.numberOfPages}"] [data-testid="pdf-page"][data-page="1"][data-drawn="true"]`).waitFor();
    const read: string[] = [];
    const onRequest = (r: import('playwright-core').Request) => {
      if (pdfRequests(r.url())) read.push(r.url());
    };
    page.on('request', onRequest);
    try {
      await app.go(reviewHash(a!));
      await page.locator(`[data-testid="pdf-viewer"][data-pages="${a!.numberOfPages}"] [data-testid="pdf-page"][data-page="1"][data-drawn="true"]`).waitFor();
    } finally {
      page.off('request', onRequest);
    }
    expect(read).toEqual([]);
  });
});

describe('every part of a page can be reached', () => {
  /** The page's edges against the viewer's, scrolled fully left and then fully right. */
  async function edges(): Promise<{ leftGap: number; rightGap: number }> {
    return app.page.evaluate(() => {
      const scroller = document.querySelector<HTMLElement>('[data-testid="pdf-scroll"]')!;
      const page = document.querySelector<HTMLElement>('[data-testid="pdf-page"][data-page="1"]')!;
      scroller.scrollLeft = 0;
      const leftGap = page.getBoundingClientRect().left - scroller.getBoundingClientRect().left;
      scroller.scrollLeft = scroller.scrollWidth;
      const box = scroller.getBoundingClientRect();
      // The scroller's right edge inside its vertical scrollbar.
      const rightGap = box.left + scroller.clientLeft + scroller.clientWidth - page.getBoundingClientRect().right;
      scroller.scrollLeft = 0;
      return { leftGap, rightGap };
    });
  }

  for (const size of [
    { width: 1024, height: 700 },
    { width: 1280, height: 800 },
  ]) {
    it(`at ${size.width}×${size.height}, at every zoom from 50% to 400%`, async () => {
      const { page } = app;
      await page.setViewportSize(size);
      try {
        await app.go(reviewHash(withPages(2)[0]!), 'pdf-viewer');
        const zoomOut = page.getByTestId('pdf-zoom-out');
        for (let i = 0; i < 12 && (await zoomOut.isEnabled()); i++) await zoomOut.click();
        expect(await zoomOut.isDisabled()).toBe(true);
        expect(await page.getByTestId('pdf-zoom').textContent()).toBe('50%');
        const zoomIn = page.getByTestId('pdf-zoom-in');
        const seen: string[] = [];
        for (let i = 0; i < 12; i++) {
          const zoom = (await page.getByTestId('pdf-zoom').textContent()) ?? '';
          seen.push(zoom);
          await page.locator('[data-testid="pdf-page"][data-page="1"][data-drawn="true"]').waitFor();
          const { leftGap, rightGap } = await edges();
          expect({ zoom, left: leftGap >= 0, right: rightGap >= -1 }).toEqual({ zoom, left: true, right: true });
          if (!(await zoomIn.isEnabled())) break;
          await zoomIn.click();
        }
        expect(seen).toEqual(['50%', '75%', '100%', '125%', '150%', '200%', '300%', '400%']);
        if (size.width === 1024) await app.shot('review-400-percent-1024');
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    });
  }

  it('lets the keyboard into the pages: the scroll area is a Tab stop and the arrows scroll it', async () => {
    const { page } = app;
    await app.go(reviewHash(withPages(3)[0]!), 'pdf-viewer');
    await page.getByTestId('pdf-find').focus();
    for (let i = 0; i < 10 && !(await page.getByTestId('pdf-scroll').evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await page.getByTestId('pdf-scroll').evaluate((el) => el === document.activeElement)).toBe(true);
    const before = await page.getByTestId('pdf-scroll').evaluate((el) => el.scrollTop);
    await page.keyboard.press('PageDown');
    await until(`document.querySelector('[data-testid="pdf-scroll"]').scrollTop > ${before}`);
  });
});

describe('the figures beside a filing', () => {
  it('follow the filing: standalone first, statement by statement as filed, with a switch to consolidated', async () => {
    const { page } = app;
    const extractions = await call(app, 'company.extraction', { id: cin, formType: 'AOC-4' });
    const downloaded = new Set(filings.map((f) => f.filingId));
    const both = extractions.find(
      (e) => e.scope === 'standalone' && downloaded.has(e.sourceFilingId ?? '') && extractions.some((o) => o.scope === 'consolidated' && o.key === e.key && o.sourceFilingId === e.sourceFilingId),
    );
    expect(both, JSON.stringify(extractions.map((e) => [e.scope, e.key, e.sourceFilingId, downloaded.has(e.sourceFilingId ?? '')]))).toBeDefined();
    const filing = filings.find((f) => f.filingId === both!.sourceFilingId)!;
    await app.go(reviewHash(filing), 'figures-panel');
    // The raw API payload's standalone balance sheet, in its order, is what the panel lists first.
    const payload = (scope: string) => extractions.find((e) => e.scope === scope && e.key === both!.key)!.payload as Record<string, Array<{ qname: string }>>;
    const shownQnames = async (statement: string) =>
      page.locator(`[data-testid="figures-panel"] section[data-statement="${statement}"] [data-testid="figure"]`).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset['qname']));
    expect(await page.getByTestId('figures-scope-standalone').getAttribute('aria-pressed')).toBe('true');
    const statements = await page.locator('[data-testid="figures-panel"] section').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset['statement']));
    expect(statements[0]).toBe('balance_sheet');
    expect(await shownQnames('balance_sheet')).toEqual(payload('standalone')['balance_sheet']!.map((i) => i.qname));
    await app.shot('review-figures-standalone');
    await page.getByTestId('figures-scope-consolidated').click();
    expect(await page.getByTestId('figures-panel').getAttribute('data-scope')).toBe('consolidated');
    expect(await shownQnames('balance_sheet')).toEqual(payload('consolidated')['balance_sheet']!.map((i) => i.qname));
  });
});

describe('the app icon', () => {
  it('is served at /favicon.ico and linked from the page', async () => {
    const origin = new URL(app.host.url).origin;
    const response = await fetch(`${origin}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // An ICO header: reserved 0, type 1 (icon), at least one image.
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes[4]).toBeGreaterThan(0);
    const href = await app.page.locator('link[rel="icon"]').evaluate((el) => (el as HTMLLinkElement).href);
    expect(new URL(href).pathname).toBe('/favicon.ico');
  });
});
