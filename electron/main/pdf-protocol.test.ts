import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrlFor, filingIdFromFileUrl, pdfProtocolResponse } from './pdf-protocol';

const BYTES = Buffer.from(`%PDF-1.7\n${'x'.repeat(500)}\n%%EOF\n`);
let dir: string;
let lookups: string[];
const pdfPath = async (id: string) => {
  lookups.push(id);
  return id === 'flg_Known1234' ? join(dir, 'a.pdf') : null;
};
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers: new Headers(headers) });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dossier-proto-'));
  await writeFile(join(dir, 'a.pdf'), BYTES);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('dossier-file URLs', () => {
  it('round-trips a filing id and refuses other shapes', () => {
    expect(fileUrlFor('flg_Known1234')).toBe('dossier-file://pdf/flg_Known1234');
    expect(filingIdFromFileUrl('dossier-file://pdf/flg_Known1234')).toBe('flg_Known1234');
    for (const url of ['dossier-file://other/flg_Known1234', 'file://pdf/flg_Known1234', 'dossier-file://pdf/../../etc/passwd', 'dossier-file://pdf/flg_%2e%2e', 'x']) {
      expect(filingIdFromFileUrl(url), url).toBeNull();
    }
  });
});

describe('pdfProtocolResponse', () => {
  it('serves the whole PDF and byte ranges', async () => {
    lookups = [];
    const whole = await pdfProtocolResponse(request('dossier-file://pdf/flg_Known1234'), pdfPath);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await whole.arrayBuffer()).equals(BYTES)).toBe(true);
    const part = await pdfProtocolResponse(request('dossier-file://pdf/flg_Known1234', { range: 'bytes=0-7' }), pdfPath);
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${BYTES.length}`);
    expect(await part.text()).toBe('%PDF-1.7');
  });

  it('answers 404 without touching the library for malformed ids, and for unknown filings', async () => {
    lookups = [];
    expect((await pdfProtocolResponse(request('dossier-file://pdf/..%2Fsecret'), pdfPath)).status).toBe(404);
    expect(lookups).toEqual([]);
    expect((await pdfProtocolResponse(request('dossier-file://pdf/flg_Missing99'), pdfPath)).status).toBe(404);
    expect(lookups).toEqual(['flg_Missing99']);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await pdfProtocolResponse(request('dossier-file://pdf/flg_Known1234', {}, 'POST'), pdfPath)).status).toBe(405);
  });
});
