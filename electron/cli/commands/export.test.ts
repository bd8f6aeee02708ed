import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallArgs, CallName, CallResult } from '../../../shared/bridge/contract';
import { exportFileName } from '../../../shared/bridge/reports';
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
/** Where the analyst hands files over: outside the library folder. */
let handover: string;
beforeEach(async () => {
  const dir = tempDataDir();
  seedLibrary(dir);
  fx = await openCore({ dataDir: dir });
  handover = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-handover-'));
  session = {
    secrets: fx.secrets,
    events: fx.core.events,
    idle: () => fx.core.idle(),
    backup: (dest) => fx.core.backup(dest),
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
  removeDir(handover);
});

async function run(format: 'pdf' | 'xlsx' | 'csv' | 'pack', out: string | undefined, opts: { json?: boolean; overwrite?: boolean } = {}) {
  const io = memoryIo('', {});
  const error = await exportCompany(io, createOutput(io, opts.json === true), session, CO, { format, out, overwrite: opts.overwrite === true }).catch((e: unknown) => e);
  return { io, error: error as CliError | undefined };
}

describe('dossier export', () => {
  it('checks --format before anything opens', () => {
    expect(exportFormatArg(' PDF ')).toBe('pdf');
    expect(() => exportFormatArg('docx')).toThrow(CliError);
  });

  it('writes the pack to --out and prints where, with its hash; --json gives the result as data', async () => {
    const out = path.join(handover, 'pack.zip');
    const { io } = await run('pack', out);
    expect(io.stderrText()).toContain(`Writing the due-diligence pack to ${out}.`);
    expect(io.stdoutText()).toContain(`Wrote ${out}`);
    expect((await verifyPack(out)).ok).toBe(true);

    const pdf = path.join(handover, 'report.pdf');
    const json = await run('pdf', pdf, { json: true });
    const parsed = JSON.parse(json.io.stdoutText());
    expect(parsed).toMatchObject({ ok: true, value: { path: pdf, kind: 'file', bytes: fs.statSync(pdf).size, replaced: false } });
  });

  it('names a company that is not mirrored and how to mirror it', async () => {
    const io = memoryIo('', {});
    const error = await exportCompany(io, createOutput(io, false), session, 'U01100DL2001PTC999999', { format: 'pdf', overwrite: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).error.hint).toContain('dossier mirror U01100DL2001PTC999999');
  });
});

// Issue 18 item 13: --out at a folder, CSV writing a folder, an existing target, Node's errno fields.
describe('dossier export --out', () => {
  it('at an existing folder: a file export goes in it under its usual name (it was EISDIR … rename .partial)', async () => {
    const { io, error } = await run('pdf', handover);
    expect(error).toBeUndefined();
    const written = fs.readdirSync(handover);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(new RegExp(`^${CO}_report_\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    expect(written[0]).toBe(exportFileName(CO, 'pdf', new Date().toISOString()));
    expect(io.stdoutText()).toContain(`Wrote ${path.join(handover, written[0]!)}`);
  });

  it('csv: says it writes a folder, and reports the folder and each file it really wrote', async () => {
    const out = path.join(handover, 'kemi.csv');
    const { io } = await run('csv', out);
    expect(io.stderrText()).toContain(`Writing the CSV files into the folder ${out}${path.sep} (one file per table).`);
    const files = fs.readdirSync(out).sort();
    expect(files.length).toBeGreaterThan(5);
    const stdout = io.stdoutText();
    expect(stdout).toContain(`Wrote the folder ${out}${path.sep} with ${files.length} CSV files`);
    for (const f of files) expect(stdout).toContain(`  ${f}  ${fs.statSync(path.join(out, f)).size.toLocaleString('en-IN')} bytes`);
    expect(fs.readdirSync(handover)).toEqual(['kemi.csv']); // no temp folder left beside it
  });

  it('csv onto an existing file, or any export onto an existing file without --overwrite: refused in words, without errno fields, nothing changed', async () => {
    const existing = path.join(handover, 'kemi.csv');
    fs.writeFileSync(existing, 'keep me');
    const csv = await run('csv', existing, { json: true });
    expect(csv.error?.error).toMatchObject({ code: 'EXPORT_TARGET_IS_FILE' });
    expect(csv.error?.exitCode).toBe(2);
    const pdf = await run('pdf', existing, { json: true });
    expect(pdf.error?.error).toMatchObject({ code: 'EXPORT_EXISTS', hint: expect.stringContaining('--overwrite') });
    // What --json prints is the error data: no errno, syscall or dest, unlike every other error.
    for (const r of [csv, pdf]) for (const field of ['errno', 'syscall', 'dest']) expect(r.error?.error).not.toHaveProperty(field);
    expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');
    const replaced = await run('pdf', existing, { overwrite: true });
    expect(replaced.io.stdoutText()).toContain(`Replaced ${existing}`);
    expect(fs.readFileSync(existing).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
