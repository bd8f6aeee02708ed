import { sealStoredPersonal } from '../personal-fields';
import type { Migration } from './migration';

/**
 * Seals the personal fields of every master record and director profile stored before Dossier
 * encrypted them: each record's JSON is rewritten without them and they go to personal_fields.
 * Upgraded without the data key (a headless machine without a keychain), the step notes that the
 * sealing is still to do, and the first open with the key does it (personal-fields.ts).
 */
export const migration014: Migration = {
  version: 14,
  name: 'seal-personal-fields',
  up(db, { cipher }) {
    sealStoredPersonal(db, cipher);
  },
};
