/**
 * An API key the command line was given (piped to `dossier key set`, or in DOSSIER_API_KEY),
 * checked for its form before anything else happens, so the analyst reads what a key looks like
 * and the command that fixes it instead of a schema's "Too small" or a NO_CLIENT from deep inside.
 * The value itself is never repeated: only its length.
 */
import { keyKindOf } from '../core/api/mask';
import { ENV } from '../core/env-names';
import type { CliIo } from './io';
import { usageError } from './exit-codes';

/** The bounds of the bridge's key.set schema (shared/bridge/contract.ts). */
const MIN_CHARS = 10;
const MAX_CHARS = 200;

const LOOKS_LIKE = 'An API key starts with svc_live_ (live) or svc_test_ (sandbox), then letters and digits, as the developer portal shows it';

export function envKeyInForce(env: CliIo['env']): boolean {
  const value = env[ENV.apiKey];
  return typeof value === 'string' && value.trim() !== '';
}

/** What is wrong with the form of a key, as the end of a sentence ("… is not an API key"); null when it could be one. */
function formProblem(key: string): string | null {
  const size = `${key.length.toLocaleString('en-IN')} character${key.length === 1 ? '' : 's'}`;
  if (keyKindOf(key) === null) return `is not an API key (${size}, starting with neither svc_live_ nor svc_test_)`;
  if (key.length < MIN_CHARS || key.length > MAX_CHARS) return `is ${size} long, and a key has ${MIN_CHARS} to ${MAX_CHARS}`;
  return null;
}

/** `dossier key set`: the piped or typed key, refused by its form with the command to run again. */
export function checkKeyForm(key: string): void {
  const problem = formProblem(key);
  if (!problem) return;
  throw usageError(
    'NOT_AN_API_KEY',
    `What dossier key set read ${problem}. ${LOOKS_LIKE}. Nothing was stored. Copy the key again and run: printf %s "$KEY" | dossier key set`,
  );
}

/** DOSSIER_API_KEY set to something that is not a key: one error naming the variable, before any call. */
export function checkEnvKeyForm(env: CliIo['env']): void {
  if (!envKeyInForce(env)) return;
  const problem = formProblem(String(env[ENV.apiKey]).trim());
  if (!problem) return;
  throw usageError(
    'DOSSIER_API_KEY_INVALID',
    `${ENV.apiKey} is set, but its value ${problem}. ${LOOKS_LIKE}. Set ${ENV.apiKey} to your key, or unset it to use the key stored with dossier key set.`,
  );
}
