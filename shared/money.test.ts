import { describe, expect, it } from 'vitest';
import {
  addPaisa,
  formatCompact,
  formatIndianNumber,
  formatPercentChange,
  formatPercentShare,
  formatRupees,
  groupIndian,
  PAISA_PER_CRORE,
  PAISA_PER_LAKH,
  paisaToRupeeString,
  parseRupees,
  rupeesToPaisa,
  scaleFigure,
  sumPaisa,
} from './money';

/** Deterministic pseudo-random generator (mulberry32) so property loops are repeatable. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** Random safe integers spread over all magnitudes (not just near 2^53). */
function randomPaisa(random: () => number): number {
  const digits = 1 + Math.floor(random() * 15);
  const n = Math.floor(random() * 10 ** digits);
  return random() < 0.3 && n > 0 ? -n : n;
}
const indianOracle = new Intl.NumberFormat('en-IN', { useGrouping: true, maximumFractionDigits: 0 });
const value = (r: ReturnType<typeof parseRupees>) => (r.ok ? r.value : r.error.message);

describe('groupIndian', () => {
  it('groups the last three digits, then pairs', () => {
    expect(['', '1', '12', '123', '1234', '12345', '123456', '1234567', '12345678'].map(groupIndian)).toEqual([
      '', '1', '12', '123', '1,234', '12,345', '1,23,456', '12,34,567', '1,23,45,678',
    ]);
  });
  it('agrees with the en-IN locale on many values', () => {
    const random = seeded(7);
    for (let i = 0; i < 2000; i++) {
      const n = BigInt(Math.abs(randomPaisa(random)));
      expect(groupIndian(n.toString())).toBe(indianOracle.format(n));
    }
  });
});

describe('formatRupees', () => {
  it('formats with Indian grouping and paise', () => {
    expect(formatRupees(1234567890)).toBe('₹1,23,45,678.90');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(100)).toBe('₹1.00');
    expect(formatRupees(-123456)).toBe('-₹1,234.56');
    expect(formatRupees(123456789012345678n)).toBe('₹1,23,45,67,89,01,23,456.78');
  });
  it('paise: auto drops only .00, never rounds half-up to rupees', () => {
    expect(formatRupees(123400, { paise: 'auto' })).toBe('₹1,234');
    expect(formatRupees(123450, { paise: 'auto' })).toBe('₹1,234.50');
    expect(formatRupees(123449, { paise: 'never' })).toBe('₹1,234');
    expect(formatRupees(123450, { paise: 'never' })).toBe('₹1,235');
    expect(formatRupees(-123450, { paise: 'never' })).toBe('-₹1,235');
    expect(formatRupees(-49, { paise: 'never' })).toBe('₹0');
    expect(formatRupees(-50, { paise: 'never' })).toBe('-₹1');
  });
  it('negative: parens, with and without the symbol', () => {
    expect(formatRupees(-123400, { negative: 'parens' })).toBe('(₹1,234.00)');
    expect(formatRupees(-123400, { negative: 'parens', symbol: false })).toBe('(1,234.00)');
    expect(formatRupees(123400, { negative: 'parens', symbol: false })).toBe('1,234.00');
  });
  it('refuses non-integers and unsafe numbers', () => {
    expect(() => formatRupees(1.5)).toThrow(RangeError);
    expect(() => formatRupees(Number.NaN)).toThrow('safe integer');
    expect(() => formatRupees(2 ** 53)).toThrow(RangeError);
  });
});

describe('formatRupees and parseRupees round trip', () => {
  const styles = [{}, { paise: 'auto' }, { negative: 'parens' }, { symbol: false }, { symbol: false, negative: 'parens' }] as const;
  it('every paisa value from -1,00,000 to 1,00,000 in every style', () => {
    // One expect at the end: calling expect a million times would dominate the run time.
    const mismatches: string[] = [];
    for (let p = -100_000; p <= 100_000; p++) {
      for (const style of styles) {
        const text = formatRupees(p, style);
        if (value(parseRupees(text)) !== p) mismatches.push(`${p} → ${text}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
  it('random large values, up to the largest safe integer', () => {
    const random = seeded(42);
    for (let i = 0; i < 5000; i++) {
      const p = randomPaisa(random);
      expect(value(parseRupees(formatRupees(p)))).toBe(p);
      expect(value(rupeesToPaisa(paisaToRupeeString(p)))).toBe(p);
    }
    expect(value(parseRupees(formatRupees(Number.MAX_SAFE_INTEGER)))).toBe(Number.MAX_SAFE_INTEGER);
    expect(value(parseRupees(formatRupees(-Number.MAX_SAFE_INTEGER)))).toBe(-Number.MAX_SAFE_INTEGER);
  });
});

describe('formatCompact', () => {
  it.each([
    [0, '₹0'],
    [1234500, '₹12,345'],
    [1234550, '₹12,346'],
    [9_999_949, '₹99,999'],
    [9_999_950, '₹1 L'],
    [PAISA_PER_LAKH, '₹1 L'],
    [45 * PAISA_PER_LAKH / 10, '₹4.5 L'],
    [1_234_500_00, '₹12.35 L'],
    [1_234_499_99, '₹12.34 L'],
    [999_500_000, '₹99.95 L'],
    [999_949_999, '₹99.99 L'],
    [999_950_000, '₹1 Cr'],
    [PAISA_PER_CRORE, '₹1 Cr'],
    [2 * PAISA_PER_CRORE, '₹2 Cr'],
    [123 * PAISA_PER_CRORE / 100, '₹1.23 Cr'],
    [1_234_567 * PAISA_PER_CRORE, '₹12,34,567 Cr'],
    [-45 * PAISA_PER_LAKH / 10, '-₹4.5 L'],
    [-49, '₹0'],
  ])('%d paisa → %s', (p, text) => {
    expect(formatCompact(p)).toBe(text);
  });
  it('reads back within half of its last shown digit', () => {
    const random = seeded(99);
    for (let i = 0; i < 5000; i++) {
      const p = randomPaisa(random);
      const text = formatCompact(p);
      const unit = text.endsWith('Cr') ? PAISA_PER_CRORE / 100 : text.endsWith('L') ? PAISA_PER_LAKH / 100 : 100;
      const back = value(parseRupees(text));
      expect(typeof back).toBe('number');
      expect(Math.abs((back as number) - p)).toBeLessThanOrEqual(unit / 2);
    }
  });
  it('takes bigint and refuses floats', () => {
    expect(formatCompact(10n ** 20n)).toBe('₹1,00,00,00,00,000 Cr');
    expect(() => formatCompact(0.5)).toThrow(RangeError);
  });
});

describe('formatIndianNumber', () => {
  it('groups counts and keeps filed decimals as written', () => {
    expect(formatIndianNumber(1234567)).toBe('12,34,567');
    expect(formatIndianNumber(-1234567n)).toBe('-12,34,567');
    expect(formatIndianNumber('1234567.50')).toBe('12,34,567.50');
    expect(formatIndianNumber(' +00123 ')).toBe('123');
    expect(formatIndianNumber(1234.5)).toBe('1,234.5');
    expect(formatIndianNumber('-0.00')).toBe('0.00');
  });
  it('refuses what is not a plain decimal', () => {
    for (const bad of ['', 'NA', '1,234', '1e5', '12.', Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(() => formatIndianNumber(bad)).toThrow(RangeError);
    }
  });
});

describe('scaleFigure', () => {
  it('scales rupees to lakh and crore with fixed decimals, rounding half-up', () => {
    expect(scaleFigure('123456789', 'crore')).toBe('12.35');
    expect(scaleFigure('123456789', 'lakh')).toBe('1,234.57');
    expect(scaleFigure('123456789', 'rupees')).toBe('12,34,56,789.00');
    expect(scaleFigure(1234567.505, 'rupees')).toBe('12,34,567.51');
    expect(scaleFigure('-5000000', 'crore', { negative: 'parens' })).toBe('(0.50)');
    expect(scaleFigure(-4999, 'crore')).toBe('0.00');
    expect(scaleFigure(123456789n, 'crore', { decimals: 0 })).toBe('12');
    expect(scaleFigure('15000000', 'crore', { decimals: 0 })).toBe('2');
    expect(scaleFigure('1', 'crore', { decimals: 7 })).toBe('0.0000001');
  });
  it('agrees with formatIndianNumber for whole rupees at 0 decimals', () => {
    const random = seeded(3);
    for (let i = 0; i < 1000; i++) {
      const n = randomPaisa(random);
      expect(scaleFigure(n, 'rupees', { decimals: 0 })).toBe(formatIndianNumber(n));
    }
  });
  it('refuses bad decimals and non-numbers', () => {
    expect(() => scaleFigure(1, 'lakh', { decimals: -1 })).toThrow('decimals must be 0-12');
    expect(() => scaleFigure(1, 'lakh', { decimals: 1.5 })).toThrow(RangeError);
    expect(() => scaleFigure('abc', 'lakh')).toThrow('Not a plain decimal number');
  });
});

describe('parseRupees', () => {
  it.each([
    ['₹1,23,45,678.90', 1234567890],
    ['1,23,45,678', 1234567800],
    ['12,345,678', 1234567800],
    ['Rs. 1234', 123400],
    ['rs1234', 123400],
    ['INR 12.5', 1250],
    ['(₹1,234.00)', -123400],
    ['( 1,234 )', -123400],
    ['-₹5', -500],
    ['₹-5', -500],
    ['−₹5', -500],
    ['₹1.23 Cr', 123 * PAISA_PER_CRORE / 100],
    ['₹1.23Cr.', 123 * PAISA_PER_CRORE / 100],
    ['4.5 L', 45 * PAISA_PER_LAKH / 10],
    ['4.5 lakh', 45 * PAISA_PER_LAKH / 10],
    ['2 Lakhs', 2 * PAISA_PER_LAKH],
    ['3 lacs', 3 * PAISA_PER_LAKH],
    ['3 crore', 3 * PAISA_PER_CRORE],
    ['1.234567891 Cr', 1234567891],
    ['0.00000001 Cr', 10],
    ['0.000000001 Cr', 1],
    ['  ₹ 0.05 ', 5],
    ['-0', 0],
    ['Rs. 12,34,567/-', 123456700],
    ['₹ 5,000 /-', 500000],
    ['2 lakh/-', 2 * PAISA_PER_LAKH],
  ])('%s → %d paisa', (text, paisa) => {
    expect(parseRupees(text)).toEqual({ ok: true, value: paisa });
  });
  it.each([
    ['', 'Amount is empty'],
    ['   ', 'Amount is empty'],
    ['abc', 'Not an amount: "abc"'],
    ['₹', 'Not an amount'],
    ['12.3.4', 'Not an amount'],
    ['₹1,234.567', 'more than 2 decimal places'],
    ['1,2345', 'misplaced commas'],
    ['1,23,', 'misplaced commas'],
    ['--5', 'more than one minus sign'],
    ['(-5)', 'more than one minus sign'],
    ['0.0000000001 Cr', 'not a whole number of paisa'],
    ['1.234567891 L', 'not a whole number of paisa'],
    ['₹1,00,00,00,00,00,00,000', 'too large'],
    ['5 dollars', 'Not an amount'],
    ['/-', 'Not an amount'],
    ['12/-/-', 'Not an amount'],
  ])('rejects "%s"', (text, message) => {
    const r = parseRupees(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('INVALID_AMOUNT');
      expect(r.error.message).toContain(message);
    }
  });
  it('rejects non-text', () => {
    expect(parseRupees(12)).toEqual({ ok: false, error: { code: 'INVALID_AMOUNT', message: 'Amount must be text' } });
  });
});

describe('rupeesToPaisa and paisaToRupeeString', () => {
  it('converts filed decimal strings exactly', () => {
    expect(value(rupeesToPaisa('1234.5'))).toBe(123450);
    expect(value(rupeesToPaisa('-10.500'))).toBe(-1050);
    expect(value(rupeesToPaisa('0.07'))).toBe(7);
    expect(value(rupeesToPaisa('90071992547409.91'))).toBe(Number.MAX_SAFE_INTEGER);
    expect(paisaToRupeeString(-123450)).toBe('-1234.50');
    expect(paisaToRupeeString(123456789012n)).toBe('1234567890.12');
  });
  it('rejects fractions of a paisa, text and overflow', () => {
    expect(value(rupeesToPaisa('1.005'))).toContain('not a whole number of paisa');
    expect(value(rupeesToPaisa('₹5'))).toContain('Not a rupee amount');
    expect(value(rupeesToPaisa(5 as unknown as string))).toContain('Not a rupee amount');
    expect(value(rupeesToPaisa('90071992547409.92'))).toContain('too large');
  });
});

describe('addPaisa and sumPaisa', () => {
  it('adds safe integers', () => {
    expect(addPaisa()).toBe(0);
    expect(addPaisa(1, 2, -3, 500)).toBe(500);
    expect(sumPaisa(new Set([100, 250]))).toBe(350);
    expect(addPaisa(Number.MAX_SAFE_INTEGER - 1, 1)).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('throws on floats, NaN and overflow', () => {
    expect(() => addPaisa(1, 0.1)).toThrow('safe integer');
    expect(() => sumPaisa([Number.NaN])).toThrow(RangeError);
    expect(() => addPaisa(Number.MAX_SAFE_INTEGER, 1)).toThrow('exceeds the largest safe integer');
    expect(() => addPaisa(-Number.MAX_SAFE_INTEGER, -1)).toThrow('exceeds');
  });
});

describe('formatPercentChange', () => {
  it('rounds once, half away from zero, to one decimal at every size (never to tenths and then again)', () => {
    // Issue 28: −187.45 % was shown as −188%: rounded to tenths (−187.5), then to whole percents.
    expect(formatPercentChange(-18745, 10000)).toBe('−187.5%');
    expect(formatPercentChange(-187449, 100000)).toBe('−187.4%'); // just below the half: down, once
    expect(formatPercentChange(-1874499, 1000000)).toBe('−187.4%'); // 187.4499: a tenths-first rounding would say 187.5
    expect(formatPercentChange(678, 1000)).toBe('+67.8%');
    expect(formatPercentChange(737, 1000)).toBe('+73.7%');
    expect(formatPercentChange(2059, 1000)).toBe('+205.9%');
    expect(formatPercentChange(-55, 100)).toBe('−55.0%');
    expect(formatPercentChange(-1400, 1000)).toBe('−140.0%');
    expect(formatPercentChange(6785, 10000)).toBe('+67.9%'); // 67.85 rounds up
    expect(formatPercentChange(-6785, 10000)).toBe('−67.9%'); // and away from zero when negative
    expect(formatPercentChange(6784, 10000)).toBe('+67.8%');
    expect(formatPercentChange(99_96, 100_00)).toBe('+100.0%'); // 99.96
    expect(formatPercentChange(99_94, 100_00)).toBe('+99.9%');
    expect(formatPercentChange(12345n, 100n)).toBe('+12,345.0%');
    expect(formatPercentChange(5, -10)).toBe('+50.0%');
    expect(formatPercentChange(0, 10)).toBe('0.0%');
    expect(formatPercentChange(4, 100_000)).toBe('0.0%'); // 0.004 %: rounds to nothing, no sign
    expect(formatPercentChange(5, 10_000)).toBe('+0.1%'); // 0.05 %: half, away from zero
    expect(formatPercentChange(-5, 10_000)).toBe('−0.1%');
  });
  it('refuses a zero base', () => {
    expect(() => formatPercentChange(1, 0)).toThrow(RangeError);
  });
});

describe('formatPercentShare', () => {
  it('a part of a whole, to one decimal, rounded once', () => {
    expect(formatPercentShare(1, 3)).toBe('33.3%');
    expect(formatPercentShare(2, 3)).toBe('66.7%');
    expect(formatPercentShare(18745, 10000)).toBe('187.5%');
    expect(formatPercentShare(0, 7)).toBe('0.0%');
    expect(() => formatPercentShare(1, 0)).toThrow(RangeError);
  });
});
