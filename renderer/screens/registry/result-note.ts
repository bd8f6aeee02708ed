// What the Registry screen says about an answer in the analyst's words. The service's own hints
// are written for developers ("GET /v1/sandbox lists the companies…"): those are not shown; the
// screen says what the analyst can do instead.
import type { CallResult } from '../../../shared/bridge/contract';

type ResolveResult = CallResult<'registry.resolve'>;

/** A hint that names an API path or an HTTP method speaks to developers, not analysts. */
const DEVELOPER_WORDS = /\b(GET|POST|PUT|DELETE)\s+\/|\/v\d+\//;

export function resultNote(result: ResolveResult): string | null {
  if (result.candidates.length === 0 && result.sandbox) {
    return 'No sandbox company matches this search. A test key reaches only the sandbox companies listed below: mirror one of them, or add a live key in Settings to search the whole registry.';
  }
  if (result.candidates.length === 0) {
    return 'No company in the registry matches this search. Try fewer words, another spelling, or the CIN, FCIN or LLPIN.';
  }
  return result.hint && !DEVELOPER_WORDS.test(result.hint) ? result.hint : null;
}
