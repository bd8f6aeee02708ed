// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { financials } from '../../../test/support/renderer/fixtures';
import { figureCell, fyLabel, yoyChange } from './financial-format';
import { FinancialsTable } from './financials-table';

afterEach(cleanup);

describe('financial formatting', () => {
  it('labels financial years', () => {
    expect(fyLabel(2023)).toBe('FY 2023-24');
    expect(fyLabel(1999)).toBe('FY 1999-00');
  });

  it('scales figures to rupees, lakh and crore with Indian grouping', () => {
    expect(figureCell('123456789', 'rupees')).toBe('12,34,56,789');
    expect(figureCell('123456789', 'lakh')).toBe('1,234.57');
    expect(figureCell('123456789', 'crore')).toBe('12.35');
    expect(figureCell('98765432.50', 'rupees')).toBe('9,87,65,432.50');
  });

  it('puts negative figures in parentheses and blanks as a dash', () => {
    expect(figureCell('-2500000', 'rupees')).toBe('(25,00,000)');
    expect(figureCell('-2500000', 'lakh')).toBe('(25.00)');
    expect(figureCell(null, 'lakh')).toBe('—');
    expect(figureCell('', 'crore')).toBe('—');
    expect(figureCell('NA', 'crore')).toBe('NA');
  });

  it('computes the year-on-year change exactly', () => {
    expect(yoyChange('123456789', '150000000')).toBe('+21.5%');
    expect(yoyChange('100', '50')).toBe('−50.0%');
    expect(yoyChange('-100', '-50')).toBe('+50.0%');
    expect(yoyChange('0', '10')).toBe('n/a');
    expect(yoyChange('10', null)).toBe('—');
    expect(yoyChange('100.004', '100.004')).toBe('0.0%');
    // Rounded once from the exact figures: 187.45 % is 187.5 %, as the finding says (issue 28).
    expect(yoyChange('10000', '-8745')).toBe('−187.5%');
    expect(yoyChange('1000000', '-874499')).toBe('−187.4%');
  });
});

describe('FinancialsTable', () => {
  it('shows every year side by side with FY labels and a change column', () => {
    render(<FinancialsTable view={financials()} unit="lakh" />);
    const headers = screen.getAllByTestId('fy-header').map((h) => h.textContent);
    expect(headers).toEqual(['FY 2022-23', 'FY 2023-24']);
    expect(screen.getByTestId('yoy-header').textContent).toBe('Change FY 2023-24');
    const revenue = screen.getAllByTestId('financial-row').find((r) => r.dataset.qname === 'in-gaap:Revenue')!;
    const cells = within(revenue).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['1,234.57', '1,500.00', '+21.5%']);
    const loss = screen.getAllByTestId('financial-row').find((r) => r.dataset.qname === 'in-gaap:ProfitLoss')!;
    expect(within(loss).getAllByRole('cell').map((c) => c.textContent)).toEqual(['(25.00)', '—', '—']);
    expect(screen.getByRole('table').textContent).toContain('₹ lakh');
  });

  it('links a year to the filing it was read from', () => {
    render(<FinancialsTable view={financials()} unit="crore" />);
    const link = screen.getByRole('link', { name: 'FY 2023-24' });
    expect(link.getAttribute('href')).toBe('#/review/U12345MH2001PTC123456/flg_abcd1234');
  });

  it('groups rows by statement in a fixed order', () => {
    render(<FinancialsTable view={financials()} unit="rupees" />);
    const groups = screen.getAllByRole('rowheader').filter((h) => h.getAttribute('scope') === 'rowgroup').map((h) => h.textContent);
    expect(groups).toEqual(['Balance sheet', 'Profit and loss']);
  });
});
