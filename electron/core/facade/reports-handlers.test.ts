import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActionView } from '../../../shared/bridge/views';
import { dispatchCall, type BridgeHandlers, type EventSink } from '../bridge-handlers';
import { verifyPack } from '../../../test/support/core/verify-pack';
import { createWrittenExports } from '../export';
import { openLibrary } from '../store';
import type { HandlerContext } from './handler-context';
import { CO, F } from '../../../test/support/core/library-seed';
import { reportsHandlers } from './reports-handlers';
import { type CoreFixture, closeAndRemove, openSeededCore } from '../../../test/support/core/seeded-core';

let fx: CoreFixture;
beforeEach(async () => {
  fx = await openSeededCore();
});
afterEach(() => closeAndRemove(fx));

describe('findings and notes over the bridge', () => {
  it('gives the findings of a library company, each with evidence', async () => {
    const findings = await fx.call('company.findings', { id: CO });
    expect(findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['director-disqualified', 'open-charges']));
    for (const f of findings) expect(f.evidence.length).toBeGreaterThan(0);
    expect((await fx.fail('company.findings', { id: 'U01100DL2001PTC999999' })).code).toBe('NOT_IN_LIBRARY');
  });

  it('creates, lists, searches, updates and deletes notes; refuses bad anchors at the boundary', async () => {
    const note = await fx.call('notes.create', { id: CO, anchor: { kind: 'filing-page', filingId: F.aoc2024, page: 2 }, body: 'Going concern paragraph' });
    expect(note.citation).toBe(`AOC-4, filed 28 Oct 2024, page 2, filing ${F.aoc2024}`);
    expect((await fx.call('notes.list', { id: CO, text: 'concern' })).map((n) => n.id)).toEqual([note.id]);
    const updated = await fx.call('notes.update', { noteId: note.id, body: 'Going concern doubt' });
    expect(updated.body).toBe('Going concern doubt');
    expect((await fx.fail('notes.create', { id: CO, anchor: { kind: 'filing-page', filingId: 'nope', page: 2 }, body: 'x' })).code).toBe('BAD_ARGUMENTS');
    expect((await fx.fail('notes.create', { id: CO, anchor: { kind: 'company' }, body: '   ' })).code).toBe('BAD_ARGUMENTS');
    expect((await fx.fail('notes.update', { noteId: 999, body: 'x' })).code).toBe('NOTE_NOT_FOUND');
    expect(await fx.call('notes.delete', { noteId: note.id })).toEqual({ deleted: true });
    expect(await fx.call('notes.list', { id: CO })).toEqual([]);
  });
});

describe('export.run', () => {
  it('writes each format into the data folder by default and returns its size and hash', async () => {
    for (const format of ['pdf', 'xlsx', 'csv', 'pack'] as const) {
      const result = await fx.call('export.run', { id: CO, format });
      expect(result.path.startsWith(path.join(fx.dataDir, 'exports'))).toBe(true);
      expect(fs.existsSync(result.path)).toBe(true);
      expect(result.sha256).toMatch(/^[0-9a-f]{64}$/);
      if (format === 'pack') expect((await verifyPack(result.path)).ok).toBe(true);
    }
    expect((await fx.fail('export.run', { id: CO, format: 'docx' as never })).code).toBe('BAD_ARGUMENTS');
  });

  it('reports progress as action.progress events, ending done', async () => {
    const library = openLibrary(fx.dataDir);
    try {
      const seen: ActionView[] = [];
      const sink: EventSink = { emit: (name, payload) => name === 'action.progress' && seen.push(payload as ActionView) };
      const ctx = { library, options: { dataDir: fx.dataDir }, iso: () => '2026-11-21T10:00:00.000Z', packSigner: async () => ({ signer: null, why: 'no signing key: none in this test' }), written: createWrittenExports() } as unknown as HandlerContext;
      const handlers = reportsHandlers(ctx, sink) as unknown as BridgeHandlers;
      const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-handover-'));
      const out = path.join(outDir, 'report.pdf');
      const result = await dispatchCall(handlers, 'export.run', { id: CO, format: 'pdf', outPath: out });
      expect(result).toMatchObject({ ok: true, value: { path: out } });
      expect(seen[0]).toMatchObject({ kind: 'export', subject: CO, state: 'running' });
      // The title names the company (issue 28 item 8); the id stays the subject, a hover away.
      const name = library.companies.get(CO)!.name!;
      for (const v of seen) expect(v.title).toBe(`Export report of ${name}`);
      expect(seen[0]!.title).not.toContain(CO);
      expect(seen.map((v) => v.step)).toContain('Writing findings');
      expect(seen.at(-1)).toMatchObject({ state: 'done', finishedAt: '2026-11-21T10:00:00.000Z' });
      expect(new Set(seen.map((v) => v.id)).size).toBe(1);
    } finally {
      library.close();
    }
  });

  it('keeps the file it wrote by export id for the host to hand over, only while it is unchanged', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-written-'));
    const out = path.join(outDir, 'report.pdf');
    const result = await fx.call('export.run', { id: CO, format: 'pdf', outPath: out });
    const file = await fx.core.files.exportFile(result.exportId);
    expect(file).toEqual({ path: out, bytes: fs.statSync(out).size, sha256: result.sha256 });
    expect(await fx.core.files.exportFile('export_0123456789ab')).toBeNull();
    expect(await fx.core.files.exportFile(out)).toBeNull();
    // The same size, other bytes: not the file that was written.
    const bytes = fs.readFileSync(out);
    bytes[bytes.length - 2] = bytes[bytes.length - 2]! ^ 0xff;
    fs.writeFileSync(out, bytes);
    expect(await fx.core.files.exportFile(result.exportId)).toBeNull();
    fs.rmSync(outDir, { recursive: true, force: true });
  });
});
