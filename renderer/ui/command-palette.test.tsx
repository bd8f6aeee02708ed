// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCommands } from '../app/commands';
import { createStores } from '../state/stores';
import { company } from '../../test/support/renderer/fixtures';
import { createMemoryBridge } from '../../test/support/renderer/memory-bridge';
import { CommandPalette } from './command-palette';
import { type Command, filterCommands } from './palette-filter';

afterEach(cleanup);

function commands(runs: string[]): Command[] {
  return [
    { id: 'go-library', label: 'Library', group: 'Go to', run: () => runs.push('library') },
    { id: 'go-spend', label: 'Spend', group: 'Go to', keywords: 'wallet ledger', run: () => runs.push('spend') },
    { id: 'refresh', label: 'Refresh company…', group: 'ACME', disabledReason: 'Offline', run: () => runs.push('refresh') },
    { id: 'theme', label: 'Switch light / dark theme', group: 'View', run: () => runs.push('theme') },
  ];
}

describe('filterCommands', () => {
  it('needs every word, and ranks label prefixes first', () => {
    const list = commands([]);
    expect(filterCommands(list, 'wallet').map((c) => c.id)).toEqual(['go-spend']);
    expect(filterCommands(list, 'go li').map((c) => c.id)).toEqual(['go-library']);
    expect(filterCommands(list, 's').map((c) => c.id)[0]).toBe('go-spend');
    expect(filterCommands(list, '')).toHaveLength(4);
    expect(filterCommands(list, 'nothing here')).toEqual([]);
  });
});

describe('CommandPalette', () => {
  it('filters as you type and runs the highlighted command with Enter', () => {
    const runs: string[] = [];
    const onClose = vi.fn();
    render(<CommandPalette commands={commands(runs)} onClose={onClose} />);
    const input = screen.getByTestId('palette-input');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'theme' } });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(runs).toEqual(['theme']);
    expect(onClose).toHaveBeenCalled();
  });

  it('moves with the arrow keys and marks the active option', () => {
    const runs: string[] = [];
    render(<CommandPalette commands={commands(runs)} onClose={() => {}} />);
    const input = screen.getByTestId('palette-input');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe('cmd-go-spend');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe('cmd-theme');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(runs).toEqual(['theme']);
  });

  it('does not run a disabled command, and Escape closes', () => {
    const runs: string[] = [];
    const onClose = vi.fn();
    render(<CommandPalette commands={commands(runs)} onClose={onClose} />);
    fireEvent.click(screen.getByTestId('palette-item-refresh'));
    expect(runs).toEqual([]);
    expect(screen.getByTestId('palette-item-refresh').textContent).toContain('Offline');
    fireEvent.keyDown(screen.getByTestId('palette-input'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('buildCommands', () => {
  it('reaches every screen, the library companies, and company actions on a company route', () => {
    const stores = createStores(createMemoryBridge());
    stores.library.setState({ companies: [company()] });
    const navigate = vi.fn();
    const base = { stores, navigate, toggleTheme: () => {}, focusSearch: () => {} };
    const home = buildCommands({ ...base, route: { screen: 'library' } }).map((c) => c.id);
    expect(home).toEqual(expect.arrayContaining(['go-library', 'go-registry', 'go-spend', 'go-activity', 'go-settings', 'go-welcome', 'focus-search', 'toggle-theme', 'open-U12345MH2001PTC123456']));
    expect(home).not.toContain('refresh-company');

    const onCompany = buildCommands({ ...base, route: { screen: 'company', id: 'U12345MH2001PTC123456', tab: 'overview' } });
    expect(onCompany.map((c) => c.id)).toEqual(expect.arrayContaining(['refresh-company', 'fetch-missing', 'tab-financials']));
    onCompany.find((c) => c.id === 'tab-financials')!.run();
    expect(navigate).toHaveBeenCalledWith('#/company/U12345MH2001PTC123456/financials');
  });
});
