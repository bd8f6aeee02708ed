// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBridge, ok } from '../../../test/support/renderer/memory-bridge';
import { renderWithStores } from '../../../test/support/renderer/render';
import { FiguresPanel } from './figures-panel';
import { figurePin, type PendingPin } from './note-anchors';

afterEach(cleanup);

const FLG = 'flg_abcd1234';
const revenue = { statement: 'profit_and_loss', qname: 'in-gaap:Revenue', label: 'Revenue from operations', value: '150000000', unit: 'INR', scope: 'standalone', year: '2023' };
const odd = { ...revenue, qname: 'in-gaap:Other', label: 'Other', scope: 'segment' };

describe('FiguresPanel note pins', () => {
  it('pins a note on a figure, and offers no pin where the figure cannot be cited', async () => {
    const bridge = createMemoryBridge({ 'filing.figures': () => ok([revenue, odd]) });
    const pins: PendingPin[] = [];
    renderWithStores(<FiguresPanel filingId={FLG} selected="" onFigure={() => {}} pinFor={(f) => figurePin(FLG, 'AOC-4', f)} onPin={(p) => pins.push(p)} />, bridge);
    await act(() => Promise.resolve());
    const buttons = screen.getAllByTestId('note-pin-figure');
    expect(buttons.map((b) => b.dataset.qname)).toEqual(['in-gaap:Revenue']);
    expect(buttons[0]?.getAttribute('aria-label')).toBe('Pin a note on Revenue from operations (standalone, FY 2023-24)');
    fireEvent.click(buttons[0]!);
    expect(pins.map((p) => p.anchor)).toEqual([{ kind: 'figure', filingId: FLG, form: 'AOC-4', fyStart: 2023, scope: 'standalone', qname: 'in-gaap:Revenue' }]);
    // A segment figure is listed but cannot be cited by a pin.
    fireEvent.click(screen.getByTestId('figures-scope-segment'));
    expect(screen.getAllByTestId('figure').map((b) => b.dataset.qname)).toEqual(['in-gaap:Other']);
    expect(screen.queryAllByTestId('note-pin-figure')).toHaveLength(0);
  });

  it('names each figure’s year as the financial year it starts (2025: FY 2025-26)', async () => {
    const bridge = createMemoryBridge({ 'filing.figures': () => ok([{ ...revenue, year: '2025' }, { ...revenue, qname: 'in-gaap:Other', year: 'n/a' }]) });
    renderWithStores(<FiguresPanel filingId={FLG} selected="" onFigure={() => {}} />, bridge);
    await act(() => Promise.resolve());
    const figures = screen.getAllByTestId('figure');
    expect(figures[0]?.textContent).toContain('FY 2025-26 · INR');
    expect(figures[0]?.textContent).not.toMatch(/2025 ·/);
    // A year that is not a start year is shown as it came.
    expect(figures[1]?.textContent).toContain('n/a · INR');
  });
});

describe('FiguresPanel order', () => {
  const line = (scope: string, statement: string, qname: string) => ({ ...revenue, scope, statement, qname, label: qname });
  // As the core lists them for a filing with both scopes: consolidated first, statements mixed.
  const filed = [
    line('consolidated', 'profit_and_loss', 'c:Revenue'),
    line('consolidated', 'balance_sheet', 'c:Assets'),
    line('standalone', 'cash_flow', 's:Cash'),
    line('standalone', 'profit_and_loss', 's:Revenue'),
    line('standalone', 'profit_and_loss', 's:Expenses'),
    line('standalone', 'balance_sheet', 's:Equity'),
    line('standalone', 'balance_sheet', 's:Assets'),
  ];
  const shown = () => screen.getAllByTestId('figure').map((b) => b.dataset.qname);
  const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

  it('opens on the standalone statements, in the order an AOC-4 prints them, lines as filed', async () => {
    renderWithStores(<FiguresPanel filingId={FLG} selected="" onFigure={() => {}} />, createMemoryBridge({ 'filing.figures': () => ok(filed) }));
    await act(() => Promise.resolve());
    expect(screen.getByTestId('figures-scope-standalone').getAttribute('aria-pressed')).toBe('true');
    expect(headings()).toEqual(['Balance sheet', 'Profit and loss', 'Cash flow']);
    expect(shown()).toEqual(['s:Equity', 's:Assets', 's:Revenue', 's:Expenses', 's:Cash']);
  });

  it('switches to the consolidated statements', async () => {
    renderWithStores(<FiguresPanel filingId={FLG} selected="" onFigure={() => {}} />, createMemoryBridge({ 'filing.figures': () => ok(filed) }));
    await act(() => Promise.resolve());
    fireEvent.click(screen.getByTestId('figures-scope-consolidated'));
    expect(headings()).toEqual(['Balance sheet', 'Profit and loss']);
    expect(shown()).toEqual(['c:Assets', 'c:Revenue']);
  });

  it('names the one scope a filing has instead of offering a switch', async () => {
    renderWithStores(<FiguresPanel filingId={FLG} selected="" onFigure={() => {}} />, createMemoryBridge({ 'filing.figures': () => ok(filed.slice(0, 2)) }));
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('figures-scope')).toBeNull();
    expect(screen.getByTestId('figures-scope-only').textContent).toBe('Consolidated statements');
  });
});
