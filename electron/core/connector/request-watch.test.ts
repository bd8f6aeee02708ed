import { describe, expect, it } from 'vitest';
import { useTempLibrary } from '../../../test/support/core/store-support';
import type { EventSink } from '../bridge-handlers';
import { watchAssistantRequests } from './request-watch';

const clock = { now: new Date('2026-11-21T10:00:00.000Z') };

function ask(id: string, waitMs = 45_000) {
  return {
    id,
    sessionId: null,
    tool: 'refresh_company',
    subject: 'U46215UP2026PTC065536',
    quote: { quoteId: `q_${id}`, totalPaisa: 100, title: 'Refresh' },
    totalPaisa: 100,
    createdAt: clock.now.toISOString(),
    expiresAt: new Date(clock.now.getTime() + waitMs).toISOString(),
  };
}

describe('the app’s watch for assistant requests', () => {
  const t = useTempLibrary(clock);

  function watch() {
    const events: Array<[string, Record<string, unknown>]> = [];
    const sink: EventSink = { emit: (name, payload) => events.push([name, payload as Record<string, unknown>]) };
    const watcher = watchAssistantRequests(t.lib, sink, { pollMs: 60_000, now: () => clock.now.getTime() });
    return { events, watcher };
  }

  it('announces a request once when it starts waiting, and again when it stops, whatever stopped it', () => {
    const { events, watcher } = watch();
    t.lib.assistant.ask(ask('r1'));
    t.lib.assistant.ask(ask('r2', 1_000));
    watcher.check();
    watcher.check();
    expect(events.map(([name, p]) => [name, p.requestId, p.state])).toEqual([
      ['assistant.request', 'r1', 'pending'],
      ['assistant.request', 'r2', 'pending'],
    ]);
    t.lib.assistant.answer('r1', false, clock.now.toISOString());
    clock.now = new Date(clock.now.getTime() + 2_000); // r2's asker stopped waiting, unmarked
    watcher.check();
    expect(events.slice(2).map(([, p]) => [p.requestId, p.state])).toEqual([
      ['r1', 'declined'],
      ['r2', 'expired'],
    ]);
    watcher.stop();
  });

  it('follows the action a request started in the connector, and says when the library changed', () => {
    const before = t.lib.actions.create({ kind: 'mirror', subject: 'U1', requestedBy: 'assistant' });
    t.lib.actions.setState(before.id, 'done');
    t.lib.assistant.ask(ask('old'));
    t.lib.assistant.settle('old', { actionId: before.id });
    const { events, watcher } = watch();
    watcher.check();
    expect(events).toEqual([]); // over before the app looked: nothing to announce

    const action = t.lib.actions.create({ kind: 'refresh', subject: 'U46215UP2026PTC065536', requestedBy: 'assistant' });
    t.lib.assistant.ask(ask('r3'));
    t.lib.assistant.answer('r3', true, clock.now.toISOString());
    t.lib.assistant.settle('r3', { actionId: action.id });
    watcher.check();
    // The connector's process pays as the action runs: each call reaches the app as a spend event, with the wallet after it.
    const paid = (requestId: string, pricePaisa: number, walletAfterPaisa: number) =>
      t.lib.ledger.record({ at: clock.now.toISOString(), endpointKey: 'companies.update', subject: 'U46215UP2026PTC065536', pricePaisa, walletAfterPaisa, requestId, keyKind: 'live', actionId: action.id, requestedBy: 'assistant' });
    paid('req_a', 500, 99_500);
    watcher.check();
    paid('req_b', 100, 99_400);
    t.lib.actions.setState(action.id, 'done');
    watcher.check();
    watcher.check();
    expect(events.map(([name, p]) => [name, p.id ?? p.requestId ?? p.companyId, p.state ?? p.walletAfterPaisa])).toEqual([
      ['action.progress', action.id, 'queued'],
      ['spend', 'req_a', 99_500],
      ['spend', 'req_b', 99_400],
      ['action.progress', action.id, 'done'],
      ['library.changed', 'U46215UP2026PTC065536', undefined],
    ]);
    watcher.stop();
  });
});
