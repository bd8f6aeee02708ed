// @vitest-environment jsdom
// The first frame drawn before React (issue 28 item 20): it says what the React library table says,
// row for row and cell for cell, only where React would show the library, and keeps text as text.
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStatus, company } from '../test/support/renderer/fixtures';
import { createMemoryBridge, ok } from '../test/support/renderer/memory-bridge';
import { withScrollBoxHeight } from '../test/support/renderer/scroll-box';
import { drawFirstFrame, FIRST_READS_WAIT_MS, type FirstFrameData, firstFrameWanted, paintFirstFrame } from './first-frame';
import { CompaniesTable } from './screens/library/companies-table';
import { createAppStore } from './state/app-store';
import { createLibraryStore } from './state/library-store';

const companies = [
  company({ id: 'U11111MH2001PTC000001', name: 'Acme Widgets Private Limited', knownAs: 'Acme', sandbox: true }),
  company({
    id: 'U22222KA2005PLC000002',
    name: 'Bharat <b>Steel</b> & Wire Limited',
    status: null,
    city: null,
    state: null,
    missingPdfs: 0,
    spendPaisa: 1_23_45_678_00,
    freshness: { badge: 'stale', reasons: ['Record read 400 days ago'], ageDays: 400, masterReadAt: null, listRefreshedAt: null, registryUpdatedAt: null, freshUntil: null },
    unlock: { state: 'expired', unlockedAt: null, expiresAt: '2025-03-02T00:00:00.000Z', daysLeft: null, sandbox: false },
  }),
  company({ id: 'U33333DL2010PTC000003', name: 'Chola Traders Private Limited', unlock: { state: 'none', unlockedAt: null, expiresAt: null, daysLeft: null, sandbox: false }, mirroredAt: null }),
];
const data = (patch: Partial<FirstFrameData> = {}): FirstFrameData => ({ hash: '#/library', status: appStatus({ mode: 'sandbox', libraryCompanies: 3 }), companies, ...patch });

let root: HTMLElement;
withScrollBoxHeight('companies-scroll', 800);
beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  cleanup();
  root.remove();
  window.location.hash = '';
  vi.useRealTimers();
});

/** Each cell's visible words (a badge's tooltip left out) and classes, per row. */
function cells(rows: Element[]) {
  return rows.map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => {
      const copy = td.cloneNode(true) as HTMLElement;
      for (const tip of copy.querySelectorAll('.tip-body')) tip.remove();
      return { text: copy.textContent, className: td.className, title: td.getAttribute('title'), labels: [...copy.querySelectorAll('[class]')].map((e) => e.className) };
    }),
  );
}

describe('the first frame', () => {
  it('says what the React table says, cell for cell', () => {
    const frame = drawFirstFrame(root, data(), 800);
    expect(frame).not.toBeNull();
    const drawn = [...root.querySelectorAll('tr[data-first-frame-row]')];
    expect(drawn.map((tr) => (tr as HTMLElement).dataset['companyId'])).toEqual(companies.map((c) => c.id));

    const react = render(<CompaniesTable companies={companies} />);
    const reactRows = [...react.container.querySelectorAll('tr[data-testid="company-row"]')];
    expect(reactRows).toHaveLength(3);
    expect(cells(drawn)).toEqual(cells(reactRows));
    // The same columns, in the same order.
    const heads = (scope: ParentNode) => [...scope.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads(root)).toEqual(heads(react.container));
    expect(heads(root)).toEqual(['Company', 'Identifier', 'Status', 'Freshness', 'Unlock', 'PDFs', 'Missing', 'Spend', 'Mirrored']);
  });

  it('keeps a name with markup in it as text', () => {
    drawFirstFrame(root, data(), 800);
    expect(root.querySelector('b')).toBeNull();
    expect(root.textContent).toContain('Bharat <b>Steel</b> & Wire Limited');
  });

  it('shows the wallet as the header does', () => {
    drawFirstFrame(root, data({ status: appStatus({ mode: 'live', libraryCompanies: 3, walletPaisa: 1_23_45_678_00, walletReadAt: '2026-11-29T03:00:00.000Z' }) }), 800);
    expect(root.querySelector('header .wallet')?.textContent).toBe('Wallet ₹1,23,45,678.00');
    expect(root.querySelector('header .label-sandbox')).toBeNull();
  });

  it('labels sandbox data, in the header and on the row', () => {
    drawFirstFrame(root, data(), 800);
    expect(root.querySelector('header .label-sandbox')?.textContent).toBe('SANDBOX');
    expect(root.querySelector('tr[data-company-id="U11111MH2001PTC000001"] .label-sandbox')).not.toBeNull();
    expect(root.querySelector('tr[data-company-id="U22222KA2005PLC000002"] .label-sandbox')).toBeNull();
  });

  it('is marked busy and says how many companies there are', () => {
    const frame = drawFirstFrame(root, data(), 800)!;
    expect(frame.getAttribute('aria-busy')).toBe('true');
    expect(frame.hasAttribute('data-first-frame')).toBe(true);
    expect(frame.querySelector('.screen-head')?.textContent).toBe('Library3 companiesFind a company…');
    expect(frame.querySelector('nav a[aria-current="page"]')?.textContent).toBe('Library');
  });

  it('draws the rows a window holds and a spacer for the rest', () => {
    const many = Array.from({ length: 500 }, (_, i) => company({ id: `U${String(i).padStart(5, '0')}MH2001PTC123456`, name: `Company ${i}` }));
    drawFirstFrame(root, data({ companies: many }), 420);
    const drawn = root.querySelectorAll('tr[data-first-frame-row]');
    expect(drawn.length).toBe(Math.ceil(420 / 42) + 2);
    const spacer = root.querySelector<HTMLElement>('tbody tr.spacer');
    expect(spacer?.style.height).toBe(`${(500 - drawn.length) * 42}px`);
    expect(root.querySelector('table')?.getAttribute('aria-rowcount')).toBe('501');
  });

  it('opens a company when its row is clicked, and leaves a click on the name to its link', () => {
    drawFirstFrame(root, data(), 800);
    const cell = root.querySelector<HTMLElement>('tr[data-company-id="U22222KA2005PLC000002"] td.mono')!;
    cell.click();
    expect(window.location.hash).toBe('#/company/U22222KA2005PLC000002/overview');
    const link = root.querySelector<HTMLAnchorElement>('tr[data-company-id="U33333DL2010PTC000003"] a')!;
    expect(link.getAttribute('href')).toBe('#/company/U33333DL2010PTC000003/overview');
  });

  it('is drawn only where React would show the library with rows', () => {
    expect(firstFrameWanted(data())).toBe(true);
    expect(firstFrameWanted(data({ hash: '' }))).toBe(true);
    expect(firstFrameWanted(data({ hash: '#/settings' }))).toBe(false);
    expect(firstFrameWanted(data({ hash: '#/company/U11111MH2001PTC000001' }))).toBe(false);
    expect(firstFrameWanted(data({ status: null }))).toBe(false);
    expect(firstFrameWanted(data({ companies: null }))).toBe(false);
    expect(firstFrameWanted(data({ companies: [] }))).toBe(false);
    // The first run (no key, nothing mirrored) opens on Welcome.
    expect(firstFrameWanted(data({ status: appStatus({ mode: 'unconfigured', libraryCompanies: 0 }) }))).toBe(false);
    // A library kept without a key opens on the library.
    expect(firstFrameWanted(data({ status: appStatus({ mode: 'unconfigured', libraryCompanies: 3 }) }))).toBe(true);
    expect(drawFirstFrame(root, data({ hash: '#/spend' }), 800)).toBeNull();
    expect(root.childElementCount).toBe(0);
  });

  it('never draws over something already in the root', () => {
    root.append(document.createElement('div'));
    expect(drawFirstFrame(root, data(), 800)).toBeNull();
    expect(root.querySelector('[data-first-frame]')).toBeNull();
  });
});

describe('paintFirstFrame', () => {
  function storesAnswering(answers: { status: ReturnType<typeof appStatus>; companies: typeof companies }, gate: Promise<void>) {
    const bridge = createMemoryBridge({
      'app.status': async () => {
        await gate;
        return ok(answers.status);
      },
      'library.companies': async () => {
        await gate;
        return ok(answers.companies);
      },
    });
    const app = createAppStore(bridge);
    const library = createLibraryStore(bridge);
    const reads = Promise.all([app.getState().refresh(), library.getState().startRead(bridge.call('library.companies', { sort: 'name' }))]);
    return { stores: { app, library }, reads };
  }

  it('draws from the start reads once they answer', async () => {
    window.location.hash = '#/library';
    const { stores, reads } = storesAnswering({ status: appStatus({ mode: 'live', libraryCompanies: 3 }), companies }, Promise.resolve());
    await expect(paintFirstFrame(root, stores, reads)).resolves.toBe(true);
    expect(root.querySelectorAll('tr[data-first-frame-row]')).toHaveLength(3);
  });

  it('waits for the reads within its limit, then draws (React is evaluated after that paint)', async () => {
    vi.useFakeTimers();
    window.location.hash = '#/library';
    let open!: () => void;
    const { stores, reads } = storesAnswering({ status: appStatus({ mode: 'live', libraryCompanies: 3 }), companies }, new Promise<void>((resolve) => (open = resolve)));
    let settled: boolean | null = null;
    const painted = paintFirstFrame(root, stores, reads).then((drawn) => (settled = drawn));
    await vi.advanceTimersByTimeAsync(FIRST_READS_WAIT_MS - 50);
    expect(settled).toBeNull();
    expect(root.childElementCount).toBe(0);
    open();
    await vi.advanceTimersByTimeAsync(50);
    await expect(painted).resolves.toBe(true);
    expect(root.querySelectorAll('tr[data-first-frame-row]')).toHaveLength(3);
  });

  it('leaves the first paint to React when the reads take longer than it waits', async () => {
    vi.useFakeTimers();
    window.location.hash = '#/library';
    let open!: () => void;
    const { stores, reads } = storesAnswering({ status: appStatus({ mode: 'live', libraryCompanies: 3 }), companies }, new Promise<void>((resolve) => (open = resolve)));
    const painted = paintFirstFrame(root, stores, reads);
    await vi.advanceTimersByTimeAsync(FIRST_READS_WAIT_MS);
    await expect(painted).resolves.toBe(false);
    open();
    await reads;
    expect(root.childElementCount).toBe(0);
  });

  it('draws nothing when the library read failed', async () => {
    window.location.hash = '#/library';
    const { stores, reads } = storesAnswering({ status: appStatus({ mode: 'live', libraryCompanies: 3 }), companies }, Promise.resolve());
    await reads;
    stores.library.setState({ error: { code: 'LIBRARY_LOCKED', message: 'locked' } });
    await expect(paintFirstFrame(root, stores, reads)).resolves.toBe(false);
    expect(root.childElementCount).toBe(0);
  });
});
