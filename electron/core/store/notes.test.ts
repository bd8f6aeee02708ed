import { describe, expect, it } from 'vitest';
import { rawDatabase } from './library';
import { CIN, CIN2, masterInput, useTempLibrary } from '../../../test/support/core/store-support';

describe('notes', () => {
  const t = useTempLibrary();
  const seed = () => {
    t.lib.companies.upsertMaster(masterInput());
    t.lib.companies.upsertMaster(masterInput({ id: CIN2, name: 'Harbour Finance Limited' }));
  };

  it('creates, reads back every anchor kind, updates and deletes', () => {
    seed();
    const company = t.lib.notes.create({ companyId: CIN, anchor: { kind: 'company' }, body: 'Promoter group is also the largest supplier.' });
    const page = t.lib.notes.create({ companyId: CIN, anchor: { kind: 'filing-page', filingId: 'flg_AOC4FY2024AAAA', page: 3 }, body: 'Auditor qualification' });
    const selection = t.lib.notes.create({
      companyId: CIN,
      anchor: { kind: 'pdf-selection', filingId: 'flg_AOC4FY2024AAAA', page: 4, text: 'hypothecation of book debts' },
      body: 'Receivables pledged',
    });
    const figure = t.lib.notes.create({
      companyId: CIN,
      anchor: { kind: 'figure', form: 'AOC-4', fyStart: 2023, scope: 'standalone', qname: 'in-gaap:RevenueFromOperations' },
      body: 'Revenue jump explained by one contract',
    });
    expect(t.lib.notes.listByCompany(CIN).map((n) => n.id)).toEqual([company.id, page.id, selection.id, figure.id]);
    expect(t.lib.notes.get(selection.id)?.anchor).toEqual({ kind: 'pdf-selection', filingId: 'flg_AOC4FY2024AAAA', page: 4, text: 'hypothecation of book debts' });
    expect(t.lib.notes.get(figure.id)?.anchor).toEqual({ kind: 'figure', form: 'AOC-4', fyStart: 2023, scope: 'standalone', qname: 'in-gaap:RevenueFromOperations' });
    expect(t.lib.notes.listByCompany(CIN2)).toEqual([]);

    t.clock.now = new Date('2026-11-22T09:00:00.000Z');
    const updated = t.lib.notes.update(page.id, { body: 'Auditor qualification on inventory' });
    expect(updated?.body).toBe('Auditor qualification on inventory');
    expect(updated?.anchor).toEqual(page.anchor);
    expect(updated?.updatedAt).toBe('2026-11-22T09:00:00.000Z');
    expect(updated?.createdAt).toBe(page.createdAt);
    expect(t.lib.notes.update(9999, { body: 'x' })).toBeNull();

    expect(t.lib.notes.delete(company.id)).toBe(true);
    expect(t.lib.notes.delete(company.id)).toBe(false);
    expect(t.lib.notes.get(company.id)).toBeNull();
  });

  it('finds notes by their words, the selected PDF text and the qname, and forgets old words on update and delete', () => {
    seed();
    const a = t.lib.notes.create({ companyId: CIN, anchor: { kind: 'company' }, body: 'Related-party loans to the promoter' });
    const b = t.lib.notes.create({ companyId: CIN2, anchor: { kind: 'pdf-selection', filingId: 'flg_X1234567', page: 2, text: 'hypothecation of stock' }, body: 'Check the charge' });
    t.lib.notes.create({ companyId: CIN, anchor: { kind: 'figure', form: 'AOC-4', fyStart: 2023, scope: 'standalone', qname: 'in-gaap:TradeReceivables' }, body: 'Ageing?' });

    expect(t.lib.notes.search('promoter').map((h) => h.id)).toEqual([a.id]);
    expect(t.lib.notes.search('promoter')[0]!.snippet).toContain('«promoter»');
    expect(t.lib.notes.search('hypothec').map((h) => h.id)).toEqual([b.id]);
    expect(t.lib.notes.search('TradeReceivables')).toHaveLength(1);
    expect(t.lib.notes.search('promoter', { companyId: CIN2 })).toEqual([]);
    expect(t.lib.notes.search('"(*')).toEqual([]);

    t.lib.notes.update(a.id, { body: 'Loans to a director' });
    expect(t.lib.notes.search('promoter')).toEqual([]);
    expect(t.lib.notes.search('director').map((h) => h.id)).toEqual([a.id]);
    t.lib.notes.delete(a.id);
    expect(t.lib.notes.search('director')).toEqual([]);
    // FTS5's own check compares the index with the notes table: it throws when they disagree.
    expect(() => rawDatabase(t.lib).prepare(`INSERT INTO notes_fts (notes_fts) VALUES ('integrity-check')`).run()).not.toThrow();
  });
});
