import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../../emulator/index';
import { companyForMirror, mirror, waitForAction } from '../../../test/support/core/mirror-flow';
import { type CoreFixture, openCore, removeDir, startTestEmulator } from '../../../test/support/core/seeded-core';

// One sandbox mirror through the facade, then every library view of it.
let emu: EmulatorHandle;
let fx: CoreFixture;
let cin: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  // The emulator's clock for both sides: the usage is read at most once a minute, tests move past it.
  fx = await openCore({ embedded: { baseUrl: emu.url, testKey: emu.keys.test }, now: () => emu.clock.now() });
  await fx.call('onboarding.useSandbox');
  cin = companyForMirror(emu, true);
  const action = await mirror(fx, cin);
  if (action.state !== 'done') throw new Error(`mirror ended ${action.state}: ${JSON.stringify(action.error)}`);
}, 120_000);

afterAll(async () => {
  await fx?.close();
  if (fx) removeDir(fx.dataDir);
  await emu.close();
});

describe('a mirrored sandbox company', () => {
  it('is offered in the sandbox list and shows in the library, unlocked as sandbox, with filings and PDFs', async () => {
    const sandbox = await fx.call('registry.sandbox');
    expect(sandbox).toHaveLength(52);
    expect(sandbox.map((c) => c.id)).toContain(cin);
    expect(sandbox.find((c) => c.id === cin)).toMatchObject({ kind: 'company', matchScore: null, city: expect.any(String) });
    const list = await fx.call('library.companies', { sort: 'mirroredAt' });
    const summary = list.find((c) => c.id === cin)!;
    expect(summary).toMatchObject({ sandbox: true, unlock: { state: 'active', sandbox: true }, spendPaisa: 0 });
    expect(summary.totalFilings).toBe(emu.registry.filings(cin).length);
    expect(summary.downloadedPdfs + summary.missingPdfs).toBe(summary.totalFilings);
    expect(summary.mirroredAt).not.toBeNull();
    expect(summary.freshness.badge).not.toBe('unknown');
  });

  it('gives the company detail with its board from the master record', async () => {
    const detail = await fx.call('company.detail', { id: cin });
    expect(detail.master).not.toBeNull();
    expect(detail.masterProvenance.requestId).toEqual(expect.any(String));
    expect(detail.directors.length).toBeGreaterThan(0);
  });

  it('lists the filings with a local state each, and serves the downloaded PDFs', async () => {
    const filings = await fx.call('company.filings', { id: cin });
    expect(filings).toHaveLength(emu.registry.filings(cin).length);
    expect(filings.every((f) => f.localState !== 'locked')).toBe(true);
    const downloaded = filings.filter((f) => f.localState === 'downloaded');
    expect(downloaded.length).toBeGreaterThan(0);
    for (const f of downloaded.slice(0, 3)) {
      const doc = await fx.call('filing.document', { filingId: f.filingId });
      expect(doc.url).toBe(`/files/pdf/${f.filingId}`);
      expect(await fx.core.files.pdfPath(f.filingId)).toMatch(/\.pdf$/);
    }
  });

  it('pivots the AOC-4 extractions, each year citing a filing of the company that carries its figures', async () => {
    const view = await fx.call('company.financials', { id: cin });
    expect(view.years.length).toBeGreaterThan(0);
    expect(view.rows.length).toBeGreaterThan(10);
    expect(view.rows.every((r) => !r.label.includes(':'))).toBe(true);
    const filingIds = new Set((await fx.call('company.filings', { id: cin })).map((f) => f.filingId));
    for (const year of view.years) {
      const source = view.sources[String(year)]!;
      expect(filingIds.has(source.filingId!)).toBe(true);
      const figures = await fx.call('filing.figures', { filingId: source.filingId! });
      const standalone = figures.filter((f) => f.scope === 'standalone' && f.year === String(year));
      expect(standalone.length).toBe(view.rows.filter((r) => r.values[String(year)] !== null).length);
    }
  });

  it('sent progress, library and freshness events, and spent nothing on a test key', async () => {
    const names = new Set(fx.events.map((e) => e.name));
    expect(names).toContain('action.progress');
    expect(names).toContain('library.changed');
    expect(fx.events).toContainEqual({ name: 'freshness', payload: { companyId: cin, badge: expect.any(String) } });
    emu.clock.advance(61_000);
    const spend = await fx.call('spend.summary', {});
    expect(spend).toMatchObject({ totalPaisa: 0, sessionSpendPaisa: 0, recent: [], differences: [] });
    expect(spend.apiUsage?.byEndpoint.some((r) => r.endpoint === 'companies.master')).toBe(true);
    expect(fx.transcript()).not.toContain(emu.keys.test);
  });

  it('buys the director contact on the sandbox for nothing and shows it decrypted', async () => {
    const din = (await fx.call('company.detail', { id: cin })).directors[0]!.din;
    expect(await fx.call('director.contact', { din })).toBeNull();
    const quote = await fx.call('directorContact.quote', { din });
    expect(quote).toMatchObject({ action: 'directorContact', subject: din, sandbox: true, totalPaisa: 0, blockedReason: null });
    expect(quote.lines.map((l) => l.endpointKey)).toEqual(['directors.unlock', 'directors.contact']);
    const queued = await fx.call('action.run', { quoteId: quote.quoteId });
    expect(await waitForAction(fx, queued.id)).toMatchObject({ kind: 'directorContact', state: 'done', error: null, spentPaisa: 0 });
    const contact = await fx.call('director.contact', { din });
    expect(contact).toMatchObject({ din, contact: emu.registry.directorContact(din), requestId: expect.any(String) });
    expect((await fx.fail('action.run', { quoteId: quote.quoteId })).code).toBe('QUOTE_UNKNOWN');
  });

  it('is still there after a restart on the same data dir, with the key from the secret store', async () => {
    const before = await fx.call('library.companies', { sort: 'name' });
    await fx.close();
    const fail = await fx.fail('app.status');
    expect(fail.code).toBe('CORE_CLOSED');
    fx = await openCore({ dataDir: fx.dataDir, secrets: fx.secrets, embedded: { baseUrl: emu.url, testKey: emu.keys.test } });
    expect(await fx.call('app.status')).toMatchObject({ mode: 'sandbox', embedded: true, online: true });
    expect(await fx.call('library.companies', { sort: 'name' })).toEqual(before);
    expect((await fx.call('action.list')).find((a) => a.subject === cin)?.state).toBe('done');
  });
});
