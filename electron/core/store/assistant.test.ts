import { describe, expect, it } from 'vitest';
import { CIN, masterInput, useTempLibrary } from '../../../test/support/core/store-support';
import type { AssistantRequestInput } from './assistant';

const clock = { now: new Date('2026-11-21T10:00:00.000Z') };

function request(id: string, totalPaisa: number, createdAt = clock.now.toISOString()): AssistantRequestInput {
  return {
    id,
    sessionId: null,
    tool: 'unlock_company',
    subject: 'U46934WB2022PTC379350',
    quote: { quoteId: `q_${id}`, totalPaisa, title: 'Mirror U46934WB2022PTC379350' },
    totalPaisa,
    createdAt,
    expiresAt: new Date(Date.parse(createdAt) + 45_000).toISOString(),
  };
}

describe('assistant repository', () => {
  const t = useTempLibrary(clock);

  it('agrees to nothing on the default ₹0 budget', () => {
    expect(t.lib.assistant.budget()).toMatchObject({ budgetPaisa: 0, setAt: null, usedPaisa: 0 });
    expect(t.lib.assistant.approveWithinBudget(request('r0', 0))).toBe(false);
    expect(t.lib.assistant.get('r0')).toBeNull();
  });

  it('agrees within the budget until it is used up, counting quoted totals from when it was set', () => {
    t.lib.assistant.setBudget(1_000);
    expect(t.lib.assistant.approveWithinBudget(request('r1', 600))).toBe(true);
    expect(t.lib.assistant.get('r1')).toMatchObject({ state: 'approved', answeredBy: 'budget', answeredAt: clock.now.toISOString() });
    expect(t.lib.assistant.approveWithinBudget(request('r2', 500))).toBe(false);
    expect(t.lib.assistant.approveWithinBudget(request('r3', 400))).toBe(true);
    expect(t.lib.assistant.budget()).toMatchObject({ budgetPaisa: 1_000, usedPaisa: 1_000 });
    // A new budget starts afresh.
    clock.now = new Date('2026-11-21T11:00:00.000Z');
    t.lib.assistant.setBudget(500);
    expect(t.lib.assistant.budget()).toMatchObject({ budgetPaisa: 500, usedPaisa: 0, setAt: '2026-11-21T11:00:00.000Z' });
    expect(t.lib.assistant.approveWithinBudget(request('r4', 500, clock.now.toISOString()))).toBe(true);
    expect(() => t.lib.assistant.setBudget(-5)).toThrow(/non-negative/);
  });

  it('takes one answer per pending request, and none once it stopped waiting', () => {
    const asked = t.lib.assistant.ask(request('p1', 33_000));
    expect(asked.state).toBe('pending');
    expect(t.lib.assistant.pending(clock.now.toISOString()).map((r) => r.id)).toEqual(['p1']);
    const answered = t.lib.assistant.answer('p1', true, clock.now.toISOString());
    expect(answered).toMatchObject({ state: 'approved', answeredBy: 'analyst' });
    expect(t.lib.assistant.answer('p1', false, clock.now.toISOString())).toBeNull();
    expect(t.lib.assistant.pending(clock.now.toISOString())).toEqual([]);

    t.lib.assistant.ask(request('p2', 500));
    expect(t.lib.assistant.expire('p2')).toBe(true);
    expect(t.lib.assistant.answer('p2', true, clock.now.toISOString())).toBeNull();

    // Past its time, a pending request is neither listed nor answerable.
    t.lib.assistant.ask(request('p3', 500));
    const later = new Date(clock.now.getTime() + 60_000).toISOString();
    expect(t.lib.assistant.pending(later)).toEqual([]);
    expect(t.lib.assistant.answer('p3', true, later)).toBeNull();

    t.lib.assistant.settle('p1', { actionId: 'act_9' });
    expect(t.lib.assistant.get('p1')).toMatchObject({ state: 'ran', actionId: 'act_9' });
    t.lib.assistant.settle('p3', { error: { code: 'QUOTE_EXPIRED', message: 'late' } });
    expect(t.lib.assistant.get('p3')).toMatchObject({ state: 'failed', error: { code: 'QUOTE_EXPIRED' } });
  });

  it('keeps sessions with the client that connected, and marks spend and notes by who asked', () => {
    t.lib.assistant.openSession({ id: 's1', pid: 42 });
    t.lib.assistant.touchSession('s1', { name: 'claude-ai', version: '0.9' });
    t.lib.assistant.touchSession('s1');
    expect(t.lib.assistant.sessions()).toEqual([
      expect.objectContaining({ id: 's1', pid: 42, clientName: 'claude-ai', clientVersion: '0.9', endedAt: null }),
    ]);
    t.lib.assistant.ask({ ...request('p4', 500), sessionId: 's1' });
    expect(t.lib.assistant.get('p4')?.clientName).toBe('claude-ai');
    t.lib.assistant.endSession('s1');
    expect(t.lib.assistant.sessions()[0]?.endedAt).toBe(clock.now.toISOString());

    const action = t.lib.actions.create({ kind: 'mirror', subject: 'U1', requestedBy: 'assistant' });
    const base = { at: clock.now.toISOString(), endpointKey: 'companies.unlock', subject: 'U1', pricePaisa: 33_000, walletAfterPaisa: null, keyKind: 'live' as const };
    t.lib.ledger.record({ ...base, requestId: 'req_a', actionId: action.id });
    t.lib.ledger.record({ ...base, requestId: 'req_b', actionId: null, requestedBy: 'assistant', endpointKey: 'companies.resolve', pricePaisa: 500 });
    t.lib.ledger.record({ ...base, requestId: 'req_c', actionId: null, pricePaisa: 500 });
    expect(['req_a', 'req_b', 'req_c'].map((id) => t.lib.ledger.get(id)?.requestedBy)).toEqual(['assistant', 'assistant', 'analyst']);
    expect(t.lib.ledger.byRequester()).toEqual([
      { requestedBy: 'analyst', calls: 1, spendPaisa: 500 },
      { requestedBy: 'assistant', calls: 2, spendPaisa: 33_500 },
    ]);

    t.lib.companies.upsertMaster(masterInput());
    const note = t.lib.notes.create({ companyId: CIN, anchor: { kind: 'company' }, body: 'Asked by the assistant', author: 'assistant' });
    expect(t.lib.notes.get(note.id)?.author).toBe('assistant');
  });
});
