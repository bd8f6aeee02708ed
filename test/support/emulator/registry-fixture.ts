// One registry per test file (building one takes about a second), plus samplers over it.
import { createRegistry, type SyntheticRegistry } from '../../../emulator/registry/index';
import type { CompanyEntry } from '../../../emulator/registry/types';

export const TEST_SEED = 'registry-test-seed';

let shared: SyntheticRegistry | undefined;

export function testRegistry(): SyntheticRegistry {
  shared ??= createRegistry(TEST_SEED);
  return shared;
}

/** Every n-th company (sandbox included), so a sample spans all kinds and statuses. */
export function sampleCompanies(registry: SyntheticRegistry, size: number): CompanyEntry[] {
  const all = [...registry.companies()];
  const step = Math.max(1, Math.floor(all.length / size));
  return all.filter((_, i) => i % step === 0).slice(0, size);
}
