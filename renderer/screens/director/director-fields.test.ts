import { describe, expect, it } from 'vitest';
import { readProfile, roleWords } from './director-fields';

describe('roleWords', () => {
  it('says a role once when the designation is the same word', () => {
    expect(roleWords('Director', 'Director')).toBe('Director');
    expect(roleWords('DIRECTOR', 'director')).toBe('DIRECTOR');
    expect(roleWords('Whole-time director', 'Director')).toBe('Whole-time director · Director');
    expect(roleWords(null, null)).toBe('—');
  });

  it('reads the profile’s roles with that label', () => {
    const profile = readProfile({ companyData: [{ cin_LLPIN: 'U46934WB2022PTC379350', nameOfTheCompany: 'Kemi Trading Private Limited', designation: 'Director', role: 'Director' }] }, '03779750');
    expect(profile.roles.map((r) => r.role)).toEqual(['Director']);
  });
});
