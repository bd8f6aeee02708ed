import { describe, expect, it } from 'vitest';
import { figureSearchText } from './figure-text';

describe('figureSearchText', () => {
  it('formats a figure as the filing prints it', () => {
    expect(figureSearchText('12345678')).toBe('1,23,45,678');
    expect(figureSearchText('-2500000')).toBe('25,00,000');
    expect(figureSearchText('98765432.50')).toBe('9,87,65,432.50');
    expect(figureSearchText('1000.00')).toBe('1,000');
    expect(figureSearchText('NA')).toBe('NA');
  });
});
