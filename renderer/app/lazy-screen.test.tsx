// @vitest-environment jsdom
// A lazy screen over real dynamic imports: the placeholder while its chunk loads, the screen once
// it is in (at once when preloaded, no placeholder), and a chunk that cannot be fetched named in
// an error, tried again at the next open.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

afterEach(cleanup);

const badges = () => import('../ui/badges').then((m) => m.SandboxLabel);

describe('lazyScreen', () => {
  it('shows a placeholder that keeps the main area, then the screen when its chunk is in', async () => {
    const lazy = lazyScreen('Badges', badges);
    render(<lazy.View />);
    expect(screen.getByTestId('screen-loading').textContent).toBe('Opening Badges…');
    expect(screen.queryByTestId('sandbox-label')).toBeNull();
    expect(await screen.findByTestId('sandbox-label', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('screen-loading')).toBeNull();
  });

  it('renders a preloaded screen in its first render, without the placeholder', async () => {
    const lazy = lazyScreen('Badges', badges);
    lazy.preload();
    await import('../ui/badges');
    await act(async () => {}); // the loader's own then
    render(<lazy.View />);
    expect(screen.getByTestId('sandbox-label')).toBeTruthy();
    expect(screen.queryByTestId('screen-loading')).toBeNull();
  });

  it('names a chunk that cannot be fetched, and tries again at the next open', async () => {
    let path = './no-such-screen-chunk.js';
    const lazy = lazyScreen('Badges', () => import(/* @vite-ignore */ path).then((m: { SandboxLabel: () => null }) => m.SandboxLabel));
    lazy.preload(); // a failed preload shows nothing and does not stick
    const first = render(<lazy.View />);
    const notice = await screen.findByTestId('error', {}, { timeout: 10_000 });
    expect(notice.dataset['code']).toBe('SCREEN_UNAVAILABLE');
    expect(notice.textContent).toContain('The Badges screen could not be loaded');
    first.unmount();

    path = '../ui/badges'; // the chunk is there now: the same screen opened again loads it
    render(<lazy.View />);
    expect(await screen.findByTestId('sandbox-label', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
