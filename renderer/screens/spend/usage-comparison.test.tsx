// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LedgerRow, SpendView } from '../../../shared/bridge/views';
import { UsageComparison } from './usage-comparison';

afterEach(cleanup);

const READ_AT = '2026-11-22T04:00:00.000Z';
const row = (at: string, endpointKey: string, pricePaisa: number): LedgerRow => ({
  at,
  endpointKey,
  subject: null,
  pricePaisa,
  walletAfterPaisa: null,
  requestId: `req_${at}`,
  keyKind: 'live',
  actionId: null,
  requestedBy: 'analyst',
});

function view(patch: Partial<SpendView>): SpendView {
  return {
    walletPaisa: 1_000_000,
    totalPaisa: 33_500,
    sessionSpendPaisa: 0,
    sessionCapPaisa: null,
    byEndpoint: [
      { endpointKey: 'companies.master', calls: 1, spendPaisa: 500 },
      { endpointKey: 'companies.unlock', calls: 1, spendPaisa: 33_000 },
    ],
    byCompany: [],
    byDay: [],
    apiUsage: { readAt: READ_AT, byEndpoint: [{ endpoint: 'companies.master', calls: 1, spendPaisa: 500 }] },
    differences: [],
    recent: [row('2026-11-22T03:59:00.000Z', 'companies.master', 500), row('2026-11-22T04:00:30.000Z', 'companies.unlock', 33_000)],
    byAssistant: { calls: 0, spendPaisa: 0 },
    ...patch,
  };
}
const differing = () => [...screen.getByTestId('usage-table').querySelectorAll('tr.differs')].map((tr) => tr.querySelector('td')?.textContent);

describe('UsageComparison', () => {
  it('does not mark what was bought after the report was read as a difference, and says why it is missing', () => {
    render(<UsageComparison view={view({})} />);
    expect(differing()).toEqual([]);
    expect(screen.getByTestId('usage-since').textContent).toMatch(/after the report was read/);
    expect(screen.getByText("The ledger agrees with the API's report.")).toBeTruthy();
  });

  it('marks the rows that differ when the core finds the ledger and the report disagree', () => {
    render(<UsageComparison view={view({ differences: ['companies.unlock: the API reports ₹0.00, the ledger ₹330.00'], recent: [] })} />);
    expect(differing()).toEqual(['companies.unlock']);
    expect(screen.getByTestId('spend-differences').textContent).toContain('companies.unlock');
    expect(screen.queryByTestId('usage-since')).toBeNull();
  });
});
