// What Activity says about an action (issue 18, item 8; issue 17, item 4), from the action row and
// its queue items as the engine leaves them.
import { describe, expect, it } from 'vitest';
import { PRIORITY } from '../store';
import { useTempLibrary } from '../../../test/support/core/store-support';
import { actionView } from './action-view';

const A = 'U46934WB2022PTC379350';
const B = 'L72223GJ1984PLC324449';
const C = 'U24342DL2008PLC417476';

describe('actionView', () => {
  const t = useTempLibrary();
  const mirrorOf = (id: string, subject: string, sandbox = false) =>
    t.lib.actions.create({ id, kind: 'mirror', subject, owner: { token: 'test-owner', pid: process.pid, host: 'test' }, quote: { quote: { title: `Mirror ${subject}`, sandbox }, plan: { kind: 'mirror', subject, sandbox } } });
  const view = (id: string, step?: string) => actionView(t.lib, t.lib.actions.get(id)!, step);
  const named = () => {
    t.lib.companies.upsertMaster({ id: A, name: 'Kemi Trading Private Limited', master: { cin: A }, readAt: '2026-11-21T09:00:00.000Z', requestId: 'req_a' });
    t.lib.filings.upsertMany(
      A,
      [
        { filingId: 'flg_sjg5zqpH48QSAwHfiJrg', formId: 'AOC-4', attachmentLabel: 'Financial statements', dateOfFiling: '04/09/2025', year: 2025, description: 'Financial statements for FY 2024-25' },
        { filingId: 'flg_0000000000000000002', formId: 'MGT-7', attachmentLabel: 'Annual Return', dateOfFiling: '04/10/2025', year: 2025 },
      ],
      { listedAt: '2026-11-21T09:00:00.000Z', requestId: 'req_f' },
    );
  };

  it('names the company and the filing being downloaded, never their ids', () => {
    named();
    mirrorOf('a', A);
    t.lib.actions.setState('a', 'running');
    t.lib.queue.enqueue({ actionId: 'a', kind: 'master', subject: A, priority: PRIORITY.manual });
    t.lib.queue.enqueue({ actionId: 'a', kind: 'pdf', subject: A, key: 'flg_0000000000000000002', priority: PRIORITY.manual + 1 });
    t.lib.queue.enqueue({ actionId: 'a', kind: 'pdf', subject: A, key: 'flg_sjg5zqpH48QSAwHfiJrg', priority: PRIORITY.manual + 1 });
    t.lib.queue.complete(t.lib.queue.claimNext('2026-11-21T10:00:00.000Z', 'test-owner')!.id);
    t.lib.queue.complete(t.lib.queue.claimNext('2026-11-21T10:00:00.000Z', 'test-owner')!.id);
    t.lib.queue.claimNext('2026-11-21T10:00:00.000Z', 'test-owner');
    const v = view('a', 'Downloading flg_sjg5zqpH48QSAwHfiJrg');
    expect(v.title).toBe('Mirror Kemi Trading Private Limited');
    expect(v.subject).toBe(A);
    expect(v.step).toBe('Downloading AOC-4 Financial statements FY 2024-25, 2 of 2');
    expect(JSON.stringify([v.title, v.step])).not.toMatch(/flg_|U46934/);
  });

  it('shows one mirror running and the others queued with their place, naming the one they wait for (issue 28 item 9)', () => {
    for (const [id, name] of [[B, 'Borvale Textiles Limited'], [C, 'Cendra Chemicals Limited']] as const) {
      t.lib.companies.upsertMaster({ id, name, master: { cin: id }, readAt: '2026-11-21T09:00:00.000Z', requestId: `req_${id}` });
    }
    for (const [id, subject] of [['first', B], ['second', C], ['third', A]] as const) {
      mirrorOf(id, subject);
      t.lib.actions.setState(id, 'running');
    }
    t.lib.queue.enqueue({ actionId: 'first', kind: 'pdf', subject: B, key: 'flg_b1', priority: PRIORITY.manual + 1 });
    t.lib.queue.enqueue({ actionId: 'second', kind: 'pdf', subject: C, key: 'flg_c1', priority: PRIORITY.manual + 1 });
    t.lib.queue.enqueue({ actionId: 'third', kind: 'pdf', subject: A, key: 'flg_a1', priority: PRIORITY.manual + 1 });
    t.lib.queue.claimNext('2026-11-21T10:00:00.000Z', 'test-owner'); // the first mirror's download runs
    // All three rows say "running" in the store; only the first has work under way.
    expect(view('first').state).toBe('running');
    expect([view('second').state, view('second').step]).toEqual(['queued', '2nd in line, behind Mirror Borvale Textiles Limited']);
    expect([view('third', 'Downloading flg_a0').state, view('third').step]).toEqual(['queued', '3rd in line, behind Mirror Borvale Textiles Limited and 1 other']);
    // Its short last step goes before the others' downloads: only the running mirror is ahead of it.
    t.lib.queue.enqueue({ actionId: 'third', kind: 'extr-forms', subject: A, priority: PRIORITY.manual });
    expect(view('third').step).toBe('2nd in line, behind Mirror Borvale Textiles Limited');
  });

  it('says why a running mirror makes no progress: the registry’s rate, the network, another action (issue 28 item 9)', () => {
    named();
    mirrorOf('w', A);
    t.lib.actions.setState('w', 'running');
    t.lib.queue.enqueue({ actionId: 'w', kind: 'pdf', subject: A, key: 'flg_sjg5zqpH48QSAwHfiJrg', priority: PRIORITY.manual + 1 });
    const item = t.lib.queue.claimNext('2026-11-21T10:00:00.000Z', 'test-owner')!;
    t.lib.queue.retryLater(item.id, { code: 'RATE_LIMITED', message: 'Too many requests' }, '2026-11-21T10:30:00.000Z');
    const v = view('w', 'Downloading AOC-4');
    expect([v.state, v.step]).toEqual(['running', "Waiting for the registry's rate limit; next try 21 Nov 2026, 16:00 IST"]);
    t.lib.queue.enqueue({ actionId: 'w', kind: 'master', subject: A, priority: PRIORITY.manual });
    const master = t.lib.queue.claimNext('2026-11-21T10:00:00.000Z', 'test-owner')!;
    t.lib.queue.retryLater(master.id, { code: 'NETWORK_ERROR', message: 'fetch failed' }, '2026-11-21T10:05:00.000Z');
    expect(view('w').step).toBe('Paused for the network: the registry did not answer; next try 21 Nov 2026, 15:35 IST');
    t.lib.queue.retryLater(master.id, { code: 'COMPANY_BUSY', message: 'another action' }, '2026-11-21T10:01:00.000Z');
    expect(view('w').step).toBe('Waiting on another action on this company; next try 21 Nov 2026, 15:31 IST');
  });

  it('shows a cancelled mirror stopped part way, not full, and says what was not bought', () => {
    mirrorOf('c', A);
    t.lib.actions.setState('c', 'running');
    for (let i = 0; i < 5; i++) t.lib.queue.enqueue({ actionId: 'c', kind: 'pdf', subject: A, key: `flg_${i}` });
    for (let i = 0; i < 2; i++) t.lib.queue.complete(t.lib.queue.claimNext('2026-11-21T10:00:00.000Z', 'test-owner')!.id);
    t.lib.actions.cancel('c');
    const v = view('c');
    expect(v.state).toBe('cancelled');
    expect([v.done, v.total]).toEqual([2, 5]);
    expect(v.step).toBe('Cancelled after 2 of 5 items; the other 3 were not bought');
    expect(v.sandbox).toBe(false);
  });

  it('says PDFs the sandbox does not hold will never arrive, apart from those not available yet', () => {
    mirrorOf('s', A, true);
    t.lib.actions.setState('s', 'running');
    for (let i = 0; i < 4; i++) t.lib.queue.enqueue({ actionId: 's', kind: 'pdf', subject: A, key: `flg_${i}` });
    const now = '2026-11-21T10:00:00.000Z';
    for (let i = 0; i < 3; i++) t.lib.queue.fail(t.lib.queue.claimNext(now, 'test-owner')!.id, 'unavailable', { code: 'NOT_IN_SANDBOX', message: 'NOT_IN_SANDBOX' });
    t.lib.queue.fail(t.lib.queue.claimNext(now, 'test-owner')!.id, 'unavailable', { code: 'DOC_NOT_AVAILABLE', message: 'DOC_NOT_AVAILABLE' });
    t.lib.actions.setState('s', 'done');
    const v = view('s');
    expect(v.sandbox).toBe(true);
    expect(v.step).toBe('Done; 3 PDFs are not in the sandbox and will never arrive there; 1 item not available at the registry yet (Fetch missing documents asks for them)');
  });
});
