import { describe, expect, it } from 'vitest';
import { useTempLibrary } from '../../../../test/support/core/store-support';
import { CO, LIST_REQUEST, NOW, seedCompany, seedFilings, seedPdfText, seedProfile } from '../../../../test/support/core/signals-data';
import type { Library } from '../../store';
import { computeSignals } from '../registry';

const of = (lib: Library, rule: string) => computeSignals(lib, CO, NOW).filter((s) => s.rule === rule);

const BOARD = [
  { din: '07000010', name: 'Asha Rao' },
  { din: '07000011', name: 'Kiran Das' },
];

describe('directors leaving', () => {
  const t = useTempLibrary();

  it('two cessations within 12 months (one on the window’s first day): high at half the board, each cited to the profile and its DIR-12, the page stating the name', () => {
    seedCompany(t.lib, { board: BOARD });
    seedProfile(t.lib, '07000001', 'Vikram Shah', [{ ceasedOn: '03/15/2026' }]);
    seedProfile(t.lib, '07000002', 'Meera Iyer', [{ ceasedOn: '11/21/2025' }]);
    seedProfile(t.lib, '07000003', 'Ravi Menon', [{ ceasedOn: '11/20/2025' }]);
    seedFilings(t.lib, [
      { id: 'flg_D1', form: 'DIR-12', filed: '20/03/2026', label: 'Particulars of cessation of directors', description: 'Cessation of Vikram Shah as Director' },
      { id: 'flg_D2', form: 'DIR-12', filed: '01/12/2025', label: 'Particulars of cessation of directors' },
    ]);
    const pages = ['Form DIR-12 Particulars of appointment of directors and key managerial personnel and the changes among them', 'Cessation: MEERA   IYER, DIN 07000002, with effect from 21/11/2025'];
    seedPdfText(t.lib, 'flg_D2', pages);
    const [signal] = of(t.lib, 'directors-leaving');
    expect(signal).toMatchObject({ severity: 'high', since: '2026-03-15', rbi: null, title: '2 directors left within 21 Nov 2025 to 21 Nov 2026' });
    expect(signal!.detail).toContain('Meera Iyer (DIN 07000002), 21 Nov 2025; Vikram Shah (DIN 07000001), 15 Mar 2026');
    expect(signal!.detail).not.toContain('Ravi');
    expect(signal!.thresholds).toEqual([
      { name: 'DIRECTOR_EXITS_MIN', value: 2, unit: 'cessations' },
      { name: 'EVENT_WINDOW_MONTHS', value: 12, unit: 'months' },
      { name: 'DIRECTOR_EXITS_HIGH_PERCENT', value: 50, unit: 'percent of the board' },
    ]);
    // Each cessation cited to the profile that dates it and the DIR-12 that reports it.
    expect(signal!.evidence.map((e) => [e.kind, e.id, e.reference, e.page])).toEqual([
      ['record', '07000002', 'director 07000002, request req_profile_07000002', undefined],
      ['filing', 'flg_D2', `filing flg_D2, list request ${LIST_REQUEST}`, 2],
      ['record', '07000001', 'director 07000001, request req_profile_07000001', undefined],
      ['filing', 'flg_D1', `filing flg_D1, list request ${LIST_REQUEST}`, undefined],
    ]);
    expect(signal!.evidence[0]!.label).toContain('ceased as Director of U72200KA2009PTC049889 on 21 Nov 2025');
    // The page cited is the page of the stored text that names her.
    expect(t.lib.search.pageText('flg_D2', 2)).toMatch(/MEERA\s+IYER/);
  });

  it('one cessation is not enough; one a day before the window does not count', () => {
    seedCompany(t.lib, { board: BOARD });
    seedProfile(t.lib, '07000001', 'Vikram Shah', [{ ceasedOn: '03/15/2026' }]);
    seedProfile(t.lib, '07000003', 'Ravi Menon', [{ ceasedOn: '11/20/2025' }]);
    expect(of(t.lib, 'directors-leaving')).toEqual([]);
  });

  it('medium below half the board: 2 of 5 left', () => {
    seedCompany(t.lib, { board: [...BOARD, { din: '07000012', name: 'Leela Nair' }] });
    seedProfile(t.lib, '07000001', 'Vikram Shah', [{ ceasedOn: '03/15/2026' }]);
    seedProfile(t.lib, '07000002', 'Meera Iyer', [{ ceasedOn: '04/15/2026' }]);
    expect(of(t.lib, 'directors-leaving')[0]).toMatchObject({ severity: 'medium' });
  });

  it('an additional director regularised has not left; a DIR-12 saying a director ceased counts on its own when no profile dates it', () => {
    seedCompany(t.lib, { board: BOARD });
    seedProfile(t.lib, '07000010', 'Asha Rao', [{ designation: 'Additional Director', ceasedOn: '09/30/2026' }, { designation: 'Director', appointedOn: '09/30/2026' }]);
    seedProfile(t.lib, '07000001', 'Vikram Shah', [{ ceasedOn: '03/15/2026' }]);
    expect(of(t.lib, 'directors-leaving')).toEqual([]);
    seedFilings(t.lib, [{ id: 'flg_D9', form: 'DIR-12', filed: '10/08/2026', description: 'Cessation of Sunil Joshi as Director' }]);
    const [signal] = of(t.lib, 'directors-leaving');
    expect(signal).toMatchObject({ since: '2026-08-10' });
    expect(signal!.detail).toContain('Cessation of Sunil Joshi as Director, 10 Aug 2026');
    expect(signal!.evidence.map((e) => e.id)).toEqual(['07000001', 'flg_D9']);
  });
});

describe('a DIR-12 naming no one, matched to a cessation up to 90 days after it', () => {
  const t = useTempLibrary();

  const seed = (filed: string) => {
    seedCompany(t.lib, { board: BOARD });
    seedProfile(t.lib, '07000001', 'Vikram Shah', [{ ceasedOn: '03/15/2026' }]);
    seedProfile(t.lib, '07000002', 'Meera Iyer', [{ ceasedOn: '04/15/2026' }]);
    seedFilings(t.lib, [{ id: 'flg_D5', form: 'DIR-12', filed, label: 'Particulars of cessation of directors' }]);
  };

  it('90 days after: the same cessation, cited beside it', () => {
    seed('14/07/2026');
    const [signal] = of(t.lib, 'directors-leaving');
    expect(signal!.title).toMatch(/^2 directors left/);
    expect(signal!.evidence.map((e) => e.id)).toEqual(['07000001', '07000002', 'flg_D5']);
  });

  it('91 days after: a cessation of its own', () => {
    seed('15/07/2026');
    expect(of(t.lib, 'directors-leaving')[0]!.title).toMatch(/^3 directors left/);
  });
});

describe('auditor resigned or appointed', () => {
  const t = useTempLibrary();

  it('an ADT-3 in the window is high, cited to the page that says so; the ADT-1 after it is the change of auditor; an ADT-1 before the window is nothing', () => {
    seedCompany(t.lib);
    seedFilings(t.lib, [
      { id: 'flg_ADT3', form: 'ADT-3', filed: '10/02/2026', description: 'Notice of resignation by the auditor' },
      { id: 'flg_ADT1', form: 'ADT-1', filed: '15/03/2026', description: 'Intimation of appointment of auditor' },
      { id: 'flg_ADT1old', form: 'ADT-1', filed: '20/11/2025', description: 'Intimation of appointment of auditor' },
    ]);
    seedPdfText(t.lib, 'flg_ADT3', ['Form ADT-3', 'Reasons: We hereby RESIGN as statutory auditors as information sought was not provided.']);
    const [resigned] = of(t.lib, 'auditor-resigned');
    expect(resigned).toMatchObject({ severity: 'high', since: '2026-02-10', title: 'Auditor resigned (ADT-3 filed 10 Feb 2026)' });
    expect(resigned!.evidence).toEqual([
      { kind: 'filing', id: 'flg_ADT3', page: 2, label: expect.stringMatching(/filed 10 Feb 2026$/), reference: `filing flg_ADT3, list request ${LIST_REQUEST}` },
    ]);
    expect(t.lib.search.pageText('flg_ADT3', 2)).toContain('RESIGN');
    const appointed = of(t.lib, 'auditor-appointed');
    expect(appointed).toHaveLength(1);
    expect(appointed[0]).toMatchObject({ severity: 'medium', since: '2026-03-15', title: 'New auditor after a resignation (ADT-1 filed 15 Mar 2026)' });
    expect(appointed[0]!.evidence.map((e) => e.id)).toEqual(['flg_ADT1', 'flg_ADT3']);
  });

  it('an ADT-1 alone is info (a re-appointment files one too); the window’s first day counts', () => {
    seedCompany(t.lib);
    seedFilings(t.lib, [{ id: 'flg_ADT1', form: 'ADT-1', filed: '21/11/2025' }]);
    expect(of(t.lib, 'auditor-appointed')).toEqual([expect.objectContaining({ severity: 'info', since: '2025-11-21' })]);
    expect(of(t.lib, 'auditor-resigned')).toEqual([]);
  });
});
