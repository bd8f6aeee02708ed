import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CO, DIN_A, DIN_B, F, LOCKED_CO, PDF_BYTES } from '../../../test/support/core/library-seed';
import { type CoreFixture, closeAndRemove, openSeededCore } from '../../../test/support/core/seeded-core';

let fx: CoreFixture;
beforeEach(async () => {
  fx = await openSeededCore();
});
afterEach(() => closeAndRemove(fx));

describe('library.companies', () => {
  it('lists mirrored companies with freshness, unlock, PDF counts and spend; not bare search candidates', async () => {
    const list = await fx.call('library.companies', { sort: 'name' });
    expect(list.map((c) => c.id)).toEqual([LOCKED_CO, CO]);
    const zenith = list.find((c) => c.id === CO)!;
    expect(zenith).toMatchObject({
      name: 'Zenith Lotus Software Private Limited',
      knownAs: 'Zenith Soft',
      totalFilings: 4,
      downloadedPdfs: 1,
      missingPdfs: 3,
      spendPaisa: 33_500,
      unlock: { state: 'active', sandbox: false },
    });
    expect(zenith.unlock.daysLeft).toBe(200);
    // Read two days ago with three PDFs missing: aging, and the reasons say why.
    expect(zenith.freshness.badge).toBe('aging');
    expect(zenith.freshness.reasons).toContain('3 PDFs listed but not downloaded');
    expect(zenith.freshness.masterReadAt).not.toBeNull();
    expect(list.find((c) => c.id === LOCKED_CO)!.unlock.state).toBe('none');
  });

  it('sorts by spend and by freshness', async () => {
    expect((await fx.call('library.companies', { sort: 'spend' })).map((c) => c.id)).toEqual([CO, LOCKED_CO]);
    expect((await fx.call('library.companies', { sort: 'freshness' }))[0]!.freshness.badge).toBe('aging');
  });
});

describe('company.filings', () => {
  it('gives each filing its local state', async () => {
    const filings = await fx.call('company.filings', { id: CO });
    const state = Object.fromEntries(filings.map((f) => [f.filingId, f.localState]));
    expect(state).toEqual({ [F.aoc2024]: 'downloaded', [F.aoc2023]: 'missing', [F.mgt7]: 'not-yet-available', [F.chg]: 'missing' });
    expect(filings.find((f) => f.filingId === F.aoc2024)).toMatchObject({ formId: 'AOC-4', dateOfFiling: '2024-10-28', year: 2024, numberOfPages: 3 });
    expect((await fx.call('company.filings', { id: LOCKED_CO }))[0]!.localState).toBe('locked');
  });

  it('filters by form, year and category, and notices a PDF gone from disk', async () => {
    expect((await fx.call('company.filings', { id: CO, formId: 'AOC-4' })).map((f) => f.filingId)).toEqual([F.aoc2024, F.aoc2023]);
    expect((await fx.call('company.filings', { id: CO, year: 2019 })).map((f) => f.filingId)).toEqual([F.chg]);
    expect((await fx.call('company.filings', { id: CO, documentCategory: 'Charge Documents' })).map((f) => f.filingId)).toEqual([F.chg]);
    fs.rmSync(path.join(fx.dataDir, 'pdfs', CO, `${F.aoc2024}.pdf`));
    expect((await fx.call('company.filings', { id: CO, formId: 'AOC-4' }))[0]!.localState).toBe('missing');
  });

  it('says in words when the company is not in the library', async () => {
    const error = await fx.fail('company.filings', { id: 'U01100DL2001PTC111111' });
    expect(error).toMatchObject({ code: 'NOT_IN_LIBRARY' });
    expect(error.message).toBe('Company U01100DL2001PTC111111 is not in the library.');
    expect(error.hint).toMatch(/Mirror the company/);
  });
});

describe('filing.document and files.pdfPath', () => {
  it('gives the host URL, size and hash of a stored PDF, and its verified path', async () => {
    const doc = await fx.call('filing.document', { filingId: F.aoc2024 });
    expect(doc).toMatchObject({ url: `/files/pdf/${F.aoc2024}`, pages: 3, size: PDF_BYTES.byteLength });
    expect(doc.sha256).toMatch(/^[0-9a-f]{64}$/);
    const abs = await fx.core.files.pdfPath(F.aoc2024);
    expect(abs).toBe(path.join(fx.dataDir, 'pdfs', CO, `${F.aoc2024}.pdf`));
    expect(await fx.core.files.pdfPath(F.aoc2023)).toBeNull();
    expect(await fx.core.files.pdfPath('../../etc/passwd')).toBeNull();
  });

  it('refuses a PDF whose bytes no longer match the recorded hash', async () => {
    const abs = (await fx.core.files.pdfPath(F.aoc2024))!;
    const tampered = Buffer.from(PDF_BYTES);
    tampered[tampered.length - 2] = 0x41;
    fs.writeFileSync(abs, tampered);
    expect(await fx.core.files.pdfPath(F.aoc2024)).toBeNull();
  });

  it('says what to do when the PDF is not downloaded or its file is gone', async () => {
    expect(await fx.fail('filing.document', { filingId: F.aoc2023 })).toMatchObject({ code: 'DOCUMENT_NOT_DOWNLOADED', hint: expect.stringMatching(/Fetch/) });
    fs.rmSync(path.join(fx.dataDir, 'pdfs', CO, `${F.aoc2024}.pdf`));
    expect(await fx.fail('filing.document', { filingId: F.aoc2024 })).toMatchObject({ code: 'DOCUMENT_MISSING' });
    expect(await fx.fail('filing.document', { filingId: 'flg_NOSUCHFILING1' })).toMatchObject({ code: 'NOT_IN_LIBRARY' });
  });
});

describe('company.detail', () => {
  it('gives the master record with provenance, the board, charges and name history', async () => {
    const detail = await fx.call('company.detail', { id: CO.toLowerCase() });
    expect(detail.summary.id).toBe(CO);
    expect(detail.masterProvenance.requestId).toBe('req_master');
    expect(detail.master).toMatchObject({ cin: CO });
    expect(detail.directors).toEqual([
      expect.objectContaining({ din: DIN_A, name: 'Asha Rao', designation: 'Managing Director', appointedOn: '2009-03-24', disqualified: false, directorshipCount: 2, mirrored: true }),
      expect.objectContaining({ din: DIN_B, name: 'Vikram Shah', disqualified: true, directorshipCount: null, mirrored: false }),
    ]);
    expect(detail.charges).toEqual([expect.objectContaining({ chargeId: '100234', holder: 'State Bank of India', amountPaisa: 5_000_000_000, createdOn: '2019-02-11' })]);
    expect(detail.nameHistory).toEqual([{ name: 'Lotus Soft Private Limited', from: '2009-03-24', to: '2015-06-30' }]);
  });
});

describe('director.detail and director.contact', () => {
  it('gives the bought profile with roles linked to companies in the library', async () => {
    const d = await fx.call('director.detail', { din: DIN_A });
    expect(d).toMatchObject({ din: DIN_A, firstName: 'Asha', gender: 'Female', profileRequestId: 'req_profile', contactInLibrary: false });
    expect(d.links).toEqual([
      { companyId: CO, name: 'Zenith Lotus Software Private Limited', mirrored: true },
      { companyId: LOCKED_CO, name: 'Harbour Finance Limited', mirrored: true },
    ]);
    expect(await fx.call('director.contact', { din: DIN_A })).toBeNull();
  });

  it('gives a role named by both the register and the profile once, naming both sources (issue 18 item 15)', async () => {
    const d = await fx.call('director.detail', { din: DIN_A });
    // The seed's register names Asha Rao's role at Zenith with its date; her profile names it without one.
    expect(d.roles).toEqual([
      expect.objectContaining({ companyId: CO, designation: 'Managing Director', appointedOn: '2009-03-24', sources: ['master', 'profile'] }),
      expect.objectContaining({ companyId: LOCKED_CO, designation: 'Director', sources: ['profile'] }),
    ]);
  });

  it('lists each role once: the profile record is kept as evidence under profile, never spread beside the roles (issue 28 item 18)', async () => {
    const d = await fx.call('director.detail', { din: DIN_A });
    expect(Object.keys(d)).not.toContain('companyData');
    expect(Array.isArray(d.profile.companyData)).toBe(true);
    const atZenith = JSON.stringify({ ...d, profile: null }).split(`"companyId":"${CO}"`).length - 1;
    // Once among the roles, once among the links: the role itself once.
    expect(atZenith).toBe(2);
    expect(d.roles.filter((r) => r.companyId === CO)).toHaveLength(1);
  });

  it('says the profile was not bought when the director is known from a register only', async () => {
    const error = await fx.fail('director.detail', { din: DIN_B });
    expect(error.code).toBe('PROFILE_NOT_IN_LIBRARY');
    expect(error.message).toMatch(/Vikram Shah .* register of 1 company/);
    expect((await fx.fail('director.detail', { din: '99999999' })).code).toBe('NOT_IN_LIBRARY');
  });
});

describe('search.local', () => {
  it('finds companies, filings and line items, each opening the right company', async () => {
    const byName = await fx.call('search.local', { text: 'zenith' });
    expect(byName[0]).toMatchObject({ kind: 'company', id: CO, companyId: CO });
    const byItem = await fx.call('search.local', { text: 'trade receivables', limit: 50 });
    expect(byItem.some((h) => h.kind === 'item' && h.companyId === CO)).toBe(true);
    const byId = await fx.call('search.local', { text: CO.slice(0, 8) });
    expect(byId.map((h) => h.id)).toContain(CO);
    expect(JSON.stringify(byItem)).not.toMatch(/[\u0002\u0003]/);
    expect(await fx.call('search.local', { text: '' })).toEqual([]);
  });
});

describe('paid quotes without a key', () => {
  it('come back blocked with the reason, and cannot be run', async () => {
    const quote = await fx.call('mirror.quote', { id: CO });
    expect(quote.blockedReason).toMatch(/No API key is set/);
    expect((await fx.call('directorContact.quote', { din: DIN_A })).blockedReason).toMatch(/No API key is set/);
    expect((await fx.fail('action.run', { quoteId: quote.quoteId })).code).toBe('QUOTE_BLOCKED');
    expect((await fx.fail('registry.sandbox')).code).toBe('NO_API_KEY');
  });
});
