// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpendView } from '../../../shared/bridge/views';
import { createMemoryBridge, ok } from '../../../test/support/renderer/memory-bridge';
import { renderWithStores } from '../../../test/support/renderer/render';
import { SpendScreen } from './spend-screen';

afterEach(cleanup);

const ACME = 'U12345MH2001PTC123456';
const BETA = 'L65910DL1990PLC041234';
const view: SpendView = {
  walletPaisa: 99_965_300,
  totalPaisa: 40_000,
  sessionSpendPaisa: 40_000,
  sessionCapPaisa: null,
  byEndpoint: [
    { endpointKey: 'companies.unlock', calls: 1, spendPaisa: 33_000 },
    { endpointKey: 'companies.master', calls: 2, spendPaisa: 1_000 },
    { endpointKey: 'companies.filings.download', calls: 27, spendPaisa: 135 },
  ],
  byCompany: [
    { companyId: ACME, name: 'Acme Widgets Private Limited', spendPaisa: 30_000 },
    { companyId: BETA, name: null, spendPaisa: 10_000 },
  ],
  byDay: [
    { day: '2026-11-21', spendPaisa: 10_000 },
    { day: '2026-11-22', spendPaisa: 30_000 },
  ],
  apiUsage: null,
  differences: [],
  recent: [],
  byAssistant: { calls: 0, spendPaisa: 0 },
};

async function renderSpend() {
  renderWithStores(<SpendScreen />, createMemoryBridge({ 'spend.summary': () => ok(view) }));
  await waitFor(() => screen.getByTestId('chart-day'));
}
const barsOf = (testId: string) => within(screen.getByTestId(testId)).getAllByTestId('bar');

describe('SpendScreen charts', () => {
  it('labels days as dates, in the page text size (HTML, not a scaled drawing)', async () => {
    await renderSpend();
    const chart = screen.getByTestId('chart-day');
    expect(chart.tagName).toBe('TABLE');
    expect(chart.querySelector('svg')).toBeNull();
    expect(within(chart).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['21 Nov 2026', '22 Nov 2026']);
    expect(barsOf('chart-day').map((row) => row.querySelector('td')?.textContent)).toEqual(['₹100', '₹300']);
  });

  it('gives small amounts their paisa, so a few downloads never read ₹0', async () => {
    await renderSpend();
    expect(barsOf('chart-endpoint').map((row) => row.querySelector('td')?.textContent)).toEqual(['₹330', '₹10.00', '₹1.35']);
  });

  it('draws each bar as its share of the largest', async () => {
    await renderSpend();
    const widths = barsOf('chart-company').map((row) => row.querySelector<HTMLElement>('.bar')?.style.width);
    expect(widths).toEqual(['100%', `${(10_000 / 30_000) * 100}%`]);
  });

  it('makes the company labels the links to each company’s spend, with no second list of links', async () => {
    await renderSpend();
    const links = within(screen.getByRole('region', { name: 'By company' })).getAllByRole('link') as HTMLAnchorElement[];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Acme Widgets Private Limited', `#/company/${ACME}/spend`],
      [BETA, `#/company/${BETA}/spend`],
    ]);
    expect(links.every((a) => a.closest('[data-testid="chart-company"]'))).toBe(true);
    // Endpoints and days open nothing.
    expect(within(screen.getByTestId('chart-endpoint')).queryAllByRole('link')).toEqual([]);
  });
});
