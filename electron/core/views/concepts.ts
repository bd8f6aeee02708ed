/**
 * Reading the concept map: which taxonomy a qname belongs to, which concept of the chart of
 * accounts it files, and the label a table shows. An element the map does not name is its own
 * concept, keyed by its local name, so the same local name under either prefix still shares a row.
 */
import type { AccountingStandard } from '../../../shared/bridge/views';
import { CONCEPTS, type ConceptRow, type Statement } from './concept-map';
import { labelFromQname } from './labels';

export type Taxonomy = 'in-gaap' | 'ind-as';

/** How a reader names each accounting standard. */
export const STANDARD_NAMES: Record<Taxonomy, AccountingStandard> = { 'in-gaap': 'Indian GAAP', 'ind-as': 'Ind AS' };

export interface Concept {
  /** The concept's id, or `element:<LocalName>` for an element the map does not name. */
  id: string;
  label: string;
}

const localName = (qname: string): string => qname.slice(qname.lastIndexOf(':') + 1);

/** `in-gaap:X` and `in-gaap-2016:X` are Indian GAAP, `ind-as:X` Ind AS; anything else is not told. */
export function taxonomyOf(qnameOrId: string): Taxonomy | null {
  const prefix = qnameOrId.includes(':') ? qnameOrId.slice(0, qnameOrId.indexOf(':')) : qnameOrId;
  if (/^in-?gaap/i.test(prefix)) return 'in-gaap';
  if (/^ind-?as/i.test(prefix)) return 'ind-as';
  return null;
}

function indexOf(pick: (c: ConceptRow) => readonly string[]): Map<string, ConceptRow> {
  const map = new Map<string, ConceptRow>();
  for (const c of CONCEPTS) for (const name of pick(c)) map.set(`${c.statement}|${name}`, c);
  return map;
}

const BY_TAXONOMY: Record<Taxonomy, Map<string, ConceptRow>> = {
  'in-gaap': indexOf((c) => c.inGaap),
  'ind-as': indexOf((c) => c.indAs),
};
const ANY = indexOf((c) => [...c.inGaap, ...c.indAs]);

/** The map's row for an element filed in `statement`, or null when the map does not name it. */
export function conceptRowOf(statement: Statement, qname: string): ConceptRow | null {
  const key = `${statement}|${localName(qname)}`;
  const taxonomy = taxonomyOf(qname);
  return (taxonomy ? BY_TAXONOMY[taxonomy].get(key) : undefined) ?? ANY.get(key) ?? null;
}

export function conceptOf(statement: Statement, qname: string): Concept {
  const known = conceptRowOf(statement, qname);
  return known ? { id: known.id, label: known.label } : { id: `element:${localName(qname)}`, label: labelFromQname(qname) };
}

/** The label a figure is shown with wherever it is shown: the concept's, else one derived from the element. */
export function figureLabel(statement: string, qname: string): string {
  const isStatement = statement === 'balance_sheet' || statement === 'profit_and_loss' || statement === 'cash_flow';
  return isStatement ? conceptOf(statement, qname).label : labelFromQname(qname);
}
