/**
 * Which registry the session talks to, and with which key. In embedded-sandbox mode it is the
 * emulator the launcher started this time: its address may change between launches and its test
 * key is no secret (the emulator hands it out), so neither is ever stored. Every other mode uses
 * the key in the SecretStore and the base URL in the settings.
 */
import { type ApiClient, keyKindOf } from '../api';
import type { CoreOptions } from '../core-types';
import { DossierError } from '../app-error';
import { MirrorError } from '../mirror';
import type { Settings } from './settings';

export type Connection =
  | { kind: 'key'; apiKey: string; baseUrl: string; embedded: boolean }
  /** Settings say embedded sandbox but this launch has none: remote calls are refused with `problem`. */
  | { kind: 'embedded-missing'; problem: DossierError }
  | null;

export function noEmbeddedSandbox(): DossierError {
  return new DossierError('NO_EMBEDDED_SANDBOX', 'This copy of Dossier was started without its built-in sandbox, so there is nothing to explore offline.', {
    hint: 'Add a test key (svc_test_…) from your provider in Settings to try the sandbox on the real registry.',
  });
}

export function embeddedSandboxMissing(): DossierError {
  return new DossierError(
    'NO_EMBEDDED_SANDBOX',
    'Dossier is set to explore its built-in sandbox, but this copy was started without it: nothing can be read from the registry or bought. The library stays readable.',
    { hint: 'Start Dossier with npm start (it runs the built-in sandbox), or add an API key in Settings.' },
  );
}

export function connectionOf(settings: Settings, storedKey: string | null, embedded: CoreOptions['embedded']): Connection {
  if (settings.mode === 'embedded') {
    if (!embedded) return { kind: 'embedded-missing', problem: embeddedSandboxMissing() };
    return { kind: 'key', apiKey: embedded.testKey, baseUrl: embedded.baseUrl, embedded: true };
  }
  if (!storedKey || !settings.baseUrl || keyKindOf(storedKey) === null) return null;
  return { kind: 'key', apiKey: storedKey, baseUrl: settings.baseUrl, embedded: false };
}

/**
 * A client whose every call fails with `problem`, as a NO_CLIENT stop: quotes show the reason as
 * their blocking reason, and a running action pauses on it (resumable once the sandbox is back).
 */
export function refusingClient(problem: DossierError): ApiClient {
  const fixed: Record<string, unknown> = { keyKind: 'test', maskedKey: '', keyId: 'no-embedded-sandbox', nextSendAt: () => 0 };
  return new Proxy({} as ApiClient, {
    get(_target, prop) {
      if (typeof prop === 'string' && prop in fixed) return fixed[prop];
      if (prop === 'then') return undefined; // not a thenable: `await` must not call into it
      return async () => {
        throw new MirrorError('NO_CLIENT', problem.message, problem.hint);
      };
    },
  });
}
