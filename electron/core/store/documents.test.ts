import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLibrary, rawDatabase } from './library';
import { CIN, useTempLibrary } from '../../../test/support/core/store-support';

const pdf = (body = 'hello') => Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`, 'latin1');

function listFilings(t: ReturnType<typeof useTempLibrary>, fileSize: number | null = null) {
  t.lib.filings.upsertMany(CIN, [{ filingId: 'flg_doc', formId: 'AOC-4', fileSize, numberOfPages: 2 }], { listedAt: 't', requestId: null });
}

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));

describe('documents repository', () => {
  const t = useTempLibrary();

  it('stores a PDF atomically under pdfs/<company>/<filing>.pdf and records size, hash and pages', () => {
    const bytes = pdf();
    listFilings(t, bytes.length);
    const doc = t.lib.documents.store({ filingId: 'flg_doc', companyId: CIN, bytes, requestId: 'req_dl' });
    expect(doc).toMatchObject({ relPath: `pdfs/${CIN}/flg_doc.pdf`, size: bytes.length, pages: 2, requestId: 'req_dl' });
    expect(doc.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(fs.readFileSync(path.join(t.dir, 'pdfs', CIN, 'flg_doc.pdf'))).toEqual(bytes);
    expect(filesUnder(path.join(t.dir, 'pdfs'))).toHaveLength(1);
    expect(t.lib.filings.get('flg_doc')!.hasDocument).toBe(true);
    expect(t.lib.companies.get(CIN)!.documentCount).toBe(1);
    expect(t.lib.documents.verify('flg_doc')).toEqual({ ok: true, sha256: doc.sha256 });
  });

  it('refuses bytes that are not a PDF, or of the wrong size, storing nothing and leaving no temp file', () => {
    listFilings(t, 50);
    expect(() => t.lib.documents.store({ filingId: 'flg_doc', companyId: CIN, bytes: Buffer.from('{"error":{}}'), requestId: null })).toThrow(
      expect.objectContaining({ code: 'NOT_A_PDF' }),
    );
    expect(() => t.lib.documents.store({ filingId: 'flg_doc', companyId: CIN, bytes: pdf(), requestId: null })).toThrow(
      expect.objectContaining({ code: 'PDF_SIZE_MISMATCH' }),
    );
    expect(() => t.lib.documents.store({ filingId: 'flg_doc', companyId: CIN, bytes: pdf(), expectedSize: 3, requestId: null })).toThrow(
      /truncated/,
    );
    expect(() => t.lib.documents.store({ filingId: 'flg_none', companyId: CIN, bytes: pdf(), requestId: null })).toThrow(
      expect.objectContaining({ code: 'FILING_NOT_FOUND' }),
    );
    expect(filesUnder(path.join(t.dir, 'pdfs'))).toEqual([]);
    expect(t.lib.documents.get('flg_doc')).toBeNull();
  });

  it('refuses identifiers that would escape the pdfs folder', () => {
    t.lib.filings.upsertMany(CIN, [{ filingId: '../evil' }], { listedAt: 't', requestId: null });
    expect(() => t.lib.documents.store({ filingId: '../evil', companyId: CIN, bytes: pdf(), requestId: null })).toThrow(
      expect.objectContaining({ code: 'UNSAFE_ID' }),
    );
  });

  it('verify reports a changed or missing file', () => {
    listFilings(t);
    const doc = t.lib.documents.store({ filingId: 'flg_doc', companyId: CIN, bytes: pdf(), requestId: null });
    const file = t.lib.documents.absolutePath(doc);
    fs.writeFileSync(file, pdf('tampered'));
    expect(t.lib.documents.verify('flg_doc')).toMatchObject({ ok: false, reason: 'hash-mismatch', expected: doc.sha256 });
    fs.rmSync(file);
    expect(t.lib.documents.verify('flg_doc')).toMatchObject({ ok: false, reason: 'missing' });
  });

  it('after a crash mid-write, a cut-off temp file is removed at recovery and the old file is intact', () => {
    listFilings(t, pdf('v1').length);
    t.lib.documents.store({ filingId: 'flg_doc', companyId: CIN, bytes: pdf('v1'), requestId: null });
    const dir = path.join(t.dir, 'pdfs', CIN);
    fs.writeFileSync(path.join(dir, '.flg_doc.pdf.abc123.part'), pdf('half-written'));
    t.lib.close();
    const reopened = openLibrary(t.dir);
    try {
      expect(reopened.documents.recover({ isPidAlive: () => false })).toEqual({ adopted: [], removed: [`pdfs/${CIN}/.flg_doc.pdf.abc123.part`] });
      expect(fs.readdirSync(dir)).toEqual(['flg_doc.pdf']);
      expect(reopened.documents.verify('flg_doc').ok).toBe(true);
    } finally {
      reopened.close();
    }
  });

  it('streams a PDF into a temp file beside its place, then stores it with its row in one step', () => {
    const bytes = pdf('streamed');
    listFilings(t, bytes.length);
    const temp = t.lib.documents.openTemp(CIN, 'flg_doc');
    expect(path.dirname(temp.path)).toBe(path.join(t.dir, 'pdfs', CIN));
    expect(path.basename(temp.path)).toMatch(new RegExp(`^\\.flg_doc\\.pdf\\.${process.pid}\\.[0-9a-f]+\\.part$`));
    temp.write(bytes.subarray(0, 4));
    temp.write(bytes.subarray(4));
    expect(temp.head.toString('latin1')).toBe('%PDF-1.7');
    const done = temp.finish();
    expect(done).toEqual({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    const row = t.lib.tx(() => t.lib.documents.storeFile({ filingId: 'flg_doc', companyId: CIN, tempPath: temp.path, ...done, requestId: 'req_s' }));
    expect(row).toMatchObject({ size: bytes.length, sha256: done.sha256, requestId: 'req_s', pages: 2 });
    expect(fs.readdirSync(path.join(t.dir, 'pdfs', CIN))).toEqual(['flg_doc.pdf']);
    expect(fs.readFileSync(path.join(t.dir, 'pdfs', CIN, 'flg_doc.pdf'))).toEqual(bytes);
  });

  it('records at recovery what a killed process left on disk: a PDF in place without its row, a complete temp file', () => {
    const a = pdf('in place');
    const b = pdf('complete temp');
    t.lib.filings.upsertMany(
      CIN,
      [
        { filingId: 'flg_a', fileSize: a.length, numberOfPages: 1 },
        { filingId: 'flg_b', fileSize: b.length, numberOfPages: 3 },
        { filingId: 'flg_c', fileSize: 999 },
      ],
      { listedAt: 't', requestId: null },
    );
    const at = '2026-11-21T10:00:00.000Z';
    for (const [filingId, requestId] of [['flg_a', 'req_a'], ['flg_b', 'req_b']] as const) {
      t.lib.ledger.record({ at, endpointKey: 'companies.filings.download', subject: CIN, pricePaisa: 5, walletAfterPaisa: 1, requestId, keyKind: 'live', filingId });
    }
    const dir = path.join(t.dir, 'pdfs', CIN);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'flg_a.pdf'), a); // renamed into place, row never committed
    fs.writeFileSync(path.join(dir, '.flg_b.pdf.999999.0a1b2c.part'), b); // fsynced, never renamed
    fs.writeFileSync(path.join(dir, '.flg_c.pdf.999999.0a1b2d.part'), pdf('cut')); // cut off
    fs.writeFileSync(path.join(dir, '.flg_c.pdf.424242.0a1b2e.part'), pdf('still coming')); // a live download
    const alive = (pid: number) => pid === 424242;
    const result = t.lib.documents.recover({ companyId: CIN, isPidAlive: alive });
    expect(result.adopted.sort()).toEqual([`pdfs/${CIN}/flg_a.pdf`, `pdfs/${CIN}/flg_b.pdf`]);
    expect(result.removed).toEqual([`pdfs/${CIN}/.flg_c.pdf.999999.0a1b2d.part`]);
    expect(t.lib.documents.get('flg_a')).toMatchObject({ size: a.length, requestId: 'req_a', pages: 1, sha256: createHash('sha256').update(a).digest('hex') });
    expect(t.lib.documents.get('flg_b')).toMatchObject({ size: b.length, requestId: 'req_b', pages: 3 });
    expect(fs.readFileSync(path.join(dir, 'flg_b.pdf'))).toEqual(b);
    expect(t.lib.documents.get('flg_c')).toBeNull();
    expect(fs.readdirSync(dir).sort()).toEqual(['.flg_c.pdf.424242.0a1b2e.part', 'flg_a.pdf', 'flg_b.pdf']);
    expect(t.lib.companies.get(CIN)!.documentCount).toBe(2);
    // Nothing left to do the second time.
    expect(t.lib.documents.recover({ isPidAlive: alive })).toEqual({ adopted: [], removed: [] });
  });

  it('re-storing different bytes replaces the file and drops the stale text index', () => {
    listFilings(t);
    t.lib.documents.store({ filingId: 'flg_doc', companyId: CIN, bytes: pdf('v1'), requestId: null });
    t.lib.documents.replaceText('flg_doc', ['v1']);
    t.lib.documents.store({ filingId: 'flg_doc', companyId: CIN, bytes: pdf('v1'), requestId: null });
    expect(t.lib.documents.get('flg_doc')!.textIndexedAt).not.toBeNull();
    t.lib.documents.store({ filingId: 'flg_doc', companyId: CIN, bytes: pdf('v2'), requestId: null });
    expect(t.lib.documents.get('flg_doc')!.textIndexedAt).toBeNull();
  });
  it('lists the documents whose text is not indexed yet, oldest download first', () => {
    t.lib.filings.upsertMany(CIN, [{ filingId: 'flg_b' }, { filingId: 'flg_a' }, { filingId: 'flg_c' }], { listedAt: 't', requestId: null });
    for (const id of ['flg_b', 'flg_a', 'flg_c']) t.lib.documents.store({ filingId: id, companyId: CIN, bytes: pdf(id), requestId: null });
    rawDatabase(t.lib).prepare(`UPDATE documents SET downloaded_at = ? WHERE filing_id = 'flg_b'`).run('2026-01-01T00:00:00.000Z');
    rawDatabase(t.lib).prepare(`UPDATE documents SET downloaded_at = ? WHERE filing_id IN ('flg_a', 'flg_c')`).run('2026-02-01T00:00:00.000Z');
    expect(t.lib.documents.unindexed()).toEqual(['flg_b', 'flg_a', 'flg_c']);
    t.lib.documents.replaceText('flg_a', ['']);
    expect(t.lib.documents.unindexed()).toEqual(['flg_b', 'flg_c']);
  });
});
