/**
 * A registry address in one line, from the address's own fields: street, city, state and PIN,
 * then the country ("12 MG Road, Bengaluru, Karnataka 560001, India"). Parts the registry dropped
 * are left out, never guessed from the street text. The same words on every screen and report.
 */
export interface AddressFields {
  streetAddress?: unknown;
  city?: unknown;
  state?: unknown;
  postalCode?: unknown;
  country?: unknown;
}

const part = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null);

export function addressLine(a: AddressFields): string {
  const statePin = [part(a.state), part(a.postalCode)].filter(Boolean).join(' ');
  return [part(a.streetAddress), part(a.city), statePin || null, part(a.country)].filter(Boolean).join(', ');
}
