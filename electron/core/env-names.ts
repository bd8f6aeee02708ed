/**
 * Every environment variable Dossier reads, named once. Main sets some for the core's utility
 * process and the utility entry reads them; the CLI, the launcher (scripts/start.ts) and the
 * secret stores read the rest. No imports: main and the launcher take this file without pulling
 * in the core.
 */
export const ENV = {
  /** The library folder; overrides the platform folder for the app and the CLI alike. */
  dataDir: 'DOSSIER_DATA_DIR',
  /** The app's version, passed by main to the core's utility process. */
  version: 'DOSSIER_VERSION',
  /** The embedded sandbox `npm start` runs: its address and test key (passed through main unchanged). */
  embeddedUrl: 'DOSSIER_EMBEDDED_URL',
  embeddedTestKey: 'DOSSIER_EMBEDDED_TEST_KEY',
  /** Secrets for CI and headless use: they override the stored ones and cannot be changed from the app. */
  apiKey: 'DOSSIER_API_KEY',
  dataKey: 'DOSSIER_DATA_KEY',
  /** The CLI's registry address and client rate limits (requests a minute). */
  baseUrl: 'DOSSIER_BASE_URL',
  rateLive: 'DOSSIER_RATE_LIVE',
  rateTest: 'DOSSIER_RATE_TEST',
  /**
   * The team library's PostgreSQL URL for CI and headless use: overrides the one `dossier team
   * connect` stored (its password may be in it). DOSSIER_TEAM_PASSWORD overrides the stored password.
   */
  teamUrl: 'DOSSIER_TEAM_URL',
  teamPassword: 'DOSSIER_TEAM_PASSWORD',
  /** `dossier mcp`: how long a paid call an assistant confirmed waits for the analyst's answer, in seconds. */
  assistantWaitSeconds: 'DOSSIER_ASSISTANT_WAIT_SECONDS',
  /** `npm start`: `browser` keeps it in browser mode; the embedded emulator's preferred port. */
  startMode: 'DOSSIER_START_MODE',
  emulatorPort: 'DOSSIER_EMULATOR_PORT',
  /** Development only: the renderer's Vite dev server the desktop shell loads instead of its build. */
  devServer: 'DOSSIER_DEV_SERVER',
} as const;

export type EnvName = (typeof ENV)[keyof typeof ENV];
