import { describe, expect, it } from 'vitest';
import { monthStart } from './budget';

describe('monitoring month', () => {
  it('starts at midnight IST on the first, whatever the UTC date says', () => {
    expect(monthStart(Date.parse('2027-03-15T10:00:00.000Z'))).toBe('2027-02-28T18:30:00.000Z');
    // 31 March 20:00 UTC is already 1 April in India.
    expect(monthStart(Date.parse('2027-03-31T20:00:00.000Z'))).toBe('2027-03-31T18:30:00.000Z');
    expect(monthStart(Date.parse('2027-01-01T00:00:00.000Z'))).toBe('2026-12-31T18:30:00.000Z');
  });
});
