/**
 * Identifiers from the command line, checked with the spec's rules (shared/ids.ts) before the
 * core opens: a malformed CIN or DIN is a usage error naming the rule, and no request is made.
 */
import { normaliseCompanyId, normaliseDin } from '../../shared/ids';
import { formatIndianNumber } from '../../shared/money';
import { normaliseState } from '../../shared/states';
import { sentences } from '../../shared/sentences';
import { usageError } from './exit-codes';

/** What a message echoes of a typed value: its start and its length when it is long (never 1,00,000 characters back). */
export function clip(raw: string): string {
  return raw.length > 40 ? `${raw.slice(0, 24)}… (${formatIndianNumber(raw.length)} characters)` : raw;
}

const clipped = (message: string) => message.replace(/[^\s:,;()]{41,}/g, (word) => clip(word));

export function companyIdArg(raw: string): string {
  const checked = normaliseCompanyId(raw);
  if (!checked.ok) {
    const { code, rule, message } = checked.error;
    throw usageError(code, `${clipped(message)} (rule: ${rule})`, { rule });
  }
  return checked.id;
}

export function dinArg(raw: string): string {
  const checked = normaliseDin(raw);
  if (!checked.ok) {
    const { code, rule, message } = checked.error;
    throw usageError(code, `${clipped(message)} (rule: ${rule})`, { rule });
  }
  return checked.id;
}

/** `--state` of a registry search: a state or union territory of India, checked before anything is priced (exit 2). */
export function stateArg(raw: string): string {
  const checked = normaliseState(raw);
  if (!checked.ok) throw usageError('INVALID_STATE', sentences(`--state: ${clipped(checked.message)}`, 'Nothing was spent'));
  return checked.name;
}
