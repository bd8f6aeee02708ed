import { describe, expect, it } from 'vitest';
import type { RegistryCandidate } from '../../../shared/bridge/registry-candidates';
import { resultNote } from './result-note';

const ONE: RegistryCandidate = {
  kind: 'company',
  id: 'U72200MH2009PLC123456',
  idType: 'cin',
  name: 'Kemi Trading Private Limited',
  knownAs: null,
  status: 'Active',
  incorporatedOn: null,
  city: null,
  state: null,
  industry: null,
  matchScore: 0.9,
};

describe('resultNote', () => {
  it('never passes on the service’s words for developers', () => {
    const note = resultNote({ candidates: [], sandbox: true, hint: 'GET /v1/sandbox lists the companies and directors a test key can use' });
    expect(note).not.toMatch(/GET|\/v1/);
    expect(note).toMatch(/sandbox companies listed below/);
    expect(resultNote({ candidates: [ONE], sandbox: false, hint: 'See /v1/companies/{cin} for more' })).toBeNull();
  });

  it('says what to try when the registry has no match, and keeps a hint written for people', () => {
    expect(resultNote({ candidates: [], sandbox: false, hint: null })).toMatch(/Try fewer words/);
    expect(resultNote({ candidates: [ONE], sandbox: false, hint: 'Showing the 10 best matches of 240.' })).toBe('Showing the 10 best matches of 240.');
  });
});
