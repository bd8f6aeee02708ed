// What every transport says about a call name it does not know, kept apart from the contract's
// table so the renderer's HTTP client can check a name's shape without loading every schema (the
// host checks the name against the table and answers UNKNOWN_CALL the same way).
import { maskSecrets } from '../mask-secrets';
import type { AppError } from '../result';

/** The shape of every call name in the contract: `domain.call`, letters and digits (contract.test.ts checks each). */
export const CALL_NAME_SHAPE = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/;

/** UNKNOWN_CALL naming what was asked for, cut short and with key-shaped text masked. */
export function unknownCallError(name: unknown): AppError {
  const shown = maskSecrets(String(name).slice(0, 100));
  return { code: 'UNKNOWN_CALL', message: `There is no bridge call named "${shown}".` };
}
