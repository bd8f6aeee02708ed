/**
 * Identifiers from the command line, checked with the spec's rules (shared/ids.ts) before the
 * core opens: a malformed CIN or DIN is a usage error naming the rule, and no request is made.
 */
import { normaliseCompanyId, normaliseDin } from '../../shared/ids';
import { usageError } from './exit-codes';

export function companyIdArg(raw: string): string {
  const checked = normaliseCompanyId(raw);
  if (!checked.ok) {
    const { code, rule, message } = checked.error;
    throw usageError(code, `${message} (rule: ${rule})`, { rule });
  }
  return checked.id;
}

export function dinArg(raw: string): string {
  const checked = normaliseDin(raw);
  if (!checked.ok) {
    const { code, rule, message } = checked.error;
    throw usageError(code, `${message} (rule: ${rule})`, { rule });
  }
  return checked.id;
}
