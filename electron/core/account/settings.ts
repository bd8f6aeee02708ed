/**
 * Non-secret settings in `<dataDir>/settings.json`. Written atomically (temp file, fsync, rename),
 * validated on read. A file that cannot be read as settings is never overwritten or dropped: it
 * is renamed to `settings.json.broken-<time>` and the analyst is told, in words, where it went.
 * The API key is never here: it lives in the SecretStore only (the embedded sandbox's test key is
 * not kept at all: the launcher hands it over each time).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describeZodError } from '../../../shared/api/describe';
import { originOf } from '../../../shared/bridge/base-url';
import { DossierError } from '../app-error';
import { isPidAlive } from '../process-alive';

export const SETTINGS_FILE = 'settings.json';
/** ₹500: a quote at or above it always asks, even when small prompts are turned off. */
export const DEFAULT_CONFIRM_THRESHOLD_PAISA = 50_000;

const paisa = z.number().int().nonnegative();

export const settingsSchema = z.object({
  baseUrl: z.string().url().nullable().default(null),
  confirmThresholdPaisa: paisa.default(DEFAULT_CONFIRM_THRESHOLD_PAISA),
  sessionCapPaisa: paisa.nullable().default(null),
  /**
   * 'embedded': the built-in sandbox of this launch (CoreOptions.embedded), whatever its address
   * is today; 'sandbox' and 'live': the stored key's kind, on `baseUrl`.
   */
  mode: z.enum(['unconfigured', 'embedded', 'sandbox', 'live']).default('unconfigured'),
  /**
   * The origin the stored key was checked against (key.set, or a confirmation of a new address):
   * the key is sent to `baseUrl` only while its origin is this one. Absent in files written before
   * keys were bound; such a file's key counts as checked against its own address.
   */
  keyOrigin: z.string().nullable().optional(),
  /** The team library's PostgreSQL URL without its password (that is in the keychain); absent when none. */
  teamUrl: z.string().nullable().optional(),
});

export type Settings = z.output<typeof settingsSchema>;
export type SettingsPatch = Partial<Settings>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

export class SettingsError extends DossierError {
  override readonly name = 'SettingsError';
  declare readonly code: 'SETTINGS_BROKEN' | 'SETTINGS_WRITE_FAILED';
  constructor(
    code: 'SETTINGS_BROKEN' | 'SETTINGS_WRITE_FAILED',
    message: string,
    /** Where an unreadable settings file was kept aside. */
    readonly keptAs: string | null = null,
  ) {
    super(code, message, { details: keptAs ? { keptAs } : {} });
  }
}

export interface LoadedSettings {
  settings: Settings;
  /** Set when the file was unreadable and kept aside: the sentence to show the analyst. */
  problem: SettingsError | null;
}

/** `settings.json.<pid>.<hex>.tmp` (before: `settings.json.<hex>.tmp`, without the writer's pid). */
const TEMP_PATTERN = /^settings\.json\.(?:(\d+)\.)?[0-9a-f]+\.tmp$/;

/**
 * Removes temp files a killed write left behind (the real file is intact: rename is atomic). Many
 * processes share one library: a temp whose writer is still alive is its write under way, and is
 * left alone (removing it made that write fail).
 */
export function sweepSettingsTemps(dataDir: string): void {
  if (!fs.existsSync(dataDir)) return;
  for (const name of fs.readdirSync(dataDir)) {
    const m = TEMP_PATTERN.exec(name);
    if (!m) continue;
    const pid = m[1] === undefined ? null : Number(m[1]);
    if (pid !== null && isPidAlive(pid)) continue;
    fs.rmSync(path.join(dataDir, name), { force: true });
  }
}

function stamp(now: number): string {
  return new Date(now).toISOString().replace(/[:.]/g, '-');
}

/**
 * Reads the settings. Missing file: the defaults. Unreadable file: renamed aside, defaults used,
 * and `problem` says what was wrong and where the old file is.
 */
export function loadSettings(dataDir: string, now: () => number = Date.now): LoadedSettings {
  const file = path.join(dataDir, SETTINGS_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { settings: { ...DEFAULT_SETTINGS }, problem: null };
    throw e;
  }
  let why: string;
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(text));
    if (parsed.success) return { settings: withKeyOrigin(parsed.data), problem: null };
    why = describeZodError(parsed.error);
  } catch (e) {
    why = `not valid JSON (${e instanceof Error ? e.message : String(e)})`;
  }
  const keptAs = `${file}.broken-${stamp(now())}`;
  fs.renameSync(file, keptAs);
  const problem = new SettingsError(
    'SETTINGS_BROKEN',
    `The settings file ${file} could not be read (${why}). It was kept as ${path.basename(keptAs)} and the default settings are in use; set them again in Settings.`,
    keptAs,
  );
  return { settings: { ...DEFAULT_SETTINGS }, problem };
}

/** A file from before keys were bound: its key was set for its address, so it is bound to that. */
function withKeyOrigin(settings: Settings): Settings {
  if (settings.keyOrigin !== undefined || (settings.mode !== 'live' && settings.mode !== 'sandbox')) return settings;
  return { ...settings, keyOrigin: originOf(settings.baseUrl) };
}

/** The mode the settings file names, read without side effects (a broken file is loadSettings' business). */
export function peekSettingsMode(dataDir: string): Settings['mode'] | null {
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dataDir, SETTINGS_FILE), 'utf8')));
    return parsed.success ? parsed.data.mode : null;
  } catch {
    return null;
  }
}

/** Validates and writes the whole settings object: temp file, fsync, rename over the old one. */
export function saveSettings(dataDir: string, settings: Settings): Settings {
  const checked = settingsSchema.parse(settings);
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SETTINGS_FILE);
  const temp = path.join(dataDir, `${SETTINGS_FILE}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = fs.openSync(temp, 'wx', 0o600);
    try {
      fs.writeSync(fd, `${JSON.stringify(checked, null, 2)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch (e) {
    fs.rmSync(temp, { force: true });
    throw new SettingsError('SETTINGS_WRITE_FAILED', `The settings could not be saved to ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  return checked;
}
