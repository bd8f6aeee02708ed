// Packaging cannot run on this machine (it downloads Electron), so the configuration is checked
// against electron-builder's own schema instead: a typo or a wrong type fails here, not at release.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  validateConfiguration(config: unknown, logger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
const yaml = require('js-yaml') as { load(text: string): Record<string, unknown> };

const configPath = fileURLToPath(new URL('./electron-builder.yml', import.meta.url));
const config = yaml.load(readFileSync(configPath, 'utf8'));

describe('build/electron-builder.yml', () => {
  it('matches electron-builder 26 schema', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('the validation really rejects a broken configuration', async () => {
    const broken = { ...config, linux: { target: 5, notAnOption: true } };
    await expect(validateConfiguration(broken, new DebugLogger(false))).rejects.toThrow(/configuration/i);
  });

  it('names the app, rebuilds the native module and targets the three platforms', () => {
    expect(config.appId).toBe('in.dossier.app');
    expect(config.productName).toBe('Dossier');
    expect(config.npmRebuild).toBe(true);
    const targets = (key: string) => JSON.stringify((config[key] as { target?: unknown })?.target ?? null);
    expect(targets('linux')).toMatch(/AppImage/);
    expect(targets('linux')).toMatch(/deb/);
    expect(targets('win')).toMatch(/nsis/);
    expect(targets('mac')).toMatch(/dmg/);
  });
});
