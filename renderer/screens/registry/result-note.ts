// What the Registry screen says about an answer in the analyst's words. The service's own hints
// are written for developers ("GET /v1/sandbox lists the companies…"): those are not shown; the
// screen says what the analyst can do instead.
import type { CallResult } from '../../../shared/bridge/contract';
import { analystHint } from '../../../shared/bridge/registry-hint';

type ResolveResult = CallResult<'registry.resolve'>;

export function resultNote(result: ResolveResult): string | null {
  if (result.candidates.length === 0 && result.sandbox) {
    return 'No sandbox company matches this search. A test key reaches only the sandbox companies listed below: mirror one of them, or add a live key in Settings to search the whole registry.';
  }
  if (result.candidates.length === 0) {
    return 'No company in the registry matches this search. Try fewer words, another spelling, or the CIN, FCIN or LLPIN.';
  }
  return analystHint(result.hint);
}
