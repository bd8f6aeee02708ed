// The one mapping from the API's search results to bridge candidates, checked against the raw
// payloads the emulator serves (clean, and with the registry's messy spellings and dropped fields).
import { describe, expect, it } from 'vitest';
import { messUp } from '../../emulator/server/payload-faults';
import { testRegistry } from '../../test/support/emulator/registry-fixture';
import { companyCandidateSchema, directorCandidateSchema } from '../api/resolve';
import { sandboxCompanySchema } from '../api/sandbox';
import { companyCandidate, directorCandidate, sandboxCompanyCandidate } from './registry-candidates';

type Raw = Record<string, unknown>;
const registry = testRegistry();

/** MM/DD/YYYY -> YYYY-MM-DD, written out independently of shared/dates. */
function isoOf(mdy: unknown): string | null {
  const m = typeof mdy === 'string' ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(mdy) : null;
  return m ? `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}` : null;
}

describe('company candidates', () => {
  const raws = registry.resolveCompanies('trading', { limit: 20, sandboxOnly: false }) as Raw[];

  it('carries the registry’s own values: id, name, status, incorporation day, city and state of the registered address, score', () => {
    expect(raws.length).toBeGreaterThan(3);
    for (const raw of raws) {
      const address = raw['registeredAddress'] as Raw;
      expect(companyCandidate(companyCandidateSchema.parse(raw))).toEqual({
        kind: 'company',
        id: raw['cin'],
        idType: raw['idType'],
        name: raw['company'],
        knownAs: null,
        status: raw['companyStatus'],
        incorporatedOn: isoOf(raw['dateOfIncorporation']),
        city: address['city'],
        state: address['state'],
        industry: raw['mainDivisionDescription'],
        matchScore: raw['matchScore'],
      });
    }
  });

  it('reads a messy payload (blanks as "", dropped fields) as nulls, never as guesses', () => {
    let dropped = 0;
    for (const [i, raw] of raws.entries()) {
      const messy = messUp({ candidates: [raw] }, { drop: true, messy: true }) as { candidates: Raw[] };
      const got = companyCandidate(companyCandidateSchema.parse(messy.candidates[0]));
      const sent = messy.candidates[0]!;
      expect(got.id, `candidate ${i}`).toBe(raw['cin']);
      expect(got.status).toBe('companyStatus' in sent ? raw['companyStatus'] : null);
      expect(got.city).toBe('registeredAddress' in sent ? (raw['registeredAddress'] as Raw)['city'] : null);
      expect(got.incorporatedOn).toBe('dateOfIncorporation' in sent ? isoOf(raw['dateOfIncorporation']) : null);
      dropped += ['companyStatus', 'registeredAddress', 'dateOfIncorporation'].filter((k) => !(k in sent)).length;
    }
    expect(dropped).toBeGreaterThan(0);
    const bare = companyCandidate(companyCandidateSchema.parse({ cin: 'F12345', matchScore: 0.5, dateOfIncorporation: '02/30/2020', registeredAddress: null }));
    expect(bare).toMatchObject({ id: 'F12345', idType: 'cin', name: 'F12345', incorporatedOn: null, city: null, state: null });
  });

  it('maps sandbox list entries to the same shape, with their brand name and no score', () => {
    for (const raw of registry.sandboxCompanies() as Raw[]) {
      expect(sandboxCompanyCandidate(sandboxCompanySchema.parse(raw))).toEqual({
        kind: 'company',
        id: raw['cin'],
        idType: raw['idType'],
        name: raw['company'],
        knownAs: raw['knownAs'] ?? null,
        status: raw['companyStatus'],
        incorporatedOn: null,
        city: raw['city'],
        state: raw['state'],
        industry: null,
        matchScore: null,
      });
    }
  });
});

describe('director candidates', () => {
  it('carries the DIN, name, allocation day, companies and directorship count the registry sent', () => {
    const raws = registry.resolveDirectors('kumar', { limit: 20, sandboxOnly: false }) as Raw[];
    expect(raws.length).toBeGreaterThan(3);
    for (const raw of raws) {
      expect(directorCandidate(directorCandidateSchema.parse(raw))).toEqual({
        kind: 'director',
        din: raw['din'],
        name: raw['fullName'],
        status: raw['status'] ?? null,
        dinAllocatedOn: isoOf(raw['dinAllocationDate']),
        companies: raw['companies'],
        directorships: raw['totalDirectorshipCount'],
        matchScore: raw['matchScore'],
      });
    }
  });
});
