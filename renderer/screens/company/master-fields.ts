// Reads the stored master record (registry field names kept as sent), whichever level the core
// hands over: the whole `data` ({ masterData: {...} }) or `masterData` itself.
import { addressLine } from '../../../shared/api/address';
import { formatIndianNumber } from '../../../shared/money';

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : null);

export interface MasterParts {
  companyData: Rec;
  commonData: Rec | null;
}

export function masterParts(master: Rec | null): MasterParts {
  const md = rec(master?.masterData) ?? master ?? {};
  return { companyData: rec(md.companyData) ?? md, commonData: rec(md.commonData) };
}

/** A registry capital amount (whole rupees, maybe with commas) as `₹1,23,45,678`. */
export function capitalText(data: Rec, name: string): string | null {
  const raw = data[name];
  const digits = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.replace(/[,\s₹]/g, '') : '';
  if (/^-?\d+(\.\d+)?$/.test(digits)) return `₹${formatIndianNumber(digits)}`;
  const display = data[`${name}Display`];
  return typeof display === 'string' && display !== '' ? display : null;
}

export interface AddressRow {
  type: string;
  text: string;
}

export function addresses(parts: MasterParts): AddressRow[] {
  const rows: AddressRow[] = [];
  const list = parts.companyData.MCAMDSCompanyAddress;
  if (Array.isArray(list)) {
    for (const a of list) {
      const r = rec(a);
      if (!r) continue;
      const text = addressLine(r);
      rows.push({ type: typeof r.addressType === 'string' ? r.addressType : 'Address', text });
    }
  }
  return rows;
}

export const MASTER_FIELDS: Array<{ key: string; label: string; kind?: 'date' | 'capital' }> = [
  { key: 'companyName', label: 'Name' },
  { key: 'companyStatus', label: 'Status' },
  { key: 'activeCompliance', label: 'Compliance' },
  { key: 'companyType', label: 'Type' },
  { key: 'companyOrigin', label: 'Origin' },
  { key: 'companyCategory', label: 'Category' },
  { key: 'companySubcategory', label: 'Subcategory' },
  { key: 'classOfCompany', label: 'Class' },
  { key: 'dateOfIncorporation', label: 'Incorporated', kind: 'date' },
  { key: 'whetherListedOrNot', label: 'Listed' },
  { key: 'authorisedCapital', label: 'Authorised capital', kind: 'capital' },
  { key: 'subscribedCapital', label: 'Subscribed capital', kind: 'capital' },
  { key: 'paidupCapital', label: 'Paid-up capital', kind: 'capital' },
  { key: 'paidUpCapital', label: 'Paid-up capital', kind: 'capital' },
  { key: 'numberOfMembers', label: 'Members' },
  { key: 'numberOfPartners', label: 'Partners' },
  { key: 'numberOfDesignatedPartners', label: 'Designated partners' },
];
