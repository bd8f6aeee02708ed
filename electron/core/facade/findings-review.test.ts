// findings.review on a real core over the seeded library: the review is stored in the library's
// finding_reviews (read back through a second connection to the same file), carried on each finding
// by company.findings, reopened, and refused for a key or company the library does not have.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CO } from '../../../test/support/core/library-seed';
import { type CoreFixture, closeAndRemove, openSeededCore } from '../../../test/support/core/seeded-core';
import { openLibrary } from '../store';

let fx: CoreFixture;
beforeEach(async () => {
  fx = await openSeededCore();
});
afterEach(() => closeAndRemove(fx));

/** What the library file holds, read apart from the core under test. */
function storedReviews() {
  const library = openLibrary(fx.dataDir);
  try {
    return library.teamRecords.reviews(CO);
  } finally {
    library.close();
  }
}

describe('findings.review', () => {
  it('accepts, dismisses with a comment and reopens a finding; company.findings carries the review', async () => {
    const before = await fx.call('company.findings', { id: CO });
    const keyOf = (rule: string) => before.find((f) => f.rule === rule)!.key;
    const chargesKey = keyOf('open-charges');
    const disqualifiedKey = keyOf('director-disqualified');
    expect(before.every((f) => f.review === null)).toBe(true);

    const accepted = await fx.call('findings.review', { companyId: CO, findingKey: chargesKey, state: 'accepted' });
    expect(accepted.review).toEqual({ state: 'accepted', comment: null, reviewedAt: expect.any(String), reviewedBy: null });
    await fx.call('findings.review', { companyId: CO, findingKey: disqualifiedKey, state: 'dismissed', comment: '  Director resigned in 2019  ' });

    const listed = await fx.call('company.findings', { id: CO });
    expect(listed.find((f) => f.key === chargesKey)!.review).toMatchObject({ state: 'accepted', reviewedBy: null });
    expect(listed.find((f) => f.key === disqualifiedKey)!.review).toMatchObject({ state: 'dismissed', comment: 'Director resigned in 2019' });
    expect(storedReviews()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ findingKey: chargesKey, state: 'accepted', comment: null, reviewedBy: null }),
        expect.objectContaining({ findingKey: disqualifiedKey, state: 'dismissed', comment: 'Director resigned in 2019' }),
      ]),
    );

    const reopened = await fx.call('findings.review', { companyId: CO, findingKey: disqualifiedKey, state: 'open' });
    expect(reopened.review).toMatchObject({ state: 'open', comment: null });
    expect(storedReviews().find((r) => r.findingKey === disqualifiedKey)).toMatchObject({ state: 'open', comment: null });
  });

  it("shows a colleague's review from the team by their role", async () => {
    const { key } = (await fx.call('company.findings', { id: CO }))[0]!;
    const library = openLibrary(fx.dataDir);
    try {
      library.teamRecords.putReviewFromTeam({ companyId: CO, findingKey: key, state: 'accepted', comment: 'Checked', reviewedAt: '2026-11-26T05:00:00.000Z', reviewedBy: 'ravi' });
    } finally {
      library.close();
    }
    expect((await fx.call('company.findings', { id: CO }))[0]!.review).toEqual({ state: 'accepted', comment: 'Checked', reviewedAt: '2026-11-26T05:00:00.000Z', reviewedBy: 'ravi' });
  });

  it('refuses an unknown finding key, an unknown company and a bad state, storing nothing', async () => {
    const unknown = await fx.fail('findings.review', { companyId: CO, findingKey: 'no-such-rule: nothing', state: 'accepted' });
    expect(unknown).toMatchObject({ code: 'UNKNOWN_FINDING', details: { findingKey: 'no-such-rule: nothing' } });
    expect(unknown.message).toContain('no-such-rule: nothing');
    const { key } = (await fx.call('company.findings', { id: CO }))[0]!;
    expect((await fx.fail('findings.review', { companyId: 'U01100DL2001PTC999999', findingKey: key, state: 'accepted' })).code).toBe('NOT_IN_LIBRARY');
    expect((await fx.fail('findings.review', { companyId: CO, findingKey: key, state: 'maybe' as never })).code).toBe('BAD_ARGUMENTS');
    expect((await fx.fail('findings.review', { companyId: CO, findingKey: '   ', state: 'accepted' })).code).toBe('BAD_ARGUMENTS');
    expect(storedReviews()).toEqual([]);
  });
});
