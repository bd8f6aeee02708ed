import { describe, expect, it } from 'vitest';
import { createClock, DAY } from './clock';
import { createFaults, parseFaultPatch } from './faults';

describe('clock', () => {
  it('follows real time from its start and moves with advance() and set()', () => {
    let real = 1_000;
    const clock = createClock('2026-11-21T10:00:00.000Z', () => real);
    real += 500;
    expect(clock.iso()).toBe('2026-11-21T10:00:00.500Z');
    clock.advance(DAY);
    expect(clock.iso()).toBe('2026-11-22T10:00:00.500Z');
    clock.set('2027-01-01T00:00:00.000Z');
    real += 250;
    expect(clock.iso()).toBe('2027-01-01T00:00:00.250Z');
    expect(() => clock.advance(-1)).toThrow(/forward/);
    expect(() => clock.set('not a date')).toThrow(/ISO/);
  });
});

describe('faults', () => {
  it('consumes counted faults only on matching paths', () => {
    const faults = createFaults();
    faults.failNextRequests(2, '/filings');
    expect(faults.takeFailure('/v1/companies/X')).toBe(false);
    expect(faults.takeFailure('/v1/companies/X/filings')).toBe(true);
    expect(faults.takeFailure('/v1/companies/X/filings')).toBe(true);
    expect(faults.takeFailure('/v1/companies/X/filings')).toBe(false);
    faults.dropConnection(1);
    expect(faults.takeDrop('/anything')).toBe(true);
    expect(faults.takeDrop('/anything')).toBe(false);
  });

  it('validates admin patches', () => {
    expect(parseFaultPatch({ searchDown: true, refreshStageFails: 'masterData', latencyMs: 10 })).toEqual({
      searchDown: true,
      refreshStageFails: 'masterData',
      latencyMs: 10,
    });
    expect(parseFaultPatch({ searchDown: 'yes' })).toMatch(/boolean/);
    expect(parseFaultPatch({ refreshStageFails: 'directors' })).toMatch(/refreshStageFails/);
    expect(parseFaultPatch({ nope: true })).toMatch(/unknown/);
    const faults = createFaults();
    faults.set({ messyValues: true });
    faults.reset();
    expect(faults.get().messyValues).toBe(false);
  });
});
