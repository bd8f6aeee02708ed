// The states and union territories a registry search may be narrowed to, checked before the search
// is paid for: a state that is none of them finds nothing, and a search that finds nothing is still
// charged. Accepted as the registry names them, case and punctuation aside, by the two-letter code
// MCA puts in a CIN, or by a name it went by before (Orissa, Pondicherry, Uttaranchal...).
import { STATE_CODES } from './ids';

const key = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** Names a state went by before, or is often written as: the registry's name for each. */
const ALIASES: Readonly<Record<string, string>> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
  chattisgarh: 'Chhattisgarh',
  'dadra and nagar haveli and daman and diu': 'Dadra and Nagar Haveli',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'jammu kashmir': 'Jammu and Kashmir',
};

const BY_KEY: ReadonlyMap<string, string> = new Map([
  ...Object.values(STATE_CODES).map((name) => [key(name), name] as const),
  ...Object.entries(ALIASES),
]);

export type StateResult = { ok: true; name: string } | { ok: false; message: string };

/** The state's name as the registry writes it, or why the text is no state of India. */
export function normaliseState(raw: string): StateResult {
  const text = raw.trim();
  if (text === '') return { ok: false, message: 'A state is needed after --state (e.g. Tamil Nadu, or its code TN)' };
  const code = STATE_CODES[text.toUpperCase()];
  if (/^[a-z]{2}$/i.test(text) && code) return { ok: true, name: code };
  const name = BY_KEY.get(key(text));
  if (name) return { ok: true, name };
  return { ok: false, message: `"${text}" is not a state or union territory of India: name one as the registry does (e.g. Tamil Nadu, West Bengal) or give its two-letter code (TN, WB)` };
}
