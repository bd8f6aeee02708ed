/**
 * Which registry the session talks to, and with which key. In embedded-sandbox mode it is the
 * emulator the launcher started this time: its address may change between launches and its test
 * key is no secret (the emulator hands it out), so neither is ever stored. Every other mode uses
 * the key in the SecretStore and the base URL in the settings.
 */
import { BASE_URL_RULE, checkBaseUrl } from '../../../shared/bridge/base-url';
import { type ApiClient, keyKindOf, maskKey } from '../api';
import type { CoreOptions } from '../core-types';
import { DossierError } from '../app-error';
import { MirrorError } from '../mirror';
import type { Settings } from './settings';

export type Connection =
  | { kind: 'key'; apiKey: string; baseUrl: string; embedded: boolean }
  /** Settings say embedded sandbox but this launch has none: remote calls are refused with `problem`. */
  | { kind: 'embedded-missing'; problem: DossierError }
  /**
   * A stored key and an address it was not checked against (the base URL changed, or the address
   * is one Dossier no longer accepts): nothing is sent until the analyst adds the key again or
   * confirms the new address. `apiKey` is kept to show its masked form.
   */
  | { kind: 'key-held'; apiKey: string; baseUrl: string; checkedFor: string | null; problem: DossierError }
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

function keyNotConfirmed(key: string, baseUrl: string, checkedFor: string | null): DossierError {
  return new DossierError(
    'KEY_NOT_CONFIRMED',
    `The registry address is now ${baseUrl}, but the stored API key ${maskKey(key)} was checked against ${checkedFor ?? 'another address'}. Dossier does not send it to the new address until you say so: nothing was sent.`,
    { hint: `Settings → API key: add the key again for ${baseUrl}, or confirm sending the stored key there (dossier key set on the command line).`, details: { baseUrl, checkedFor } },
  );
}

function addressRefused(baseUrl: string, reason: string): DossierError {
  return new DossierError('BASE_URL_REFUSED', `The registry address ${baseUrl} in the settings is not used: ${reason}`, {
    hint: `Set the registry address in Settings: ${BASE_URL_RULE}.`,
    details: { baseUrl },
  });
}

/**
 * `keyFromEnvironment`: the key came with this run (DOSSIER_API_KEY), beside the address the same
 * run chose, so there is no earlier check to hold it to.
 */
export function connectionOf(settings: Settings, storedKey: string | null, embedded: CoreOptions['embedded'], keyFromEnvironment = false): Connection {
  if (settings.mode === 'embedded') {
    if (!embedded) return { kind: 'embedded-missing', problem: embeddedSandboxMissing() };
    return { kind: 'key', apiKey: embedded.testKey, baseUrl: embedded.baseUrl, embedded: true };
  }
  if (!storedKey || !settings.baseUrl || keyKindOf(storedKey) === null) return null;
  const checked = checkBaseUrl(settings.baseUrl);
  const checkedFor = settings.keyOrigin ?? null;
  if (!checked.ok) return { kind: 'key-held', apiKey: storedKey, baseUrl: settings.baseUrl, checkedFor, problem: addressRefused(settings.baseUrl, checked.reason) };
  if (!keyFromEnvironment && checkedFor !== checked.origin) {
    return { kind: 'key-held', apiKey: storedKey, baseUrl: settings.baseUrl, checkedFor, problem: keyNotConfirmed(storedKey, settings.baseUrl, checkedFor) };
  }
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
