// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WatchListView } from '../../../shared/bridge/watch';
import { quote } from '../../../test/support/renderer/fixtures';
import { createMemoryBridge, ok } from '../../../test/support/renderer/memory-bridge';
import { renderWithStores } from '../../../test/support/renderer/render';
import { WatchToggle } from './watch-toggle';

afterEach(cleanup);

const CO = 'U12345MH2001PTC123456';
const EMPTY: WatchListView = { entries: [], budget: { monthlyPaisa: 0, spentThisMonthPaisa: 0, leftPaisa: 0, monthStartsAt: '2026-10-31T18:30:00.000Z' } };

describe('the watch toggle', () => {
  it('offers the mirror quote of a company not mirrored yet, instead of only refusing', async () => {
    const mirror = quote({ quoteId: 'q_mirror', action: 'mirror', subject: CO, title: `Mirror ${CO}` });
    const bridge = createMemoryBridge({
      'watch.list': () => ok(EMPTY),
      'changes.list': () => ok([]),
      'watch.add': () => ({ ok: false, error: { code: 'NOT_IN_LIBRARY', message: `Company ${CO} is not in the library.` } }),
      'mirror.quote': () => ok(mirror),
    });
    const { stores } = renderWithStores(<WatchToggle companyId={CO} />, bridge);
    await act(async () => {
      fireEvent.click(screen.getByTestId('watch-checkbox'));
    });
    await act(async () => {});
    expect(bridge.callsTo('mirror.quote')).toEqual([{ id: CO, includeDirectors: true }]);
    expect(stores.quote.getState()).toMatchObject({ phase: 'ready', quote: { quoteId: 'q_mirror' } });
    expect(screen.getByRole('alert').textContent).toMatch(/not mirrored yet: its mirror quote is open/);
    // Nothing is bought without the analyst's confirmation.
    expect(bridge.callsTo('action.run')).toHaveLength(0);
  });

  it('shows any other refusal as it is, with no quote', async () => {
    const bridge = createMemoryBridge({
      'watch.list': () => ok(EMPTY),
      'changes.list': () => ok([]),
      'watch.add': () => ({ ok: false, error: { code: 'BAD_ARGUMENTS', message: 'watch.add: intervalDays: too large' } }),
    });
    renderWithStores(<WatchToggle companyId={CO} />, bridge);
    await act(async () => {
      fireEvent.click(screen.getByTestId('watch-checkbox'));
    });
    expect(bridge.callsTo('mirror.quote')).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('watch.add: intervalDays: too large');
  });
});
