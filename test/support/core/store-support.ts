import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { CompanyMasterInput } from '../../../electron/core/store/companies';
import { type Library, openLibrary } from '../../../electron/core/store/library';

/** Test-only: a fresh library in its own temp folder per test, closed and deleted afterwards. */
export function useTempLibrary(clock: { now: Date } = { now: new Date('2026-11-21T10:00:00.000Z') }) {
  const state: { dir: string; lib: Library | null } = { dir: '', lib: null };
  beforeEach(() => {
    state.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-store-'));
    state.lib = openLibrary(state.dir, { now: () => clock.now });
  });
  afterEach(() => {
    state.lib?.close();
    fs.rmSync(state.dir, { recursive: true, force: true });
  });
  return {
    get lib(): Library {
      return state.lib!;
    },
    get dir(): string {
      return state.dir;
    },
    clock,
  };
}

export function useTempDir() {
  const state = { dir: '' };
  beforeEach(() => {
    state.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-store-'));
  });
  afterEach(() => {
    fs.rmSync(state.dir, { recursive: true, force: true });
  });
  return state;
}

export const CIN = 'U72200KA2009PTC049889';
export const CIN2 = 'L65910MH1994PLC080618';

export function masterInput(overrides: Partial<CompanyMasterInput> = {}): CompanyMasterInput {
  return {
    id: CIN,
    name: 'Zenith Lotus Software Private Limited',
    knownAs: 'Zenith Soft',
    status: 'Active',
    state: 'Karnataka',
    city: 'Bengaluru',
    dateOfIncorporation: '03/24/2009',
    companyType: 'Private',
    nicCode: '72200',
    paidUpCapitalPaisa: 10_000_000,
    authorisedCapitalPaisa: 50_000_000,
    master: { cin: CIN, company: 'Zenith Lotus Software Private Limited', masterData: { companyData: { companyName: 'Zenith Lotus Software Private Limited' } } },
    readAt: '2026-11-21T10:00:00.000Z',
    requestId: 'req_master_1',
    ...overrides,
  };
}
