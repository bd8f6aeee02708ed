// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { findInItems, hitsAcrossPages } from './pdf-text';

describe('findInItems', () => {
  it('finds matches across text items and names the items touched', () => {
    const items = ['Revenue from operations ', '1,23,', '45,678', '  (25,00,000) ', '1,23,45,678'];
    const matches = findInItems(items, '1,23,45,678');
    expect(matches.map((m) => m.items)).toEqual([[1, 2], [4]]);
    expect(findInItems(items, 'REVENUE')[0]?.items).toEqual([0]);
    expect(findInItems(items, '  ')).toEqual([]);
  });

  it('orders hits by page', () => {
    const byPage = new Map([
      [3, findInItems(['a a'], 'a')],
      [1, findInItems(['a'], 'a')],
    ]);
    expect(hitsAcrossPages(byPage)).toEqual([
      { page: 1, index: 0 },
      { page: 3, index: 0 },
      { page: 3, index: 1 },
    ]);
  });
});
