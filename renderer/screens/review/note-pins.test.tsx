// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { figurePin, type PendingPin, pdfSelection, SELECTION_MAX_CHARS, selectionPin } from './note-anchors';
import { NotePins } from './note-pins';

afterEach(() => {
  document.getSelection()?.removeAllRanges();
  cleanup();
  document.body.innerHTML = '';
});

const FLG = 'flg_abcd1234';

/** Two PDF pages with a text layer, and some text outside the viewer. */
function pages(): { page3: HTMLElement; outside: HTMLElement } {
  const host = document.createElement('div');
  host.innerHTML = `
    <p id="outside">Company header text</p>
    <div data-testid="pdf-viewer">
      <div data-page="3"><div class="textLayer"><span id="p3">Revenue from   operations 1,23,456</span></div></div>
      <div data-page="4"><div class="textLayer"><span id="p4">Contingent liabilities</span></div></div>
    </div>`;
  document.body.appendChild(host);
  return { page3: document.getElementById('p3')!, outside: document.getElementById('outside')! };
}

function select(node: Node, start: number, end: number): void {
  const range = document.createRange();
  range.setStart(node.firstChild!, start);
  range.setEnd(node.firstChild!, end);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

describe('pdfSelection', () => {
  it('reads the selected text, spaces squeezed, and the page it starts on', () => {
    const { page3 } = pages();
    select(page3, 0, 25);
    expect(pdfSelection(document.getSelection())).toEqual({ page: 3, text: 'Revenue from operations' });
  });

  it('ignores an empty selection and text outside the viewer', () => {
    const { outside } = pages();
    expect(pdfSelection(document.getSelection())).toBeNull();
    select(outside, 0, 7);
    expect(pdfSelection(document.getSelection())).toBeNull();
  });
});

describe('pins', () => {
  it('cuts a long selection to what the core accepts', () => {
    const pin = selectionPin(FLG, 'AOC-4', { page: 2, text: 'x'.repeat(SELECTION_MAX_CHARS + 10) });
    expect(pin.anchor).toMatchObject({ kind: 'pdf-selection', filingId: FLG, page: 2 });
    expect(pin.anchor.kind === 'pdf-selection' && pin.anchor.text.length).toBe(SELECTION_MAX_CHARS);
  });

  it('pins a figure by form, financial year, scope and qname', () => {
    const figure = { statement: 'profit_and_loss', qname: 'in-gaap:Revenue', label: 'Revenue', value: '100', unit: 'INR', scope: 'consolidated', year: '2023' };
    expect(figurePin(FLG, 'AOC-4', figure)).toEqual({
      anchor: { kind: 'figure', filingId: FLG, form: 'AOC-4', fyStart: 2023, scope: 'consolidated', qname: 'in-gaap:Revenue' },
      words: 'Revenue: AOC-4 FY 2023-24 (consolidated), in-gaap:Revenue',
    });
    expect(figurePin(FLG, null, { ...figure, year: 'FY?' })).toBeNull();
    expect(figurePin(FLG, null, { ...figure, scope: 'group' })).toBeNull();
  });
});

describe('NotePins', () => {
  it('pins the page being read', () => {
    const pins: PendingPin[] = [];
    render(<NotePins filingId={FLG} form="AOC-4" page={5} onPin={(p) => pins.push(p)} />);
    fireEvent.click(screen.getByTestId('note-pin-page'));
    expect(pins.map((p) => p.anchor)).toEqual([{ kind: 'filing-page', filingId: FLG, page: 5 }]);
  });

  it('offers the selection pin only while text in the PDF is selected, and takes that text', () => {
    const { page3, outside } = pages();
    const pins: PendingPin[] = [];
    render(<NotePins filingId={FLG} form="AOC-4" page={1} onPin={(p) => pins.push(p)} />);
    const button = screen.getByTestId('note-pin-selection') as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    select(outside, 0, 7);
    act(() => void document.dispatchEvent(new Event('selectionchange')));
    expect(button.disabled).toBe(true);

    select(page3, 26, 34);
    act(() => void document.dispatchEvent(new Event('selectionchange')));
    expect(button.disabled).toBe(false);
    // Pressing the button must not take the selection away first.
    expect(fireEvent.mouseDown(button)).toBe(false);
    fireEvent.click(button);
    expect(pins.map((p) => p.anchor)).toEqual([{ kind: 'pdf-selection', filingId: FLG, page: 3, text: '1,23,456' }]);
    expect(pins[0]?.words).toBe(`AOC-4 ${FLG}, page 3: “1,23,456”`);
  });
});
