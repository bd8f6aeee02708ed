import { describe, expect, it } from 'vitest';
import { useTempLibrary } from '../../../test/support/core/store-support';
import { CO, NOW, seedCompany, seedFilings } from '../../../test/support/core/signals-data';
import type { Finding } from '../../../shared/bridge/reports';
import type { Signal, SignalRuleId, SignalSeverity } from '../../../shared/bridge/signals';
import { assessCompany } from './assess';
import { riskBand } from './band';
import { computeSignals } from './registry';

const signal = (rule: SignalRuleId, severity: SignalSeverity): Signal => ({ rule, severity, title: `${rule} ${severity}`, detail: '', thresholds: [], since: '2026-01-01', rbi: null, evidence: [] });
const finding = (rule: string, severity: Finding['severity']): Finding => ({ rule, severity, title: `${rule} ${severity}`, detail: '', evidence: [] });

describe('the risk band', () => {
  it('standard with nothing, or only info; on watch with a medium finding or signal; high with a high one', () => {
    expect(riskBand([], [])).toMatchObject({ band: 'standard', reasons: [] });
    expect(riskBand([finding('network-group', 'info')], [signal('capital-changed', 'info')]).band).toBe('standard');
    expect(riskBand([finding('director-many-directorships', 'medium')], []).band).toBe('watch');
    expect(riskBand([], [signal('office-moved', 'medium')]).band).toBe('watch');
    const high = riskBand([finding('company-not-active', 'high')], [signal('office-moved', 'medium')]);
    expect(high.band).toBe('high');
    expect(high.reasons.map((r) => [r.source, r.rule, r.severity])).toEqual([
      ['finding', 'company-not-active', 'high'],
      ['signal', 'office-moved', 'medium'],
    ]);
    expect(high.rule).toContain('On watch: any medium finding or signal');
  });

  it('medium signals of three different rules are high, two are on watch, three of one rule are on watch', () => {
    expect(riskBand([], [signal('office-moved', 'medium'), signal('name-changed', 'medium'), signal('charge-new-lender', 'medium')]).band).toBe('high');
    expect(riskBand([], [signal('office-moved', 'medium'), signal('name-changed', 'medium')]).band).toBe('watch');
    expect(riskBand([], [signal('office-moved', 'medium'), signal('office-moved', 'medium'), signal('office-moved', 'medium')]).band).toBe('watch');
  });

  it('names a flag once when a signal reads it from a finding', () => {
    const flag = 'Disqualified director Vivek Raj Bose (DIN 08201405) on a board of the network';
    const band = riskBand([{ ...finding('network-disqualified-director', 'high'), title: flag }], [{ ...signal('associate-disqualified', 'high'), title: flag }]);
    expect(band.reasons).toEqual([{ source: 'signal', rule: 'associate-disqualified', severity: 'high', title: flag }]);
  });

  it('leaves out dismissed findings and findings about the library copy or open charges', () => {
    const dismissed = { ...finding('company-not-active', 'high'), review: { state: 'dismissed' as const, comment: 'revived by NCLT order', reviewedAt: NOW, reviewedBy: null } };
    expect(riskBand([dismissed, finding('stale-data', 'medium'), finding('open-charges', 'medium'), finding('unlock-expiring', 'medium')], []).band).toBe('standard');
  });
});

describe('overdue filings as a signal, by how long', () => {
  const t = useTempLibrary();

  // FY 2023-24 and FY 2024-25 done on time; FY 2025-26 with no AGM on record: its AGM was due 30 Sep 2026.
  const seed = () => {
    seedCompany(t.lib);
    t.lib.extractions.put({ companyId: CO, formType: 'MGT-7', key: 2025, payload: { fy_end: '2025-03-31', agm_date: '2025-09-29' }, readAt: NOW, requestId: 'req_mgt7' });
    seedFilings(t.lib, [
      { id: 'flg_A25', form: 'AOC-4', filed: '10/10/2025', description: 'Financial statements for FY 2024-25' },
      { id: 'flg_M25', form: 'MGT-7', filed: '10/11/2025', description: 'Annual return for FY 2024-25' },
      { id: 'flg_A24', form: 'AOC-4', filed: '10/10/2024', description: 'Financial statements for FY 2023-24' },
      { id: 'flg_M24', form: 'MGT-7', filed: '10/11/2024', description: 'Annual return for FY 2023-24' },
    ]);
  };
  const overdue = (now: string) => computeSignals(t.lib, CO, now).filter((s) => s.rule === 'filings-overdue');

  it('info up to 30 days, medium from 31, high from 91', () => {
    seed();
    expect(overdue('2026-09-30T10:00:00.000Z')).toEqual([]);
    expect(overdue('2026-10-30T10:00:00.000Z')).toEqual([expect.objectContaining({ severity: 'info', since: '2026-09-30' })]);
    expect(overdue('2026-10-31T10:00:00.000Z')).toEqual([expect.objectContaining({ severity: 'medium' })]);
    expect(overdue('2026-12-29T10:00:00.000Z')[0]).toMatchObject({ severity: 'medium', title: '3 statutory obligations are overdue, the longest by 90 days' });
    const [late] = overdue('2026-12-30T10:00:00.000Z');
    expect(late).toMatchObject({ severity: 'high', since: '2026-09-30' });
    expect(late!.detail).toContain('FY 2025-26 AGM: No AGM for FY 2025-26 on record: overdue by 91 days (due 30 Sep 2026). Section 96 of the Companies Act, 2013');
    expect(late!.evidence.map((e) => e.reference)).toEqual([`company ${CO}, request req_master_co`, `company ${CO}, list request req_list_co`]);
  });

  it('a company assessed: signals, statutory status and band from one read, the overdue AGM making it high', () => {
    seed();
    const assessed = assessCompany(t.lib, CO, '2026-12-30T10:00:00.000Z');
    expect(assessed.statutory.obligations.filter((o) => o.state === 'overdue').map((o) => o.kind)).toEqual(['agm', 'accounts', 'annual-return']);
    expect(assessed.band.band).toBe('high');
    expect(assessed.band.reasons[0]).toMatchObject({ source: 'signal', rule: 'filings-overdue', severity: 'high' });
    expect(assessed.signals).toEqual(computeSignals(t.lib, CO, '2026-12-30T10:00:00.000Z'));
  });
});
