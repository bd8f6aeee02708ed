import { describe, expect, it } from 'vitest';
import { BALANCE_SHEET, CASH_FLOW, PROFIT_AND_LOSS, qnameOf } from '../../../emulator/registry/aoc4';
import { CONCEPTS } from './concept-map';
import { conceptOf, conceptRowOf, taxonomyOf } from './concepts';

const STATEMENTS = { balance_sheet: BALANCE_SHEET, profit_and_loss: PROFIT_AND_LOSS, cash_flow: CASH_FLOW } as const;

describe('the concept map', () => {
  it('has unique ids, and labels that no two rows of a statement share', () => {
    expect(new Set(CONCEPTS.map((c) => c.id)).size).toBe(CONCEPTS.length);
    for (const statement of Object.keys(STATEMENTS)) {
      const labels = CONCEPTS.filter((c) => c.statement === statement).map((c) => c.label.toLowerCase());
      expect(new Set(labels).size, statement).toBe(labels.length);
    }
  });

  it('names each element of a taxonomy under one concept per statement', () => {
    for (const taxonomy of ['inGaap', 'indAs'] as const) {
      const seen = new Map<string, string>();
      for (const c of CONCEPTS) {
        for (const name of c[taxonomy]) {
          const key = `${c.statement}|${name}`;
          expect(seen.get(key), `${taxonomy} ${key} in ${seen.get(key)} and ${c.id}`).toBeUndefined();
          seen.set(key, c.id);
        }
      }
    }
  });

  it('puts the Indian GAAP and Ind AS element of every line the registry files under the same concept', () => {
    for (const [statement, lines] of Object.entries(STATEMENTS) as Array<[keyof typeof STATEMENTS, typeof BALANCE_SHEET]>) {
      for (const line of lines) {
        const gaap = conceptRowOf(statement, qnameOf(line, false));
        const indAs = conceptRowOf(statement, qnameOf(line, true));
        expect(gaap, `${statement} ${qnameOf(line, false)}`).not.toBeNull();
        expect(indAs?.id, `${qnameOf(line, false)} and ${qnameOf(line, true)}`).toBe(gaap!.id);
      }
    }
  });

  it('reads the taxonomy from a qname or a taxonomy id, and keeps an unknown element as its own row', () => {
    expect(taxonomyOf('in-gaap:Assets')).toBe('in-gaap');
    expect(taxonomyOf('in-gaap-2016')).toBe('in-gaap');
    expect(taxonomyOf('ind-as:Equity')).toBe('ind-as');
    expect(taxonomyOf('ind-as-2019')).toBe('ind-as');
    expect(taxonomyOf('ifrs-full:Assets')).toBeNull();
    expect(conceptOf('balance_sheet', 'in-gaap:ShareholdersFunds')).toEqual({ id: 'equity', label: "Total equity (shareholders' funds)" });
    expect(conceptOf('balance_sheet', 'ind-as:Equity')).toEqual({ id: 'equity', label: "Total equity (shareholders' funds)" });
    expect(conceptOf('balance_sheet', 'in-gaap:GSTPayable')).toEqual({ id: 'element:GSTPayable', label: 'GST payable' });
    expect(conceptOf('balance_sheet', 'ind-as:GSTPayable').id).toBe(conceptOf('balance_sheet', 'in-gaap:GSTPayable').id);
  });
});
