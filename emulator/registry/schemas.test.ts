// The registry's payloads must pass the shared API contract the client validates responses with.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  companyCandidateSchema, companyMasterSchema, directorCandidateSchema, directorContactSchema, directorProfileSchema,
  EXTRACTION_DATA_SCHEMAS, EXTRACTION_YEARS_SCHEMAS, extractionFormsSchema, filingRowSchema, sandboxListSchema,
} from '../../shared/api';
import { sampleCompanies, testRegistry } from '../../test/support/emulator/registry-fixture';

function valid(schema: z.ZodType, value: unknown, what: string): void {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${what}: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
}

describe('payloads against shared/api schemas', () => {
  const r = testRegistry();
  const sample = sampleCompanies(r, 150);

  it('sandbox lists and resolve candidates', () => {
    valid(sandboxListSchema, { companies: r.sandboxCompanies(), directors: r.sandboxDirectors() }, 'sandbox');
    for (const c of sample.slice(0, 40)) {
      for (const hit of r.resolveCompanies(c.company, { limit: 5, sandboxOnly: false })) valid(companyCandidateSchema, hit, `candidate ${c.cin}`);
      for (const hit of r.resolveDirectors(r.director(c.directorDins[0]!)!.fullName, { limit: 5, sandboxOnly: false })) valid(directorCandidateSchema, hit, 'director candidate');
    }
  });

  it('master records and filing rows', () => {
    for (const c of sample) {
      valid(companyMasterSchema, r.master(c.cin), `master ${c.cin}`);
      for (const f of r.filings(c.cin)) valid(filingRowSchema, f.row, `filing ${f.row.filingId}`);
    }
    valid(companyMasterSchema, r.master(r.bigFiler), 'big filer master');
  });

  it('director profiles and contacts', () => {
    for (const c of sample.slice(0, 60)) {
      for (const din of c.directorDins) {
        valid(directorProfileSchema, r.directorProfile(din), `profile ${din}`);
        const contact = r.directorContact(din);
        if (contact) valid(directorContactSchema, contact, `contact ${din}`);
      }
    }
  });

  it('extraction forms, years views and data', () => {
    let payloads = 0;
    for (const c of [...sample, r.company(r.sandboxBigFiler)!]) {
      const forms = r.extractionForms(c.cin);
      valid(extractionFormsSchema, { availableFormTypes: forms }, `forms ${c.cin}`);
      for (const form of forms as Array<keyof typeof EXTRACTION_YEARS_SCHEMAS>) {
        const view = r.extractionYears(c.cin, form) as Record<string, unknown>;
        valid(EXTRACTION_YEARS_SCHEMAS[form], view, `${form} years ${c.cin}`);
        const keys = form === 'PAS-3' ? (view.filings as Array<{ filing_id: string }>).map((f) => f.filing_id)
          : form === 'CHARGES' ? (view.charges as Array<{ charge_id: string }>).map((x) => x.charge_id)
          : (view.availableYears as number[]).map(String);
        for (const key of keys) {
          for (const scope of form === 'AOC-4' ? (['standalone', 'consolidated'] as const) : (['standalone'] as const)) {
            const hit = r.extraction(c.cin, form, key, scope);
            if (hit.data === undefined) continue;
            valid(EXTRACTION_DATA_SCHEMAS[form], hit.data, `${form} ${key} ${c.cin}`);
            payloads++;
          }
        }
      }
    }
    expect(payloads).toBeGreaterThan(200);
  });
});
