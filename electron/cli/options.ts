/**
 * The global flags and environment variables, checked before the core opens: a bad value is a
 * usage error (exit 2) naming the flag and the rule, and nothing is read or spent.
 */
import { BASE_URL_RULE, checkBaseUrl as checkAddress } from '../../shared/bridge/base-url';
import { parseRupees } from '../../shared/money';
import { ENV } from '../core/env-names';
import { resolveDataDir } from '../core/data-dir';
import { usageError } from './exit-codes';
import type { CliIo } from './io';

export interface GlobalFlags {
  baseUrl?: string;
  dataDir?: string;
  json?: boolean;
}

export interface RunOptions {
  dataDir: string;
  /** The registry address for this run (flag, else DOSSIER_BASE_URL); null keeps the stored one. */
  baseUrl: string | null;
  json: boolean;
  /** Client rate limits from DOSSIER_RATE_LIVE / DOSSIER_RATE_TEST; null = the core's defaults. */
  limits: { livePerMinute: number; testPerMinute: number } | null;
}

/** The spec's defaults (requests a minute), used for whichever variable is not set. */
export const DEFAULT_LIMITS = { livePerMinute: 60, testPerMinute: 30 } as const;

/**
 * `--base-url` or DOSSIER_BASE_URL, checked here with the one rule the app and the bridge use
 * (shared/bridge/base-url.ts), so a refusal names the flag or the variable, never the bridge call
 * and field it would have failed in ("settings.update: baseUrl: …").
 */
export function checkBaseUrl(raw: string, source: string): string {
  if (raw.trim() === '') throw usageError('BAD_BASE_URL', `${source} is empty: give the registry address, ${BASE_URL_RULE}.`);
  const checked = checkAddress(raw);
  if (!checked.ok) throw usageError('BAD_BASE_URL', `${source}: ${checked.reason}`, { hint: `Give ${source} the registry address the provider gave (https://…).` });
  return checked.url;
}

function rate(env: CliIo['env'], name: string): number | null {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < 1 || value > 100_000) {
    throw usageError('BAD_ARGUMENTS', `${name}: "${raw}" is not a whole number of requests a minute between 1 and 100000`);
  }
  return value;
}

/**
 * An empty --data-dir or DOSSIER_DATA_DIR (a variable that expanded to nothing, `--data-dir "$DIR"`
 * with DIR unset) is a mistake, never a request for the default library: the run would read and
 * write the analyst's everyday library instead of the one the script meant. Only the one in force
 * is checked: a --data-dir given wins over the variable, empty or not.
 */
function checkDataDirGiven(flags: GlobalFlags, env: CliIo['env']): void {
  const hint = 'Name the library folder (e.g. --data-dir ~/dossier-client-a), or leave both --data-dir and DOSSIER_DATA_DIR out to use the default folder.';
  if (flags.dataDir !== undefined) {
    if (flags.dataDir.trim() === '') throw usageError('DATA_DIR_EMPTY', '--data-dir was given an empty folder name, so there is no library folder to open. Nothing was read or written.', { hint });
    return;
  }
  const fromEnv = env[ENV.dataDir];
  if (fromEnv !== undefined && fromEnv.trim() === '') {
    throw usageError('DATA_DIR_EMPTY', `${ENV.dataDir} is set but empty, so there is no library folder to open. Nothing was read or written.`, {
      hint: `Set ${ENV.dataDir} to the library folder, or unset it (unset ${ENV.dataDir}) to use the default folder.`,
    });
  }
}

export function resolveRunOptions(flags: GlobalFlags, io: CliIo): RunOptions {
  checkDataDirGiven(flags, io.env);
  const fromEnv = io.env[ENV.baseUrl];
  const baseUrl =
    flags.baseUrl !== undefined
      ? checkBaseUrl(flags.baseUrl, '--base-url')
      : fromEnv !== undefined && fromEnv.trim() !== ''
        ? checkBaseUrl(fromEnv, ENV.baseUrl)
        : null;
  const live = rate(io.env, ENV.rateLive);
  const test = rate(io.env, ENV.rateTest);
  const limits =
    live === null && test === null
      ? null
      : { livePerMinute: live ?? DEFAULT_LIMITS.livePerMinute, testPerMinute: test ?? DEFAULT_LIMITS.testPerMinute };
  return {
    dataDir: resolveDataDir(flags.dataDir, io.env, io.platform, io.homedir),
    baseUrl,
    json: flags.json === true,
    limits,
  };
}

/** `--budget RUPEES` ("500", "₹1,000", "2 lakh") to paisa; a usage error when it is not an amount. */
export function parseBudget(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const parsed = parseRupees(raw);
  if (!parsed.ok) throw usageError('INVALID_AMOUNT', `--budget: ${parsed.error.message} (give rupees, e.g. --budget 500 or --budget "₹1,000")`);
  if (parsed.value < 0) throw usageError('INVALID_AMOUNT', `--budget: the session cap cannot be negative ("${raw}")`);
  return parsed.value;
}
