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
  });

  it('names each figure’s year as the financial year it starts (2025: FY 2025-26)', async () => {
    const bridge = createMemoryBridge({ 'filing.figures': () => ok([{ ...revenue, year: '2025' }, { ...odd, year: 'n/a' }]) });
    renderWithStores(<FiguresPanel filingId={FLG} selected="" onFigure={() => {}} />, bridge);
    await act(() => Promise.resolve());
    const figures = screen.getAllByTestId('figure');
    expect(figures[0]?.textContent).toContain('standalone · FY 2025-26 · INR');
    expect(figures[0]?.textContent).not.toMatch(/· 2025 ·/);
    // A year that is not a start year is shown as it came.
    expect(figures[1]?.textContent).toContain('segment · n/a · INR');
  });
});
