// The core's hints (written for the app's Settings screen) reworded for the terminal, from the
// core's own error translation, so a change of its words shows up here.
import { describe, expect, it } from 'vitest';
import { DossierError } from '../core/app-error';
import { toActionError } from '../core/mirror/errors';
import { errorInCliWords } from './cli-words';

const stored = { envKey: false, budgetFlag: false };
const fromEnv = { envKey: true, budgetFlag: false };

describe('errorInCliWords', () => {
  it('a revoked stored key is replaced with dossier key set; one from the environment, in the environment', () => {
    const core = toActionError(new DossierError('API_KEY_REVOKED', 'The API key was revoked'));
    expect(core.hint).toContain('Settings');
    const cli = errorInCliWords(core, stored);
    expect(cli.hint).toContain('dossier key set');
    expect(`${cli.message} ${cli.hint}`).not.toContain('Settings');
    expect(errorInCliWords(core, fromEnv).hint).toContain('DOSSIER_API_KEY holds a revoked key');
  });

  it('a Settings cap names where else it can be raised; a --budget cap names the flag', () => {
    // With --budget given, a Settings cap lower than it is still the Settings cap.
    const settings = toActionError(new DossierError('SESSION_CAP_REACHED', 'This would take the session past the cap of ₹50.00 set in Settings'));
    expect(errorInCliWords(settings, { envKey: false, budgetFlag: true }).message).toContain('set in Settings');
    const core = toActionError(new DossierError('SESSION_CAP_REACHED', 'This would take the session past the cap of ₹100.00 set in Settings'));
    expect(errorInCliWords(core, stored).hint).toContain('--budget');
    // A run's own cap (--budget, held in memory) is "given for this run" in the core's words.
    const run = toActionError(new DossierError('SESSION_CAP_REACHED', 'This would take the session past the cap of ₹100.00 given for this run'));
    const flag = errorInCliWords(run, { envKey: false, budgetFlag: true });
    expect(flag.message).toContain('set by --budget for this run');
    expect(`${flag.message} ${flag.hint}`).not.toMatch(/set in Settings|Raise the session cap in Settings/);
  });

  it('names --base-url where the app names the registry address in Settings', () => {
    for (const code of ['BAD_BASE_URL', 'REDIRECT_REFUSED', 'OFFLINE']) {
      const cli = errorInCliWords({ code, message: 'The registry address is wrong', hint: 'Check the registry address in Settings.' }, stored);
      expect(cli.hint).toContain('--base-url');
      expect(cli.hint).not.toContain('Settings');
    }
  });

  it('leaves errors the app and the terminal word alike as they are', () => {
    const core = toActionError(new DossierError('UNLOCK_REQUIRED', 'The company is not unlocked'));
    expect(errorInCliWords(core, stored)).toEqual(core);
  });
});
