// Anything shaped like an API key is masked before it is shown or sent: an error message may echo
// it (a proxy page, a library error, a call name typed by mistake). Pure, so every transport and
// the core mask the same way.

const API_KEY_PATTERN = /svc_(live|test)_[A-Za-z0-9]+/g;

/** `svc_live_abc123` -> `svc_live_…`; anything else unchanged. */
export function maskSecrets(text: string): string {
  return text.replace(API_KEY_PATTERN, (_m, kind: string) => `svc_${kind}_…`);
}
