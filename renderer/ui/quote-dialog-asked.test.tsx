// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssistantRequestView } from '../../shared/bridge/assistant';
import { connectStores } from '../state/stores';
import { quote } from '../../test/support/renderer/fixtures';
import { createMemoryBridge, ok } from '../../test/support/renderer/memory-bridge';
import { renderWithStores } from '../../test/support/renderer/render';
import { QuoteDialog } from './quote-dialog';

afterEach(cleanup);

function asked(patch: Partial<AssistantRequestView> = {}): AssistantRequestView {
  return {
    requestId: 'req_a1',
    tool: 'unlock_company',
    subject: 'U46215UP2026PTC065536',
    quote: quote({ quoteId: 'q_assistant', action: 'mirror', title: 'Mirror Primojur Trading', totalPaisa: 34_005 }),
    state: 'pending',
    answeredBy: null,
    clientName: 'claude-ai',
    createdAt: '2026-11-21T10:00:00.000Z',
    expiresAt: '2099-01-01T00:00:00.000Z',
    actionId: null,
    ...patch,
  };
}

function setup() {
  const bridge = createMemoryBridge({
    'assistant.answer': (args) => ok({ ...asked({ requestId: args.requestId }), state: args.approve ? 'approved' : 'declined', answeredBy: 'analyst' }),
    'assistant.status': () => ({ ok: false, error: { code: 'NOT_HANDLED', message: 'not needed here' } }),
    'refresh.quote': () => ok(quote()),
  });
  const view = renderWithStores(<QuoteDialog />, bridge);
  connectStores(bridge, view.stores);
  return { bridge, ...view };
}

describe('QuoteDialog for a paid call an assistant asked for', () => {
  it('opens by itself, marked as asked by the assistant, and Allow answers yes without running anything here', async () => {
    const { bridge } = setup();
    act(() => bridge.emit('assistant.request', asked()));
    expect(screen.getByTestId('quote-asked').textContent).toContain('Asked by the assistant (claude-ai)');
    expect(screen.getByTestId('quote-asked').textContent).toContain('unlock_company');
    expect(screen.getByText('Mirror Primojur Trading')).toBeTruthy();
    expect(screen.getByTestId('quote-cancel').textContent).toBe('Decline');
    expect(screen.getByTestId('quote-confirm').textContent).toBe('Allow ₹340.05');
    await act(async () => {
      fireEvent.click(screen.getByTestId('quote-confirm'));
    });
    expect(bridge.callsTo('assistant.answer')).toEqual([{ requestId: 'req_a1', approve: true }]);
    expect(bridge.callsTo('action.run')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Decline and Escape tell the assistant no', async () => {
    const { bridge } = setup();
    act(() => bridge.emit('assistant.request', asked()));
    act(() => fireEvent.click(screen.getByTestId('quote-cancel')));
    act(() => bridge.emit('assistant.request', asked({ requestId: 'req_a2' })));
    act(() => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    expect(bridge.callsTo('assistant.answer')).toEqual([
      { requestId: 'req_a1', approve: false },
      { requestId: 'req_a2', approve: false },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the assistant stops waiting, and waits behind the analyst’s own quote', async () => {
    const { bridge, stores } = setup();
    act(() => bridge.emit('assistant.request', asked()));
    act(() => bridge.emit('assistant.request', asked({ state: 'expired' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bridge.callsTo('assistant.answer')).toHaveLength(0);

    await act(() => stores.quote.getState().open('refresh.quote', { id: 'U12345MH2001PTC123456' }));
    act(() => bridge.emit('assistant.request', asked({ requestId: 'req_a3' })));
    expect(screen.queryByTestId('quote-asked')).toBeNull();
    act(() => fireEvent.click(screen.getByTestId('quote-cancel')));
    expect(screen.getByTestId('quote-asked')).toBeTruthy();
    expect(bridge.callsTo('assistant.answer')).toHaveLength(0);
  });
});
