// For a failed action: what the analyst can do about it, as a link or a control.
import type { ActionView } from '../../../shared/bridge/views';
import { companyHref, hrefOf } from '../../router/routes';

export type Fix = { label: string; href: string } | { label: string; resume: true };

const KEY_CODES = new Set(['MISSING_API_KEY', 'INVALID_API_KEY', 'API_KEY_REVOKED', 'ACCOUNT_DISABLED']);
const RETRYABLE = new Set(['RATE_LIMITED', 'SEARCH_UNAVAILABLE', 'REFRESH_IN_PROGRESS', 'NETWORK', 'OFFLINE', 'TIMEOUT', 'SERVER_ERROR', 'HOST_UNREACHABLE']);

export function fixFor(action: ActionView): Fix | null {
  const code = action.error?.code;
  if (!code) return null;
  if (KEY_CODES.has(code)) return { label: 'Check the API key in Settings', href: hrefOf({ screen: 'settings' }) };
  if (code === 'INSUFFICIENT_BALANCE') return { label: 'See the wallet and what was spent', href: hrefOf({ screen: 'spend' }) };
  if (code === 'BUDGET_EXCEEDED' || code === 'SESSION_CAP') return { label: 'Raise the session budget cap', href: hrefOf({ screen: 'spend' }) };
  if (code === 'SANDBOX_ONLY') return { label: 'Pick a sandbox company', href: hrefOf({ screen: 'registry' }) };
  if (code === 'UNLOCK_REQUIRED' || code === 'NOTHING_TO_FETCH') return { label: 'Open the company', href: companyHref(action.subject) };
  if (RETRYABLE.has(code) || /TIMEOUT|NETWORK|UNAVAILABLE/.test(code)) return { label: 'Try again', resume: true };
  return null;
}
