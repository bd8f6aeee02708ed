import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallArgs, CallName, CallResult } from '../../../shared/bridge/contract';
import { dispatchCall } from '../../core/bridge-handlers';
import { verifyPack } from '../../../test/support/core/verify-pack';
import { CO, seedLibrary } from '../../../test/support/core/library-seed';
import { type CoreFixture, openCore, removeDir, tempDataDir } from '../../../test/support/core/seeded-core';
import { memoryIo } from '../../../test/support/cli/cli-kit';
import { CliError, fromAppError } from '../exit-codes';
import { createOutput } from '../output';
import type { CliSession } from '../session';
import { exportCompany, exportFormatArg } from './export';

let fx: CoreFixture;
let session: CliSession;
beforeEach(async () => {
  const dir = tempDataDir();
  seedLibrary(dir);
  fx = await openCore({ dataDir: dir });
  session = {
    secrets: fx.secrets,
    events: fx.core.events,
    idle: () => fx.core.idle(),
    async call<K extends CallName>(name: K, args: CallArgs<K>, signal?: AbortSignal): Promise<CallResult<K>> {
      const result = await dispatchCall(fx.core.handlers, name, args, signal ? { signal } : {});
      if (!result.ok) throw fromAppError(result.error);
      return result.value as CallResult<K>;
    },
    close: async () => {},
  };
});
afterEach(async () => {
  await fx.close();
  removeDir(fx.dataDir);
});

describe('dossier export', () => {
  it('checks --format before anything opens', () => {
    expect(exportFormatArg(' PDF ')).toBe('pdf');
    expect(() => exportFormatArg('docx')).toThrow(CliError);
  });

  it('writes the pack to --out and prints where, with its hash; --json gives the result as data', async () => {
    const io = memoryIo('', {});
    const out = path.join(fx.dataDir, 'handover', 'pack.zip');
    await exportCompany(io, createOutput(io, false), session, CO, 'pack', out);
    expect(io.stdoutText()).toContain(`Wrote ${out}`);
    expect((await verifyPack(out)).ok).toBe(true);

    const jsonIo = memoryIo('', {});
    const pdf = path.join(fx.dataDir, 'handover', 'report.pdf');
    await exportCompany(jsonIo, createOutput(jsonIo, true), session, CO, 'pdf', pdf);
    const parsed = JSON.parse(jsonIo.stdoutText());
    expect(parsed).toMatchObject({ ok: true, value: { path: pdf, bytes: fs.statSync(pdf).size } });
  });

  it('names a company that is not mirrored and how to mirror it', async () => {
    const io = memoryIo('', {});
    const error = await exportCompany(io, createOutput(io, false), session, 'U01100DL2001PTC999999', 'pdf', undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).error.hint).toContain('dossier mirror U01100DL2001PTC999999');
  });
});
