/**
 * `dossier key set|show|clear`. The key is read from stdin only (hidden at a terminal, or piped)
 * and checked with the registry before it is kept; when DOSSIER_API_KEY is set it overrides any
 * stored key, so set and clear say so instead of changing a key that would not be used.
 */
import type { AppStatus } from '../../../shared/bridge/views';
import { ENV } from '../../core/env-names';
import { checkKeyForm, envKeyInForce } from '../api-key-input';
import { failure, usageError } from '../exit-codes';
import { renderFields } from '../format-table';
import { money, when } from '../format-values';
import type { CliIo } from '../io';
import type { Output } from '../output';
import { readApiKey } from '../read-secret';
import type { CliSession } from '../session';

const ENV_KEY = ENV.apiKey;

/** Refuses a key given on the command line, without repeating it anywhere. */
export function refuseKeyArgument(): never {
  throw usageError(
    'KEY_ON_COMMAND_LINE',
    'dossier key set does not take the key as an argument: arguments are kept in shell history and shown in the process list, where anyone on this machine can read them. Run `dossier key set` and type the key at the hidden prompt, or pipe it in: printf %s "$KEY" | dossier key set',
  );
}

function refuseWhileEnvKey(verb: string): void {
  throw failure(
    'ENV_KEY_IN_FORCE',
    `${ENV_KEY} is set in this environment and overrides any stored key, so there is nothing to ${verb} here. Unset ${ENV_KEY} to use a key kept in the system keychain.`,
  );
}

/** Checks that can fail before the core opens or stdin is read. */
export function precheckKeyChange(env: CliIo['env'], verb: 'set' | 'clear'): void {
  if (envKeyInForce(env)) refuseWhileEnvKey(verb === 'set' ? 'store' : 'clear');
}

/** Where the key is kept, in words; with no keychain answering, that nothing can be kept or read, never "unavailable: …" as a place. */
function keptInWords(session: CliSession, env: CliIo['env']): string {
  if (envKeyInForce(env)) return `environment (${ENV_KEY} overrides any stored key)`;
  return session.secrets.unavailableReason ? 'nowhere: no system keychain answers (a key kept there earlier cannot be read now)' : session.secrets.describe();
}

function keyFields(status: AppStatus, session: CliSession, env: CliIo['env']): string {
  return renderFields([
    ['Key', status.keyMasked ? `${status.keyMasked} (${status.keyKind === 'test' ? 'test key: sandbox only, never charged' : 'live key'})` : 'none'],
    ['Kept in', keptInWords(session, env)],
    ['Registry', status.baseUrl ?? 'not set (pass --base-url)'],
    ['Wallet', status.walletPaisa === null ? null : `${money(status.walletPaisa)} (read ${when(status.walletReadAt)})`],
  ]);
}

export async function keySet(io: CliIo, out: Output, session: CliSession): Promise<void> {
  const before = await session.call('app.status', {});
  if (!before.baseUrl) {
    throw usageError('NO_BASE_URL', 'Dossier does not know the registry address yet: pass it once with --base-url, e.g. dossier --base-url https://registry.example.com key set');
  }
  const apiKey = await readApiKey(io);
  checkKeyForm(apiKey);
  const status = await session.call('key.set', { apiKey });
  out.result({ status, keptIn: session.secrets.describe() }, () => `Key checked with the registry and kept.\n${keyFields(status, session, io.env)}`);
}

export async function keyShow(io: CliIo, out: Output, session: CliSession): Promise<void> {
  const status = await session.call('app.status', {});
  const keptIn = envKeyInForce(io.env) ? 'environment' : session.secrets.describe();
  out.result({ keyMasked: status.keyMasked, keyKind: status.keyKind, keptIn, envOverride: envKeyInForce(io.env), baseUrl: status.baseUrl }, () =>
    keyFields(status, session, io.env),
  );
}

export async function keyClear(out: Output, session: CliSession): Promise<void> {
  // No keychain answers: whether it still holds a key cannot be known, so "nothing to remove" would not be true.
  const unavailable = session.secrets.unavailableReason;
  if (unavailable) {
    throw failure('KEYCHAIN_UNAVAILABLE', 'No system keychain answers, so Dossier can neither tell whether it holds an API key nor remove one. Nothing was changed.', {
      hint: unavailable,
    });
  }
  const before = await session.call('app.status', {});
  if (before.keyMasked === null) {
    out.result({ status: before, removed: false }, () => `No API key is stored in ${session.secrets.describe()}: nothing to remove.`);
    return;
  }
  const status = await session.call('key.clear', {});
  out.result({ status, removed: true }, () => `The API key was removed from ${session.secrets.describe()}.`);
}
