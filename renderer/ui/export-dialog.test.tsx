// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeResult } from '../../shared/bridge/contract';
import type { ExportResult } from '../../shared/bridge/reports';
import { buildCommands } from '../app/commands';
import { action, appStatus } from '../../test/support/renderer/fixtures';
import { createMemoryBridge, ok } from '../../test/support/renderer/memory-bridge';
import { renderWithStores } from '../../test/support/renderer/render';
import { connectStores } from '../state/stores';
import { ExportDialog, sizeWords } from './export-dialog';

afterEach(cleanup);

const CO = 'U12345MH2001PTC123456';
const SHA = 'a'.repeat(64);

/** export.run answers only when the test says so, like a long export in the core. */
function exportBridge(desktop = false) {
  let finish: (result: BridgeResult<ExportResult>) => void = () => {};
  const bridge = createMemoryBridge({
    'app.status': () => ok(appStatus({ dataDir: '/home/analyst/Dossier' })),
    'export.run': () =>
      new Promise<BridgeResult<ExportResult>>((resolve) => {
        finish = resolve;
      }),
  });
  if (desktop) Object.assign(bridge, { savesWithDialog: true });
  const view = renderWithStores(<ExportDialog />, bridge);
  connectStores(bridge, view.stores);
  return { bridge, ...view, finish: (result: BridgeResult<ExportResult>) => act(async () => finish(result)) };
}

const exportEvent = (patch: Parameters<typeof action>[0]) =>
  action({ id: 'export_1', kind: 'export', subject: CO, title: `Export pack of ${CO}`, spentPaisa: 0, done: 0, total: 5, step: 'Reading the library', ...patch });

describe('ExportDialog', () => {
  it('offers the four formats and the library exports folder by default', async () => {
    const { stores } = exportBridge();
    await act(() => stores.app.getState().refresh());
    act(() => stores.exports.getState().show(CO, 'Kemi Trading Private Limited'));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Named as people name the company; the id is the secondary text, with a tooltip (issue 28 item 8).
    expect(screen.getByRole('heading').textContent).toBe('Export Kemi Trading Private Limited');
    expect(screen.getByTestId('export-company-id').textContent).toBe(CO);
    expect(screen.getByTestId('export-company-id').getAttribute('title')).toContain(CO);
    expect(document.activeElement && dialog.contains(document.activeElement)).toBe(true);
    for (const f of ['pdf', 'xlsx', 'csv', 'pack']) expect(screen.getByTestId(`export-format-${f}`)).toBeTruthy();
    expect((screen.getByTestId('export-format-pdf') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('export-path') as HTMLInputElement).placeholder).toBe('library exports folder');
    expect(dialog.textContent).toContain('/home/analyst/Dossier/exports');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in the desktop shell has no path field and sends no path: main asks in its Save dialog', async () => {
    const { bridge, stores } = exportBridge(true);
    await act(() => stores.app.getState().refresh());
    act(() => stores.exports.getState().show(CO));
    expect(screen.queryByTestId('export-path')).toBeNull();
    expect(screen.getByTestId('export-save-dialog-hint').textContent).toContain('/home/analyst/Dossier/exports');
    await act(async () => {
      fireEvent.click(screen.getByTestId('export-start'));
    });
    expect(bridge.callsTo('export.run')).toEqual([{ id: CO, format: 'pdf' }]);
  });

  it('runs the export, follows its progress events, then shows path, size and SHA-256', async () => {
    const { bridge, stores, finish } = exportBridge();
    act(() => stores.exports.getState().show(CO));
    fireEvent.click(screen.getByTestId('export-format-pack'));
    fireEvent.change(screen.getByTestId('export-path'), { target: { value: ' /tmp/acme.zip ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('export-start'));
    });
    expect(bridge.callsTo('export.run')).toEqual([{ id: CO, format: 'pack', outPath: '/tmp/acme.zip' }]);
    expect((screen.getByTestId('export-start') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('dialog').textContent).toContain('runs to completion');

    act(() => bridge.emit('action.progress', exportEvent({ state: 'running' })));
    act(() => bridge.emit('action.progress', exportEvent({ done: 3, step: 'Adding filing PDFs' })));
    // Another company's export and a paid action are not this run.
    act(() => bridge.emit('action.progress', exportEvent({ id: 'export_2', subject: 'L99999DL1990PLC000001', done: 5 })));
    act(() => bridge.emit('action.progress', action({ kind: 'refresh', done: 4, total: 4 })));
    const bar = screen.getByTestId('export-progress') as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([3, 5]);
    expect(screen.getByTestId('export-step').textContent).toBe('Adding filing PDFs · 3 / 5');
    expect(stores.actions.getState().actions.map((a) => a.id)).toContain('export_1');

    await finish(ok({ exportId: 'export_1', path: '/tmp/acme.zip', kind: 'file', bytes: 1_234_567, sha256: SHA, replaced: false }));
    const result = screen.getByTestId('export-result');
    expect(within(result).getByTestId('export-result-path').textContent).toBe('/tmp/acme.zip');
    expect(within(result).getByTestId('export-result-size').textContent).toBe('12,34,567 bytes (1.2 MB)');
    expect(within(result).getByTestId('export-result-sha256').textContent).toBe(SHA);
    expect([bar.value, bar.max]).toEqual([5, 5]);
    expect(screen.getByRole('dialog').dataset.phase).toBe('done');
  });

  it('writes to the default folder when no path is given', async () => {
    const { bridge, stores, finish } = exportBridge();
    act(() => stores.exports.getState().show(CO));
    await act(async () => {
      fireEvent.click(screen.getByTestId('export-start'));
    });
    expect(bridge.callsTo('export.run')).toEqual([{ id: CO, format: 'pdf' }]);
    await finish(ok({ exportId: 'export_2', path: `/home/analyst/Dossier/exports/${CO}_report_2026-11-20.pdf`, kind: 'file', bytes: 900, sha256: SHA, replaced: false }));
    expect(screen.getByTestId('export-result-size').textContent).toBe('900 bytes');
  });

  it('in the desktop shell offers Open and Show in folder, naming the export by its id only (issue 17 item 6)', async () => {
    const { bridge, stores, finish } = exportBridge(true);
    bridge.handlers['export.reveal'] = () => ok({ path: '/home/analyst/Reports/acme.pdf' });
    act(() => stores.exports.getState().show(CO));
    await act(async () => {
      fireEvent.click(screen.getByTestId('export-start'));
    });
    await finish(ok({ exportId: 'export_0123456789ab', path: '/home/analyst/Reports/acme.pdf', kind: 'file', bytes: 900, sha256: SHA, replaced: false }));
    expect(screen.queryByTestId('export-download')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('export-open'));
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('export-show-in-folder'));
    });
    expect(bridge.callsTo('export.reveal')).toEqual([
      { exportId: 'export_0123456789ab', how: 'open' },
      { exportId: 'export_0123456789ab', how: 'folder' },
    ]);
  });

  it('in the browser offers the file as a download from the host; a CSV folder is said to stay where it is', async () => {
    const { stores, finish } = exportBridge();
    act(() => stores.exports.getState().show(CO));
    await act(async () => {
      fireEvent.click(screen.getByTestId('export-start'));
    });
    await finish(ok({ exportId: 'export_0123456789ab', path: '/home/analyst/Dossier/exports/acme.pdf', kind: 'file', bytes: 900, sha256: SHA, replaced: false }));
    const link = screen.getByTestId('export-download') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/files/export/export_0123456789ab');
    expect(link.getAttribute('download')).toBe('acme.pdf');
    expect(screen.queryByTestId('export-open')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByTestId('export-start'));
    });
    await finish(ok({ exportId: 'export_0123456789ac', path: '/home/analyst/Dossier/exports/acme_csv', kind: 'folder', bytes: 900, sha256: SHA, replaced: false }));
    expect(screen.queryByTestId('export-download')).toBeNull();
    expect(screen.getByTestId('export-handover').textContent).toContain('cannot download it as one');
  });

  it('shows a failure as an alert with its code and lets the analyst try again', async () => {
    const { stores, finish } = exportBridge();
    act(() => stores.exports.getState().show(CO));
    await act(async () => {
      fireEvent.click(screen.getByTestId('export-start'));
    });
    await finish({ ok: false, error: { code: 'NOT_IN_LIBRARY', message: `Company ${CO} is not in the library`, hint: 'Mirror the company first.' } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('is not in the library');
    expect(alert.textContent).toContain('Mirror the company first.');
    expect(within(alert).getByTestId('error-code').textContent).toBe('NOT_IN_LIBRARY');
    expect(screen.queryByTestId('export-result')).toBeNull();
    expect((screen.getByTestId('export-start') as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers "Export unsigned" when no signing key can be had, and says the pack it then wrote is unsigned (issue 27)', async () => {
    const { bridge, stores, finish } = exportBridge();
    act(() => stores.exports.getState().show(CO));
    fireEvent.click(screen.getByTestId('export-format-pack'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('export-start'));
    });
    const why = 'no signing key: no system keychain answered and DOSSIER_DATA_KEY is not set';
    await finish({ ok: false, error: { code: 'PACK_WOULD_BE_UNSIGNED', message: `unsigned: ${why}. Nothing was written.` } });
    expect(screen.getByRole('alert').textContent).toContain(`unsigned: ${why}`);
    await act(async () => {
      fireEvent.click(screen.getByTestId('export-unsigned'));
    });
    expect(bridge.callsTo('export.run')).toEqual([
      { id: CO, format: 'pack' },
      { id: CO, format: 'pack', unsigned: true },
    ]);
    await finish(ok({ exportId: 'export_3', path: '/tmp/acme.zip', kind: 'file', bytes: 900, sha256: SHA, replaced: false, unsigned: why }));
    expect(screen.getByTestId('export-unsigned-note').textContent).toContain(`Unsigned: ${why}.`);
    expect(screen.queryByTestId('export-unsigned')).toBeNull();
  });

  it('reopens on the run in progress after being closed', async () => {
    const { stores } = exportBridge();
    act(() => stores.exports.getState().show(CO));
    await act(async () => {
      fireEvent.click(screen.getByTestId('export-start'));
    });
    fireEvent.click(screen.getByTestId('export-close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => stores.exports.getState().show('L99999DL1990PLC000001'));
    expect(screen.getByRole('dialog').dataset.phase).toBe('running');
    expect(screen.getByRole('heading').textContent).toBe(`Export ${CO}`);
  });

  it('is reached from the command palette on a company', () => {
    const { stores } = exportBridge();
    const commands = buildCommands({ stores, route: { screen: 'company', id: CO, tab: 'overview' }, navigate: () => {}, toggleTheme: () => {}, focusSearch: () => {} });
    const command = commands.find((c) => c.label === 'Export report…');
    expect(command?.disabledReason).toBeFalsy();
    act(() => command?.run());
    expect(screen.getByTestId('export-dialog')).toBeTruthy();
    expect(buildCommands({ stores, route: { screen: 'library' }, navigate: () => {}, toggleTheme: () => {}, focusSearch: () => {} }).some((c) => c.id === 'export-report')).toBe(false);
  });
});

describe('sizeWords', () => {
  it('gives bytes with Indian grouping and a readable unit', () => {
    expect(sizeWords(0)).toBe('0 bytes');
    expect(sizeWords(2048)).toBe('2,048 bytes (2.0 KB)');
    expect(sizeWords(10_485_760)).toBe('1,04,85,760 bytes (10.0 MB)');
  });
});
