/**
 * The core's errors in the command line's own terms. The core words its hints for the app ("add a
 * current key in Settings"); at a terminal the way out is a command or a flag, and which one depends
 * on the run: a key from DOSSIER_API_KEY is fixed in the environment, not with `dossier key set`
 * (which refuses while that variable is set), and a session cap given with --budget was never saved
 * in Settings. The session passes every error and every quote through here, so no command can
 * forget to.
 */
import type { Quote } from '../../shared/bridge/views';
import type { AppError } from '../../shared/result';
import { ENV } from '../core/env-names';

export interface RunWords {
  /** DOSSIER_API_KEY is set for this run and overrides any stored key. */
  envKey: boolean;
  /** The session cap of this run came from --budget. */
  budgetFlag: boolean;
}

const ADD_KEY = 'Add a key with dossier key set (or set DOSSIER_API_KEY).';

/** What to do, at a terminal, for the codes whose core hint names a screen of the app. */
function cliHint(code: string, words: RunWords): string | null {
  switch (code) {
    case 'API_KEY_REVOKED':
      return words.envKey
        ? `${ENV.apiKey} holds a revoked key: set it to a current key from the developer portal (or unset it to use the key stored with dossier key set).`
        : 'The key was revoked: create a new key in the developer portal and add it with dossier key set.';
    case 'INVALID_API_KEY':
      return words.envKey
        ? `The registry does not know the key in ${ENV.apiKey}: check that it was copied whole and issued for this registry.`
        : 'Check the key with dossier key show; add the right one with dossier key set.';
    case 'MISSING_API_KEY':
    case 'NO_API_KEY':
    case 'NO_CLIENT':
      return ADD_KEY;
    case 'BAD_BASE_URL':
      return 'Pass the registry address the provider gave with --base-url (https://…).';
    case 'REDIRECT_REFUSED':
      return 'Check the registry address (--base-url): it should be the address the provider gave, not one that forwards elsewhere.';
    case 'OFFLINE':
      return 'Check the network connection and the registry address (--base-url), then run dossier key set again.';
    case 'SESSION_CAP_REACHED':
      return words.budgetFlag
        ? 'Run the command again with a higher --budget (e.g. --budget 500), or without it to use the cap in Settings.'
        : 'Pass a higher --budget for this run, or raise the session cap in the app (Settings).';
    default:
      return null;
  }
}

/** The cap named where it was set: a --budget cap belongs to this run only. */
function capWords(text: string, words: RunWords): string {
  return words.budgetFlag ? text.replaceAll('given for this run', 'set by --budget for this run') : text;
}

/** Replaces `oldHint` inside `text` (a quote's reason carries its hint at the end) with `newHint`. */
function swapHint(text: string, oldHint: string | undefined, newHint: string): string {
  if (oldHint && text.includes(oldHint)) return text.replace(oldHint, newHint);
  return text;
}

export function errorInCliWords(error: AppError, words: RunWords): AppError {
  const hint = cliHint(error.code, words);
  const message = capWords(hint ? swapHint(error.message, error.hint, hint) : error.message, words);
  const quote = error['quote'];
  return {
    ...error,
    message,
    ...(hint ? { hint } : {}),
    ...(isQuote(quote) ? { quote: quoteInCliWords(quote, words) } : {}),
  };
}

export function quoteInCliWords(quote: Quote, words: RunWords): Quote {
  const blocked = quote.blockedError;
  if (!quote.blockedReason || !blocked) return quote;
  const hint = cliHint(blocked.code, words);
  const reason = capWords(hint ? swapHint(quote.blockedReason, blocked.hint, hint) : quote.blockedReason, words);
  return {
    ...quote,
    blockedReason: reason,
    blockedError: { ...blocked, message: capWords(blocked.message, words), ...(hint ? { hint } : {}) },
  };
}

/** A bridge answer that is a quote (the quote calls, and quotes carried by errors). */
export function isQuote(value: unknown): value is Quote {
  return typeof value === 'object' && value !== null && 'quoteId' in value && 'blockedReason' in value;
}
