/**
 * The keys that decide when two records name the same address or the same charge holder. Only
 * these two kinds of node are matched by text; companies and directors are matched by their
 * identifiers alone (a CIN, LLPIN or FCIN; a DIN), never by name.
 *
 * Address: case and punctuation do not count, and the PIN is read on its own, so "Unit 71, Seji
 * Chambers" and "UNIT 71 SEJI CHAMBERS." agree. Two companies share an address only when the
 * normalised street, city and PIN all agree; an address without a six-digit PIN matches nothing.
 *
 * Charge holder (and company names, to find a holder that is a company): case, punctuation, a
 * leading "M/s", "&"/"and", and the usual abbreviations of the company form ("Ltd", "Pvt", "Co").
 */

/** Lower case, every run of punctuation or space one space, trimmed. */
export function plainWords(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const FORM_WORDS: Record<string, string> = { ltd: 'limited', pvt: 'private', co: 'company', corpn: 'corporation', corp: 'corporation' };

/** The matching key of a company's or a charge holder's name; null for a blank name. */
export function nameKey(name: string | null | undefined): string | null {
  if (!name) return null;
  const words = plainWords(name.replace(/&/g, ' and ')).split(' ').filter(Boolean);
  if (words[0] === 'm' && words[1] === 's') words.splice(0, 2);
  const key = words.map((w) => FORM_WORDS[w] ?? w).join(' ');
  return key === '' ? null : key;
}

export interface AddressParts {
  street: string;
  city: string | null;
  state: string | null;
  pin: string | null;
}

const PIN = /\b(\d{3})\s?(\d{3})\b/;

/**
 * An address as the registry sends it: separate city, state and postal code when it gives them,
 * or one street line ending "…, City, State PIN" (the form map-master already reads the city from).
 */
export function addressParts(raw: { streetAddress?: unknown; city?: unknown; state?: unknown; postalCode?: unknown }): AddressParts | null {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null);
  let street = text(raw.streetAddress);
  if (!street) return null;
  let city = text(raw.city);
  let state = text(raw.state);
  let pin = text(raw.postalCode)?.replace(/\s/g, '') ?? null;
  if (pin !== null && !/^\d{6}$/.test(pin)) pin = null;
  if (!city || !pin) {
    // "Unit 71, Seji Chambers, Delhi, Delhi 110040": the last two parts are the city and "State PIN".
    const parts = street.split(',').map((p) => p.trim());
    const tail = parts.at(-1) ?? '';
    const found = PIN.exec(tail);
    if (found && parts.length >= 3) {
      pin = pin ?? `${found[1]}${found[2]}`;
      state = state ?? (tail.replace(PIN, '').trim() || null);
      city = city ?? parts.at(-2) ?? null;
      street = parts.slice(0, -2).join(', ');
    }
  }
  return { street, city, state, pin };
}

/** The node id of an address: street, city and PIN normalised; null when there is no PIN to agree on. */
export function addressKey(parts: AddressParts): string | null {
  if (!parts.pin) return null;
  return `address:${parts.pin}:${plainWords(parts.street).replace(/ /g, '-')}:${plainWords(parts.city ?? '').replace(/ /g, '-')}`;
}

/** The address in one line, as a label: "Unit 71, Seji Chambers, Delhi 110040". */
export function addressLabel(parts: AddressParts): string {
  return [parts.street, [parts.city, parts.pin].filter(Boolean).join(' ')].filter((p) => p !== '').join(', ');
}

/** The node id of a charge holder known only by its name. */
export const holderId = (key: string): string => `holder:${key.replace(/ /g, '-')}`;
