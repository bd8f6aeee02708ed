import { describe, expect, it } from 'vitest';
import { cinOf, mirrorCompany } from '../../../../test/support/core/network-data';
import { useTempLibrary } from '../../../../test/support/core/store-support';
import { CO, NOW, seedAccounts, seedCompany, seedFilings, seedPdfText } from '../../../../test/support/core/signals-data';
import type { Library } from '../../store';
import { reviewedFindings } from '../../findings';
import { assessCompany } from '../assess';
import { riskBand } from '../band';
import { computeSignals } from '../registry';

const of = (lib: Library, rule: string, id = CO) => computeSignals(lib, id, NOW).filter((s) => s.rule === rule);

describe('profit turned to loss', () => {
  const t = useTempLibrary();

  it('a loss of ₹1 lakh after a profit is a signal, cited to both years’ extractions, since the loss year’s AOC-4 was filed', () => {
    seedCompany(t.lib);
    const before = seedAccounts(t.lib, 2024, { profit: 5_000_000 });
    const after = seedAccounts(t.lib, 2025, { profit: -100_000 });
    const [signal] = of(t.lib, 'profit-to-loss');
    expect(signal).toMatchObject({ severity: 'medium', since: '2026-10-30', title: 'Profit turned to a loss in FY 2025-26' });
    expect(signal!.detail).toBe('Profit for the year (standalone) went from ₹50,00,000 in FY 2024-25 to (₹1,00,000) in FY 2025-26, the latest year on file.');
    expect(signal!.evidence.map((e) => [e.kind, e.id, e.reference])).toEqual([
      ['extraction', String(before.id), 'request req_aoc4_2024'],
      ['extraction', String(after.id), 'request req_aoc4_2025'],
    ]);
    expect(signal!.thresholds).toEqual([{ name: 'LOSS_MIN_PAISA', value: 10_000_000, unit: 'paisa' }]);
  });

  it('each year is cited to the page of its filed PDF that prints the profit, the page naming the line where the value is printed twice; no page when a PDF is not stored', () => {
    seedCompany(t.lib);
    seedFilings(t.lib, [
      { id: 'flg_AOC_2024', form: 'AOC-4', filed: '30/10/2025' },
      { id: 'flg_AOC_2025', form: 'AOC-4', filed: '30/10/2026' },
    ]);
    seedAccounts(t.lib, 2024, { profit: 5_000_000 });
    seedAccounts(t.lib, 2025, { profit: -100_000 });
    seedPdfText(t.lib, 'flg_AOC_2025', [
      'Form AOC-4. Authorised capital 1,00,000',
      'Balance sheet as at 31 March 2026',
      'Statement of profit and loss. Profit (loss) for the year (1,00,000) 50,00,000',
    ]);
    const [signal] = of(t.lib, 'profit-to-loss');
    expect(signal!.evidence.map((e) => [e.kind, e.reference, e.page])).toEqual([
      ['extraction', 'filing flg_AOC_2024, request req_aoc4_2024', undefined],
      ['extraction', 'filing flg_AOC_2025, request req_aoc4_2025', 3],
    ]);
    // The label says what it is; the page is given once, beside it.
    expect(signal!.evidence[1]!.label).not.toMatch(/page/);
    seedPdfText(t.lib, 'flg_AOC_2024', ['Statement of profit and loss', 'Profit (loss) for the year 50,00,000']);
    expect(of(t.lib, 'profit-to-loss')[0]!.evidence.map((e) => e.page)).toEqual([2, 3]);
  });

  it('a loss of ₹99,999.99 is below the threshold; a loss after a loss is no turn', () => {
    seedCompany(t.lib);
    seedAccounts(t.lib, 2024, { profit: 5_000_000 });
    seedAccounts(t.lib, 2025, { profit: '-99999.99' });
    expect(of(t.lib, 'profit-to-loss')).toEqual([]);
    seedAccounts(t.lib, 2024, { profit: -1 });
    seedAccounts(t.lib, 2025, { profit: -5_000_000 });
    expect(of(t.lib, 'profit-to-loss')).toEqual([]);
  });
});

describe('net worth eroded', () => {
  const t = useTempLibrary();

  it('falling by exactly half is medium; by a paisa less is nothing', () => {
    seedCompany(t.lib);
    seedAccounts(t.lib, 2024, { netWorth: 10_000_000 });
    seedAccounts(t.lib, 2025, { netWorth: 5_000_000 });
    expect(of(t.lib, 'net-worth-eroded')).toEqual([expect.objectContaining({ severity: 'medium', title: 'Net worth fell by 50.0% in FY 2025-26', since: '2026-10-30' })]);
    seedAccounts(t.lib, 2025, { netWorth: '5000000.01' });
    expect(of(t.lib, 'net-worth-eroded')).toEqual([]);
  });

  it('below zero is high whatever the base; a fall from under ₹10 lakh is not counted', () => {
    seedCompany(t.lib);
    seedAccounts(t.lib, 2024, { netWorth: 999_999 });
    seedAccounts(t.lib, 2025, { netWorth: 1 });
    expect(of(t.lib, 'net-worth-eroded')).toEqual([]);
    seedAccounts(t.lib, 2025, { netWorth: -1 });
    const [signal] = of(t.lib, 'net-worth-eroded');
    expect(signal).toMatchObject({ severity: 'high', title: 'Net worth below zero in FY 2025-26' });
    expect(signal!.detail).toContain('from ₹9,99,999 in FY 2024-25 to (₹1) in FY 2025-26');
  });

  it('is cited to the page that prints the net worth', () => {
    seedCompany(t.lib);
    seedFilings(t.lib, [{ id: 'flg_AOC_2025', form: 'AOC-4', filed: '30/10/2026' }]);
    seedAccounts(t.lib, 2024, { netWorth: 10_000_000 });
    seedAccounts(t.lib, 2025, { netWorth: -250_000 });
    seedPdfText(t.lib, 'flg_AOC_2025', ['Form AOC-4', "Balance sheet. Total equity (shareholders' funds) (2,50,000) 1,00,00,000"]);
    expect(of(t.lib, 'net-worth-eroded')[0]!.evidence.map((e) => e.page)).toEqual([undefined, 2]);
  });
});

describe('struck-off or disqualified associates, read from the connections graph’s flags', () => {
  const t = useTempLibrary();

  it('a struck-off associate is medium, a dormant one is nothing, a disqualified director on a network board is high; cited to the master records', () => {
    const root = cinOf(1);
    mirrorCompany(t.lib, root, { name: 'Target Limited', board: [{ din: '00000001' }, { din: '00000005' }] });
    mirrorCompany(t.lib, cinOf(2), { name: 'Struck Co Private Limited', status: 'Strike Off', board: [{ din: '00000001' }, { din: '00000002', disqualified: true }] });
    mirrorCompany(t.lib, cinOf(3), { name: 'Sleepy Co Private Limited', status: 'Dormant', board: [{ din: '00000005' }] });
    const [struck, ...more] = of(t.lib, 'associate-struck-off', root);
    expect(more).toEqual([]);
    expect(struck).toMatchObject({ severity: 'medium', since: '2026-11-20', title: `Associate Struck Co Private Limited (${cinOf(2)}) is Strike Off` });
    expect(struck!.evidence.map((e) => [e.kind, e.id, e.reference])).toEqual([
      ['record', root, `company ${root}, request req_master_${root}`],
      ['record', cinOf(2), `company ${cinOf(2)}, request req_master_${cinOf(2)}`],
    ]);
    const [disqualified] = of(t.lib, 'associate-disqualified', root);
    expect(disqualified).toMatchObject({ severity: 'high', thresholds: [{ name: 'DISQUALIFIED_LOOKBACK_YEARS', value: 5, unit: 'years' }] });
    expect(disqualified!.detail).toContain(`Master record of ${cinOf(2)}`);
    expect(disqualified!.evidence.map((e) => e.id)).toEqual([cinOf(2)]);
    // Assessed with the network read once: the same band as the findings and signals read on their own.
    expect(assessCompany(t.lib, root, NOW).band).toEqual(riskBand(reviewedFindings(t.lib, root, NOW), computeSignals(t.lib, root, NOW)));
  });
});
