// @vitest-environment jsdom
// The company header says which reads were sandbox and which were paid (issue 28 item 11): a
// sandbox company mirrored again with a live key shows both, never "never billed" beside a spend.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReadsView } from '../../../shared/bridge/views';
import { company } from '../../../test/support/renderer/fixtures';
import { createMemoryBridge } from '../../../test/support/renderer/memory-bridge';
import { renderWithStores } from '../../../test/support/renderer/render';
import { CompanyHeader } from './company-header';

afterEach(cleanup);

const BOTH: ReadsView = {
  sandboxRecords: true,
  byKey: [
    { keyKind: 'test', reads: 1, spendPaisa: 0, firstAt: '2026-11-21T06:00:00.000Z', lastAt: '2026-11-21T06:05:00.000Z' },
    { keyKind: 'live', reads: 1, spendPaisa: 34_065, firstAt: '2026-11-27T06:00:00.000Z', lastAt: '2026-11-27T06:05:00.000Z' },
  ],
};

describe('the company header', () => {
  it('says which reads were sandbox (never charged) and which were paid', () => {
    renderWithStores(<CompanyHeader summary={company({ sandbox: true, spendPaisa: 34_065 })} reads={BOTH} />, createMemoryBridge());
    expect(screen.getByTestId('company-reads').textContent).toBe('Read with a test key on 21 Nov 2026 (never charged); read again with a live key on 27 Nov 2026: ₹340.65');
    expect(screen.getByTestId('sandbox-label').getAttribute('title')).not.toMatch(/never billed/);
  });

  it('says nothing of reads a library does not record', () => {
    renderWithStores(<CompanyHeader summary={company()} reads={{ sandboxRecords: false, byKey: [] }} />, createMemoryBridge());
    expect(screen.queryByTestId('company-reads')).toBeNull();
  });
});
