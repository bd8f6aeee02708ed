/**
 * The global flags and environment variables, checked before the core opens: a bad value is a
 * usage error (exit 2) naming the flag and the rule, and nothing is read or spent.
 */
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

export function checkBaseUrl(raw: string, source: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw usageError('BAD_ARGUMENTS', `${source}: "${raw}" is not a URL (expected e.g. https://registry.example.com)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw usageError('BAD_ARGUMENTS', `${source}: the registry address must start with http:// or https://, not ${url.protocol}//`);
  }
  return url.toString().replace(/\/+$/, '');
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

export function resolveRunOptions(flags: GlobalFlags, io: CliIo): RunOptions {
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
