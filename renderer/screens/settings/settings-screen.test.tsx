// @vitest-environment jsdom
// Settings (issue 18 item 10, issue 14 library integrity): the base URL is checked as it is typed
// with the core's own rule and the stored address is shown apart from the draft; Library → Check
// shows what library.check found, each damaged PDF by its filing id.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LibraryCheckReport } from '../../../shared/bridge/library-check';
import { appStatus } from '../../../test/support/renderer/fixtures';
import { createMemoryBridge, ok } from '../../../test/support/renderer/memory-bridge';
import { renderWithStores } from '../../../test/support/renderer/render';
import { SettingsScreen } from './settings-screen';

afterEach(cleanup);

const STORED = 'https://registry.example.in';

async function setup(report?: LibraryCheckReport) {
  const bridge = createMemoryBridge({
    'app.status': () => ok(appStatus({ baseUrl: STORED })),
    'settings.update': () => ok(appStatus({ baseUrl: STORED })),
    ...(report ? { 'library.check': () => ok(report) } : {}),
  });
  const view = renderWithStores(<SettingsScreen />, bridge);
  await act(() => view.stores.app.getState().refresh());
  return { bridge, ...view };
}

function report(patch: Partial<LibraryCheckReport> = {}): LibraryCheckReport {
  return {
    ok: false,
    checkedAt: '2026-11-25T10:00:00.000Z',
    databaseProblems: [],
    searchProblems: [],
    searchRebuilt: [],
    documents: {
      checked: 2,
      intact: 1,
      problems: [{ filingId: 'flg_altered0000000001', companyId: 'U12345MH2001PTC123456', path: 'pdfs/U12345MH2001PTC123456/flg_altered0000000001.pdf', problem: 'altered', expectedSha256: 'a'.repeat(64), expectedBytes: 10, actualSha256: 'b'.repeat(64), actualBytes: 11 }],
    },
    orphans: [],
    quarantinedTo: null,
    counts: { companies: 1, filings: 5, documents: 2, notes: 0, ledgerEntries: 2 },
    repaired: false,
    ...patch,
  };
}

describe('Settings: base URL', () => {
  it('refuses ftp:// and plain http to another machine as it is typed, says what is accepted, and never saves them', async () => {
    const { bridge } = await setup();
    const input = screen.getByTestId('base-url') as HTMLInputElement;
    const save = screen.getByTestId('base-url-form').querySelector('button[type=submit]') as HTMLButtonElement;
    expect(screen.getByText(/Accepted: an http or https address; https for anything but this computer/)).toBeTruthy();
    expect(screen.getByTestId('base-url-stored').textContent).toBe(`Stored: ${STORED}`);

    fireEvent.change(input, { target: { value: 'ftp://example.com' } });
    expect(screen.getByTestId('base-url-problem').textContent).toMatch(/ftp: addresses are not accepted/);
    expect(save.disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('base-url-form'));
    fireEvent.change(input, { target: { value: 'http://registry.example.in' } });
    expect(screen.getByTestId('base-url-problem').textContent).toMatch(/use https:\/\/registry.example.in/);
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByTestId('base-url-problem').textContent).toMatch(/Enter the registry's address/);
    expect(bridge.callsTo('settings.update')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'http://127.0.0.1:4010/' } });
    expect(screen.queryByTestId('base-url-problem')).toBeNull();
    await act(async () => {
      fireEvent.submit(screen.getByTestId('base-url-form'));
    });
    expect(bridge.callsTo('settings.update')).toEqual([{ baseUrl: 'http://127.0.0.1:4010' }]);
  });
});

describe('Settings: Library → Check', () => {
  it('runs library.check and names an altered PDF by its filing id; repair is offered only when something is wrong', async () => {
    const { bridge } = await setup(report());
    expect(screen.queryByTestId('library-check-repair')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('library-check-run'));
    });
    expect(bridge.callsTo('library.check')).toEqual([{ repair: false }]);
    expect(screen.getByText(/Problems found/)).toBeTruthy();
    expect(screen.getByTestId('library-check-problem').textContent).toContain('Altered: filing flg_altered0000000001');
    await act(async () => {
      fireEvent.click(screen.getByTestId('library-check-repair'));
    });
    expect(bridge.callsTo('library.check')).toEqual([{ repair: false }, { repair: true }]);
  });
});
