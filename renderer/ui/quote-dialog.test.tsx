// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { action, quote } from '../../test/support/renderer/fixtures';
import { createMemoryBridge, ok } from '../../test/support/renderer/memory-bridge';
import { renderWithStores } from '../../test/support/renderer/render';
import { QuoteDialog } from './quote-dialog';

afterEach(cleanup);

function setup(q = quote()) {
  const bridge = createMemoryBridge({
    'refresh.quote': () => ok(q),
    'action.run': () => ok(action({ state: 'queued' })),
  });
  const view = renderWithStores(<QuoteDialog />, bridge);
  return { bridge, ...view };
}

async function openQuote(stores: ReturnType<typeof setup>['stores']) {
  await act(() => stores.quote.getState().open('refresh.quote', { id: 'U12345MH2001PTC123456' }));
}

describe('QuoteDialog', () => {
  it('shows what it buys, the price and the wallet before and after, and waits', async () => {
    const { stores, bridge } = setup();
    await openQuote(stores);
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Refresh record and filing list')).toBeTruthy();
    expect(screen.getByTestId('quote-total').textContent).toBe('₹25.00');
    expect(screen.getByTestId('quote-wallet-before').textContent).toBe('₹12,34,567.89');
    expect(screen.getByTestId('quote-wallet-after').textContent).toBe('₹12,34,542.89');
    // Nothing runs by itself, however long the dialog stays open.
    await act(() => Promise.resolve());
    expect(bridge.callsTo('action.run')).toHaveLength(0);
    expect(document.activeElement && dialog.contains(document.activeElement)).toBe(true);
  });

  it('shows the most a line can cost beside what is expected, and the Confirm button names both', async () => {
    const mirror = quote({
      title: 'Mirror Acme Widgets Private Limited',
      lines: [
        { label: 'Unlock', endpointKey: 'companies.unlock', count: 1, unitPricePaisa: 33_000, totalPaisa: 33_000, mostCount: 1, mostPaisa: 33_000 },
        { label: 'Extraction data reads', endpointKey: 'companies.extractions.data', count: 20, unitPricePaisa: 5, totalPaisa: 100, mostCount: 200, mostPaisa: 1_000 },
      ],
      totalPaisa: 33_100,
      mostPaisa: 34_000,
      walletAfterPaisa: 1_234_567_89 - 33_100,
      walletAfterMostPaisa: 1_234_567_89 - 34_000,
    });
    const { stores } = setup(mirror);
    await openQuote(stores);
    expect(screen.getByTestId('quote-total').textContent).toBe('₹331.00');
    expect(screen.getByTestId('quote-most').textContent).toBe('₹340.00');
    expect(screen.getByText('at most 200')).toBeTruthy();
    expect(screen.getByTestId('quote-wallet-after').textContent).toContain('(at least ₹12,34,227.89)');
    expect(screen.getByTestId('quote-most-note').textContent).toMatch(/Confirming allows up to ₹340\.00/);
    expect(screen.getByTestId('quote-confirm').textContent).toBe('Confirm ₹331.00 (up to ₹340.00)');
  });

  it('says so when there is nothing to buy, and offers only Close', async () => {
    const nothing = quote({ lines: [], totalPaisa: 0, mostPaisa: 0, nothingToBuy: 'Nothing to fetch: all 24 listed filings have their PDF in the library' });
    const { stores, bridge } = setup(nothing);
    await openQuote(stores);
    expect(screen.getByTestId('quote-nothing').textContent).toContain('Nothing to fetch: all 24 listed filings');
    expect(screen.queryByTestId('quote-confirm')).toBeNull();
    expect(screen.getByTestId('quote-cancel').textContent).toBe('Close');
    fireEvent.click(screen.getByTestId('quote-cancel'));
    expect(bridge.callsTo('action.run')).toHaveLength(0);
  });

  it('runs the action only when Confirm is pressed', async () => {
    const { stores, bridge } = setup();
    await openQuote(stores);
    await act(async () => {
      fireEvent.click(screen.getByTestId('quote-confirm'));
    });
    expect(bridge.callsTo('action.run')).toEqual([{ quoteId: 'q_1' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape and Cancel close without running', async () => {
    const { stores, bridge } = setup();
    await openQuote(stores);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await openQuote(stores);
    fireEvent.click(screen.getByTestId('quote-cancel'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bridge.callsTo('action.run')).toHaveLength(0);
  });

  it('Enter on the dialog confirms, but Enter on Cancel cancels', async () => {
    const { stores, bridge } = setup();
    await openQuote(stores);
    fireEvent.keyDown(screen.getByTestId('quote-cancel'), { key: 'Enter' });
    expect(bridge.callsTo('action.run')).toHaveLength(0);
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Enter' });
    });
    expect(bridge.callsTo('action.run')).toHaveLength(1);
  });

  it('a blocked quote shows the reason and cannot be confirmed', async () => {
    const { stores, bridge } = setup(quote({ blockedReason: 'The session budget cap of ₹100.00 would be exceeded.' }));
    await openQuote(stores);
    expect(screen.getByTestId('quote-blocked').textContent).toContain('budget cap');
    const confirm = screen.getByTestId('quote-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Enter' });
    await act(() => Promise.resolve());
    expect(bridge.callsTo('action.run')).toHaveLength(0);
  });

  it('a quote blocked by a registry error shows its code and requestId under Details', async () => {
    const blockedError = { code: 'API_KEY_REVOKED', message: 'API key revoked', requestId: 'req_revoked_1', status: 401 };
    const { stores } = setup(quote({ lines: [], blockedReason: 'API key revoked. Add a current key in Settings.', blockedError }));
    await openQuote(stores);
    const blocked = screen.getByTestId('quote-blocked');
    expect(blocked.getAttribute('role')).toBe('alert');
    expect(blocked.dataset.code).toBe('API_KEY_REVOKED');
    expect(blocked.textContent).toContain('API key revoked');
    expect(blocked.querySelector('details summary')?.textContent).toBe('Details');
    expect(screen.getByTestId('quote-blocked-code').textContent).toBe('API_KEY_REVOKED');
    expect(screen.getByTestId('quote-blocked-request-id').textContent).toBe('req_revoked_1');
    expect((screen.getByTestId('quote-confirm') as HTMLButtonElement).disabled).toBe(true);
  });

  it('an empty wallet is an error with its code, the shortfall and what to do', async () => {
    const reason = 'The wallet holds ₹1.00; this needs ₹345.00.';
    const blockedError = { code: 'INSUFFICIENT_BALANCE', message: reason, hint: 'Top up the wallet, then ask for a new quote.' };
    const { stores, bridge } = setup(quote({ totalPaisa: 34_500, walletBeforePaisa: 100, walletAfterPaisa: -34_400, blockedReason: reason, blockedError }));
    await openQuote(stores);
    const alert = screen.getByRole('alert');
    expect(alert.dataset.testid).toBe('quote-blocked');
    expect(alert.dataset.code).toBe('INSUFFICIENT_BALANCE');
    expect(alert.textContent).toContain(reason);
    expect(alert.querySelector('.notice-hint')?.textContent).toBe('Top up the wallet, then ask for a new quote.');
    expect(screen.getByTestId('quote-blocked-code').textContent).toBe('INSUFFICIENT_BALANCE');
    expect(screen.queryByTestId('quote-blocked-request-id')).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Enter' });
    await act(() => Promise.resolve());
    expect(bridge.callsTo('action.run')).toHaveLength(0);
  });

  it('does not say a hint twice when the reason already says it', async () => {
    const blockedError = { code: 'API_KEY_REVOKED', message: 'API key revoked', hint: 'Add a current key in Settings.' };
    const { stores } = setup(quote({ blockedReason: 'API key revoked. Add a current key in Settings.', blockedError }));
    await openQuote(stores);
    expect(screen.getByTestId('quote-blocked').querySelector('.notice-hint')).toBeNull();
  });

  it('a block with no error behind it is a status line with no code and no Details', async () => {
    const { stores } = setup(quote({ blockedReason: 'A refresh of this company is already under way', blockedError: null }));
    await openQuote(stores);
    const blocked = screen.getByTestId('quote-blocked');
    expect(blocked.getAttribute('role')).toBe('status');
    expect(blocked.dataset.code).toBeUndefined();
    expect(blocked.querySelector('details')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks a sandbox quote as not billed', async () => {
    const { stores } = setup(quote({ sandbox: true }));
    await openQuote(stores);
    expect(screen.getByTestId('quote-sandbox-note').textContent).toBe('Sandbox — not billed');
    expect(screen.getByTestId('sandbox-label')).toBeTruthy();
  });

  it('is disabled while offline, with the reason', async () => {
    const { stores, bridge } = setup();
    act(() => stores.app.getState().setRegistry(false, 'The registry did not answer'));
    await openQuote(stores);
    expect(screen.getByTestId('quote-blocked').textContent).toContain('The registry did not answer');
    expect((screen.getByTestId('quote-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(bridge.callsTo('action.run')).toHaveLength(0);
  });

  it('shows a failed quote call as an error in words with details', async () => {
    const bridge = createMemoryBridge({
      'refresh.quote': () => ({ ok: false, error: { code: 'REFRESH_IN_PROGRESS', message: 'A refresh is already running', requestId: 'req_77' } }),
    });
    const { stores } = renderWithStores(<QuoteDialog />, bridge);
    await act(() => stores.quote.getState().open('refresh.quote', { id: 'U12345MH2001PTC123456' }));
    expect(screen.getByText('A refresh is already running')).toBeTruthy();
    expect(screen.getByTestId('error-code').textContent).toBe('REFRESH_IN_PROGRESS');
    expect(screen.getByTestId('error-request-id').textContent).toBe('req_77');
    expect((screen.getByTestId('quote-confirm') as HTMLButtonElement).disabled).toBe(true);
  });
});
