import { describe, expect, it } from 'vitest';
import type { DirectorRoleRow } from '../store';
import { mergeRoles } from './director-roles';

const row = (over: Partial<DirectorRoleRow>): DirectorRoleRow => ({
  din: '03779750',
  companyId: 'U46934WB2022PTC379350',
  companyName: 'Kemi Trading Private Limited',
  source: 'master',
  role: 'Director',
  designation: 'Director',
  appointedOn: '2024-02-13',
  ceasedOn: null,
  ceasedAsWritten: null,
  kmp: false,
  ...over,
});

describe("a director's roles", () => {
  it('lists a role once when the register and the profile both name it', () => {
    expect(mergeRoles([row({}), row({ source: 'profile', kmp: null })])).toEqual([expect.objectContaining({ sources: ['master', 'profile'], kmp: false })]);
  });

  it('lists a role once when one record repeats it word for word (issue 28 item 18: one role read twice)', () => {
    const merged = mergeRoles([row({}), row({}), row({ source: 'profile' }), row({ source: 'profile', designation: 'DIRECTOR' })]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.sources).toEqual(['master', 'profile']);
  });

  it('keeps two periods at one company, and rows the two records disagree on, apart', () => {
    const again = row({ appointedOn: '2025-04-01' });
    expect(mergeRoles([row({ ceasedOn: '2024-12-31' }), again])).toHaveLength(2);
    expect(mergeRoles([row({}), row({ source: 'profile', designation: 'Managing Director' })])).toHaveLength(2);
  });
});
