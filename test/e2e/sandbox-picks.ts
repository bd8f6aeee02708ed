/**
 * Sandbox companies that suit a screen test, picked from the emulator's registry (the fixture's
 * seed decides which): one whose AOC-4 filings carry both standalone and consolidated statements.
 */
import type { EmulatorHandle } from '../../emulator/index';

const years = (value: unknown): number[] => ((value as { availableYears?: number[] } | undefined)?.availableYears ?? []).filter(Number.isInteger);

/** A sandbox CIN with at most `maxFilings` filings and a year filed with both scopes. */
export function sandboxCompanyWithBothScopes(emu: EmulatorHandle, maxFilings = 40): string {
  const registry = emu.registry;
  for (const entry of registry.sandboxCompanies()) {
    if (entry.idType !== 'cin' || !registry.extractionForms(entry.cin).includes('AOC-4')) continue;
    if (registry.filings(entry.cin).length > maxFilings) continue;
    const both = years(registry.extractionYears(entry.cin, 'AOC-4')).some(
      (year) => registry.extraction(entry.cin, 'AOC-4', String(year), 'standalone').data !== undefined && registry.extraction(entry.cin, 'AOC-4', String(year), 'consolidated').data !== undefined,
    );
    if (both) return entry.cin;
  }
  throw new Error(`no sandbox company with both scopes in one AOC-4 year and at most ${maxFilings} filings`);
}
