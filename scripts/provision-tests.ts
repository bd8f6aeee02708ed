/**
 * What `npm test` needs beyond node_modules, checked before a single test runs: a Chromium or Chrome
 * for the end-to-end tests, poppler (pdftotext, pdftoppm) to read exported PDFs back, D-Bus and
 * gnome-keyring for the real Secret Service test of the keychain, fonts that draw the rupee sign,
 * and PostgreSQL for the team library. Missing Debian/Ubuntu packages are installed when this
 * process may (root, or sudo without a password); otherwise it stops at once with the one command to
 * run, so a newcomer never reads fifty browser-launch failures. The decision is a pure function
 * (planProvision) so it is tested without touching the machine.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBrowser } from './find-browser';

export interface Requirement {
  /** What the tests use it for, in the message. */
  why: string;
  /** The Debian/Ubuntu package that provides it. */
  aptPackage: string;
  /** Present when this returns true. */
  present(probe: Probe): boolean;
}

export interface Probe {
  env: Readonly<Record<string, string | undefined>>;
  /** True when an executable of that name is on PATH. */
  onPath(command: string): boolean;
  exists(file: string): boolean;
}

const BROWSER_PACKAGE = 'chromium';

export const REQUIREMENTS: readonly Requirement[] = [
  { why: 'the end-to-end tests drive a real browser', aptPackage: BROWSER_PACKAGE, present: (p) => findBrowser(p.env, p.exists) !== null },
  {
    why: 'the browser draws text with the same metric-compatible fonts on every machine',
    aptPackage: 'fonts-liberation',
    present: (p) => p.exists('/usr/share/fonts/truetype/liberation'),
  },
  { why: 'exported PDFs are read back as text and pages', aptPackage: 'poppler-utils', present: (p) => p.onPath('pdftotext') && p.onPath('pdftoppm') },
  { why: 'the keychain test runs a private D-Bus session', aptPackage: 'dbus', present: (p) => p.onPath('dbus-run-session') },
  { why: 'the keychain test talks to a real Secret Service', aptPackage: 'gnome-keyring', present: (p) => p.onPath('gnome-keyring-daemon') },
  { why: 'the keychain tests read back what Dossier stored there (secret-tool)', aptPackage: 'libsecret-tools', present: (p) => p.onPath('secret-tool') },
  {
    why: 'reports draw the rupee sign with DejaVu Sans',
    aptPackage: 'fonts-dejavu-core',
    present: (p) => p.exists('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
  },
  {
    why: 'the team library tests start a throwaway PostgreSQL',
    aptPackage: 'postgresql',
    present: (p) => postgresBinDir(p.exists, listDir('/usr/lib/postgresql')) !== null,
  },
];

/** The newest installed PostgreSQL's bin folder (Debian keeps each major under /usr/lib/postgresql/N). */
export function postgresBinDir(exists: (file: string) => boolean, majors: string[]): string | null {
  const sorted = majors.filter((m) => /^\d+$/.test(m)).sort((a, b) => Number(b) - Number(a));
  for (const major of sorted) {
    const bin = `/usr/lib/postgresql/${major}/bin`;
    if (exists(`${bin}/initdb`) && exists(`${bin}/pg_ctl`)) return bin;
  }
  return null;
}

function listDir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

export type Plan =
  | { kind: 'ready' }
  | { kind: 'install'; command: string[]; packages: string[] }
  | { kind: 'stop'; message: string };

export interface Powers {
  isRoot: boolean;
  /** sudo runs without asking for a password. */
  sudoWithoutPassword: boolean;
  hasApt: boolean;
}

/** What to do about the missing packages: nothing, install them, or stop with the one command. */
export function planProvision(missing: readonly Requirement[], powers: Powers): Plan {
  if (missing.length === 0) return { kind: 'ready' };
  const packages = [...new Set(missing.map((r) => r.aptPackage))];
  const install = ['apt-get', 'install', '-y', '--no-install-recommends', ...packages];
  const reasons = missing.map((r) => `  - ${r.aptPackage}: ${r.why}`).join('\n');
  if (!powers.hasApt) {
    return {
      kind: 'stop',
      message:
        `npm test needs programs this machine lacks, and there is no apt-get to install them:\n${reasons}\n` +
        'Install the equivalents with your package manager (or set CHROME_PATH to a Chromium or Chrome), then run npm test again.',
    };
  }
  if (powers.isRoot) return { kind: 'install', command: install, packages };
  if (powers.sudoWithoutPassword) return { kind: 'install', command: ['sudo', ...install], packages };
  return {
    kind: 'stop',
    message: `npm test needs these packages first:\n${reasons}\nRun this once, then npm test again:\n\n    sudo apt-get update && sudo ${install.join(' ')}\n`,
  };
}

function machineProbe(): Probe {
  const dirs = (process.env['PATH'] ?? '').split(path.delimiter).filter(Boolean);
  return {
    env: process.env,
    onPath: (command) => dirs.some((dir) => isExecutable(path.join(dir, command))),
    exists: (file) => fs.existsSync(file),
  };
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function machinePowers(probe: Probe): Powers {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudoWithoutPassword = !isRoot && probe.onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  return { isRoot, sudoWithoutPassword, hasApt: probe.onPath('apt-get') };
}

function main(): number {
  const probe = machineProbe();
  const missing = REQUIREMENTS.filter((r) => !r.present(probe));
  const plan = planProvision(missing, machinePowers(probe));
  if (plan.kind === 'ready') return 0;
  if (plan.kind === 'stop') {
    process.stderr.write(`${plan.message}\n`);
    return 1;
  }
  process.stderr.write(`npm test: installing ${plan.packages.join(', ')} (the tests need them)\n`);
  const [command, ...args] = plan.command;
  const sudo = command === 'sudo' ? ['sudo'] : [];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync(sudo.length ? 'sudo' : 'apt-get', sudo.length ? ['apt-get', 'update', '-qq'] : ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync(command!, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  } catch (error) {
    process.stderr.write(`npm test: installing ${plan.packages.join(' ')} failed (${(error as Error).message}).\n`);
    return 1;
  }
  const still = REQUIREMENTS.filter((r) => !r.present(machineProbe()));
  if (still.length > 0) {
    process.stderr.write(`npm test: still missing after the install: ${still.map((r) => r.aptPackage).join(', ')}\n`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main());
