// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
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
