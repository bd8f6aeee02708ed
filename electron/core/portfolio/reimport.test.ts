// A book imported again under its name: rows matched by reference (without one, by name and
// identifier), the report saying exactly what was added, updated (with what changed in words),
// unchanged and removed; an updated row keeps what it resolved to unless the cells naming its
// company changed; removed rows are gone, each leaving a tombstone.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookFile } from '../../../shared/bridge/portfolio';
import { engineFor, tempLibrary } from '../../../test/support/core/mirror-support';
import { masterInput } from '../../../test/support/core/store-support';
import type { MirrorEngine } from '../mirror';
import { createPortfolioService, type PortfolioService } from './portfolios';

const HEADER = 'Loan A/c No,Borrower Name,CIN,State,Exposure,Segment';
const file = (lines: string[], name = 'sme.csv'): BookFile => ({ name, encoding: 'utf8', content: `${[HEADER, ...lines].join('\r\n')}\r\n` });
const ZENITH = 'U72200KA2009PTC049889';
const HARBOUR = 'L65910MH1994PLC080618';

describe('importing a book again', () => {
  let lib: ReturnType<typeof tempLibrary>;
  let engine: MirrorEngine;
  let service: PortfolioService;
  beforeEach(() => {
    lib = tempLibrary();
    lib.library.companies.upsertMaster(masterInput());
    lib.library.companies.upsertMaster(masterInput({ id: HARBOUR, name: 'Harbour Finance Limited', state: 'Maharashtra', knownAs: null }));
    engine = engineFor({ library: lib.library, client: null });
    service = createPortfolioService({ library: lib.library, engine, now: () => Date.parse('2026-11-21T10:00:00.000Z') });
  });
  afterEach(async () => {
    service.close();
    await engine.close();
    lib.cleanup();
  });

  it('reports exactly the rows added, updated and removed, in words, and keeps what unchanged rows resolved to', async () => {
    const first = await service.import('SME', file([
      'LN1,Zenith Lotus Software Pvt Ltd,,Karnataka,1.2 crore,SME',
      'LN2,Harbour Finance Ltd,,,45 lakh,SME',
      'LN3,Kemi Trading Pvt Ltd,,,"₹5,00,000",SME',
      'LN4,Gone Away Pvt Ltd,,,n/a,SME',
      'LN5,Moving Line Ltd,,,10L,SME',
    ]));
    expect(first).toMatchObject({ created: true, added: 5, updated: 0, unchanged: 0, removed: 0, changes: [], openRows: 2 });
    expect(first.bad).toEqual([{ line: 5, problem: 'exposure "n/a" is not an amount' }]);
    const rows = () => new Map(service.rows('SME').map((r) => [r.reference, r]));
    const before = rows();
    expect(before.get('LN1')).toMatchObject({ resolution: 'resolved', resolvedBy: 'library', companyId: ZENITH });
    // The analyst answers an open row; an exposure edit later must not undo it.
    service.resolveRow('SME', String(before.get('LN3')!.line), HARBOUR);

    const second = await service.import('sme', file([
      'LN5,Moving Line Ltd,,,10L,SME',
      'LN1,Zenith Lotus Software Pvt Ltd,,Karnataka,1.5 crore,Mid Corporate',
      'LN3,Kemi Trading Pvt Ltd,,,"₹6,00,000",SME',
      'LN2,Harbour Finance Ltd,L65910MH1994PLC080618,,45 lakh,SME',
      'LN6,New Borrower Ltd,,,2 Cr,SME',
    ], 'sme-april.csv'));
    expect(second).toMatchObject({ created: false, added: 1, updated: 3, unchanged: 1, removed: 1 });
    expect(second.book).toMatchObject({ name: 'SME', sourceName: 'sme-april.csv', rows: 5 });
    expect(second.changes).toEqual([
      { line: 3, reference: 'LN1', kind: 'updated', what: 'exposure ₹1.2 Cr → ₹1.5 Cr; Segment "SME" → "Mid Corporate"' },
      { line: 4, reference: 'LN3', kind: 'updated', what: 'exposure ₹5 L → ₹6 L' },
      { line: 5, reference: 'LN2', kind: 'updated', what: 'identifier added: "L65910MH1994PLC080618"' },
      { line: 5, reference: 'LN4', kind: 'removed', what: 'removed: Gone Away Pvt Ltd' },
      { line: 6, reference: 'LN6', kind: 'added', what: 'added: New Borrower Ltd, ₹2 Cr' },
    ].sort((a, b) => a.line - b.line || ['removed', 'updated', 'added'].indexOf(a.kind) - ['removed', 'updated', 'added'].indexOf(b.kind)));
    const after = rows();
    // Ids stay with their rows; the line follows the file.
    for (const ref of ['LN1', 'LN2', 'LN3', 'LN5']) expect(after.get(ref)!.rowId, ref).toBe(before.get(ref)!.rowId);
    expect(after.get('LN5')!.line).toBe(2);
    expect(after.has('LN4')).toBe(false);
    // The analyst's answer survived an exposure edit; a new identifier resolved its row by identifier.
    expect(after.get('LN3')).toMatchObject({ resolution: 'resolved', resolvedBy: 'analyst', companyId: HARBOUR, exposurePaisa: 6_00_000_00 });
    expect(after.get('LN2')).toMatchObject({ resolution: 'resolved', resolvedBy: 'identifier', companyId: HARBOUR });
    expect(after.get('LN1')).toMatchObject({ resolvedBy: 'library', exposurePaisa: 1_50_00_000_00, tags: { Segment: 'Mid Corporate' } });
    expect(lib.library.portfolios.tombstones(second.book.id)).toEqual([{ uid: before.get('LN4')!.rowId, kind: 'row', removedAt: expect.any(String) }]);

    // The same file once more: nothing changed.
    const third = await service.import('SME', file([
      'LN5,Moving Line Ltd,,,10L,SME',
      'LN1,Zenith Lotus Software Pvt Ltd,,Karnataka,1.5 crore,Mid Corporate',
      'LN3,Kemi Trading Pvt Ltd,,,"₹6,00,000",SME',
      'LN2,Harbour Finance Ltd,L65910MH1994PLC080618,,45 lakh,SME',
      'LN6,New Borrower Ltd,,,2 Cr,SME',
    ]));
    expect(third).toMatchObject({ added: 0, updated: 0, unchanged: 5, removed: 0, changes: [] });
  });

  it('re-resolves a row whose name changed, and matches rows without a reference by name (a name given twice in line order)', async () => {
    const noRef = (lines: string[]): BookFile => ({ name: 'x.csv', encoding: 'utf8', content: `Borrower Name,Exposure\n${lines.join('\n')}\n` });
    await service.import('Unreferenced', noRef(['Harbour Finance Ltd,5', 'Twice Traders,1', 'Twice Traders,2', 'Zenith Lotus Software Private Limited,3']));
    const first = service.rows('Unreferenced');
    const again = await service.import('Unreferenced', noRef(['Zenith Lotus Software Private Limited,3', 'Twice Traders,1', 'Twice Traders,7', 'Harbour Finance Ltd,5']));
    expect(again).toMatchObject({ added: 0, updated: 1, unchanged: 3, removed: 0 });
    expect(again.changes).toEqual([{ line: 4, reference: null, kind: 'updated', what: 'exposure ₹2 → ₹7' }]);
    const now = service.rows('Unreferenced');
    expect(now.find((r) => r.line === 2)!.rowId).toBe(first.find((r) => r.line === 5)!.rowId);

    await service.import('Renamed', file(['LN1,Zenith Lotus Software Pvt Ltd,,,1 crore,SME']));
    const renamed = await service.import('Renamed', file(['LN1,Harbour Finance Limited,,,1 crore,SME']));
    expect(renamed.changes).toEqual([{ line: 2, reference: 'LN1', kind: 'updated', what: 'name "Zenith Lotus Software Pvt Ltd" → "Harbour Finance Limited"' }]);
    expect(service.rows('Renamed')[0]).toMatchObject({ resolution: 'resolved', resolvedBy: 'library', companyId: HARBOUR });
  });

  it('refuses a file that is no book, leaving the book as it was', async () => {
    await service.import('SME', file(['LN1,Zenith Lotus Software Pvt Ltd,,,1 crore,SME']));
    await expect(service.import('SME', { name: 'photo.csv', encoding: 'base64', content: Buffer.from([0, 1, 2, 3, 0, 0, 9]).toString('base64') })).rejects.toMatchObject({ code: 'NOT_A_BOOK' });
    expect(service.rows('SME')).toHaveLength(1);
    expect(() => service.rows('nope')).toThrow(/There is no book named "nope" \(the books are "SME"\)/);
  });
});
