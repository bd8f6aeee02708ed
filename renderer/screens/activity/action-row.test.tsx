// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { action } from '../../../test/support/renderer/fixtures';
import { ActionRow } from './action-row';

afterEach(cleanup);

const noop = () => {};

describe('ActionRow controls', () => {
  it('offers Pause and Cancel on a running paid action', () => {
    render(<ActionRow action={action({ kind: 'refresh', state: 'running' })} controlError={undefined} onPause={noop} onResume={noop} onCancel={noop} />);
    expect(screen.getByTestId('action-pause')).toBeTruthy();
    expect(screen.getByTestId('action-cancel')).toBeTruthy();
  });

  it('offers no control on an export, which the engine cannot pause, resume or cancel', () => {
    const { rerender } = render(<ActionRow action={action({ kind: 'export', state: 'running' })} controlError={undefined} onPause={noop} onResume={noop} onCancel={noop} />);
    expect(screen.getByTestId('action-row').querySelectorAll('button')).toHaveLength(0);
    rerender(
      <ActionRow
        action={action({ kind: 'export', state: 'failed', error: { code: 'EXPORT_FAILED', message: 'disk full' } })}
        controlError={undefined}
        onPause={noop}
        onResume={noop}
        onCancel={noop}
      />,
    );
    expect(screen.queryByTestId('action-resume')).toBeNull();
    expect(screen.getByTestId('action-error').dataset.code).toBe('EXPORT_FAILED');
  });
});

describe('ActionRow cancel', () => {
  it('asks once before cancelling paid work, and cancels sandbox work at once', () => {
    let cancelled = 0;
    const onCancel = () => {
      cancelled++;
    };
    const { rerender } = render(<ActionRow action={action({ kind: 'mirror', state: 'running', sandbox: false, done: 36, total: 87 })} controlError={undefined} onPause={noop} onResume={noop} onCancel={onCancel} />);
    fireEvent.click(screen.getByTestId('action-cancel'));
    expect(cancelled).toBe(0);
    expect(screen.getByTestId('action-cancel-confirm').textContent).toMatch(/the other 51 items are not bought/);
    fireEvent.click(screen.getByTestId('action-cancel-no'));
    expect(screen.queryByTestId('action-cancel-confirm')).toBeNull();
    fireEvent.click(screen.getByTestId('action-cancel'));
    fireEvent.click(screen.getByTestId('action-cancel-yes'));
    expect(cancelled).toBe(1);
    // With the accepted quote known, the confirm names it: the plan so far undercounts what is left.
    rerender(<ActionRow action={action({ kind: 'mirror', state: 'running', sandbox: false, done: 2, total: 2, quotedPaisa: 34_265 })} controlError={undefined} onPause={noop} onResume={noop} onCancel={onCancel} />);
    fireEvent.click(screen.getByTestId('action-cancel'));
    expect(screen.getByTestId('action-cancel-confirm').textContent).toMatch(/nothing more of the ₹342\.65 quote you accepted is bought\./);
    fireEvent.click(screen.getByTestId('action-cancel-no'));
    rerender(<ActionRow action={action({ kind: 'mirror', state: 'running', sandbox: true })} controlError={undefined} onPause={noop} onResume={noop} onCancel={onCancel} />);
    fireEvent.click(screen.getByTestId('action-cancel'));
    expect(cancelled).toBe(2);
    expect(screen.queryByTestId('action-cancel-confirm')).toBeNull();
  });

  it('shows a cancelled action stopped where it stopped', () => {
    render(<ActionRow action={action({ kind: 'mirror', state: 'cancelled', done: 36, total: 87, step: 'Cancelled after 36 of 87 items' })} controlError={undefined} onPause={noop} onResume={noop} onCancel={noop} />);
    const bar = screen.getByTestId('action-progress') as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([36, 87]);
    expect(screen.getByTestId('action-row').className).toContain('action-cancelled');
    expect(screen.queryByTestId('action-cancel')).toBeNull();
  });
});

describe('ActionRow archives', () => {
  it('shows the archives read, their bytes and the rate of the one in flight, and nothing on the per-PDF road', () => {
    const archives = { read: 3, total: 13, bytes: 4_404_019, bytesPerSecond: 1_363_149 };
    const { rerender } = render(<ActionRow action={action({ kind: 'mirror', archives })} controlError={undefined} onPause={noop} onResume={noop} onCancel={noop} />);
    expect(screen.getByTestId('action-archives').textContent).toBe('Archives: 3 of 13 read, 4.2 MB at 1.3 MB/s');
    rerender(<ActionRow action={action({ kind: 'mirror', archives: { ...archives, read: 13, bytesPerSecond: null } })} controlError={undefined} onPause={noop} onResume={noop} onCancel={noop} />);
    expect(screen.getByTestId('action-archives').textContent).toBe('Archives: 13 of 13 read, 4.2 MB');
    rerender(<ActionRow action={action({ kind: 'mirror', archives: null })} controlError={undefined} onPause={noop} onResume={noop} onCancel={noop} />);
    expect(screen.queryByTestId('action-archives')).toBeNull();
  });
});
