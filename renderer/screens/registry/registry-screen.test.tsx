// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyCandidateView, DirectorCandidateView } from '../../../shared/bridge/registry-candidates';
import { appStatus } from '../../../test/support/renderer/fixtures';
import { createMemoryBridge, ok } from '../../../test/support/renderer/memory-bridge';
import { renderWithStores } from '../../../test/support/renderer/render';
import { RegistryScreen } from './registry-screen';

afterEach(cleanup);

function company(patch: Partial<CompanyCandidateView>): CompanyCandidateView {
  return {
    kind: 'company',
    id: 'U46934WB2022PTC379350',
    idType: 'cin',
    name: 'Kemi Trading Private Limited',
    knownAs: null,
    status: 'Active',
    incorporatedOn: null,
    city: null,
    state: null,
    industry: null,
    matchScore: null,
    ...patch,
  };
}

const director: DirectorCandidateView = {
  kind: 'director',
  din: '00012345',
  name: 'Asha Rao',
  status: 'Approved',
  dinAllocatedOn: null,
  companies: [],
  directorships: 2,
  matchScore: 0.7,
};

const rowTexts = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByTestId('candidate-row')
    .map((row) => [...row.querySelectorAll('td:not(.cell-actions)')].map((td) => td.textContent));
const headers = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('th')].map((th) => th.textContent);

describe('RegistryScreen', () => {
  it('shows the typed candidates: sandbox entries with their brand name, search matches with date, city and score', async () => {
    const bridge = createMemoryBridge({
      'app.status': () => ok(appStatus({ mode: 'sandbox', keyKind: 'test' })),
      'registry.sandbox': () => ok([company({ id: 'L17110MH1973PLC019786', name: 'Reliance Industries Limited', knownAs: 'Reliance', city: 'Mumbai' })]),
    });
    const { stores } = renderWithStores(<RegistryScreen />, bridge);
    await act(() => stores.app.getState().refresh());
    await waitFor(() => screen.getByTestId('sandbox-table'));
    // The sandbox list carries no incorporation date or match score: those columns are left out.
    expect(headers('sandbox-table')).toEqual(['Company', 'Identifier', 'Status', 'City', 'Action']);
    expect(rowTexts('sandbox-table')).toEqual([['Reliance Industries Limited (Reliance)', 'L17110MH1973PLC019786', 'Active', 'Mumbai']]);

    act(() =>
      stores.registry.getState().setResult({
        candidates: [company({ incorporatedOn: '2022-03-04' as CompanyCandidateView['incorporatedOn'], city: 'Kolkata', matchScore: 0.875 }), director],
        sandbox: true,
        hint: null,
      }),
    );
    expect(headers('candidates-table')).toEqual(['Company', 'Identifier', 'Status', 'Incorporated', 'City', 'Match', 'Action']);
    expect(rowTexts('candidates-table')).toEqual([['Kemi Trading Private Limited', 'U46934WB2022PTC379350', 'Active', '4 Mar 2022', 'Kolkata', '0.88']]);
    expect(screen.getByRole('heading', { name: /1 match/ })).toBeTruthy();
  });
});
