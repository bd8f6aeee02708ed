import { join } from 'node:path';
import { symlink, utimes, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_HTML, KNOWN_FILING, PDF_BYTES, rawRequest, startTestHost, type TestHost } from '../../test/support/host/host-fixture';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost();
});
afterAll(async () => {
  await t.close();
});

const pdf = (id: string) => `/files/pdf/${id}?token=${t.host.token}`;

describe('host PDFs', () => {
  it('streams a library PDF whole, announcing Range support', async () => {
    const res = await rawRequest(t.host.port, { path: pdf(KNOWN_FILING) });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(PDF_BYTES.length));
    expect(res.body.equals(PDF_BYTES)).toBe(true);
  });

  it('serves byte ranges as 206 with Content-Range', async () => {
    const first = await rawRequest(t.host.port, { path: pdf(KNOWN_FILING), headers: { range: 'bytes=0-7' } });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-7/${PDF_BYTES.length}`);
    expect(first.text).toBe('%PDF-1.4');
    const tail = await rawRequest(t.host.port, { path: pdf(KNOWN_FILING), headers: { range: 'bytes=-6' } });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(PDF_BYTES.subarray(PDF_BYTES.length - 6))).toBe(true);
    const middle = await rawRequest(t.host.port, { path: pdf(KNOWN_FILING), headers: { range: 'bytes=100-199' } });
    expect(middle.body.equals(PDF_BYTES.subarray(100, 200))).toBe(true);
  });

  it('answers 416 for a range past the end', async () => {
    const res = await rawRequest(t.host.port, { path: pdf(KNOWN_FILING), headers: { range: `bytes=${PDF_BYTES.length}-` } });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${PDF_BYTES.length}`);
  });

  it('answers 404 for filings not in the library and for malformed ids', async () => {
    for (const id of ['flg_NOTHERE1', 'nonsense', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await rawRequest(t.host.port, { path: pdf(id) });
      expect(res.status, id).toBe(404);
      expect(res.json()).toMatchObject({ ok: false, error: { code: 'DOCUMENT_NOT_FOUND' } });
    }
  });
});

describe('host renderer files', () => {
  it('serves index.html uncached with the strict CSP and nosniff', async () => {
    const res = await rawRequest(t.host.port, { path: `/?token=${t.host.token}` });
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX_HTML);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; connect-src 'self' ws://127.0.0.1:" +
        t.host.port +
        "; object-src 'none'; frame-ancestors 'none'",
    );
  });

  it('serves assets with their type and falls back to index.html for app routes only', async () => {
    const js = await rawRequest(t.host.port, { path: '/assets/app.js' });
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const deep = await rawRequest(t.host.port, { path: '/company/U12345MH2000PTC123456/filings' });
    expect(deep.status).toBe(200);
    expect(deep.text).toBe(INDEX_HTML);
    expect(deep.headers['cache-control']).toBe('no-store');
    expect((await rawRequest(t.host.port, { path: '/assets/missing.js' })).status).toBe(404);
  });

  // Issue 28 item 20: the app's scripts come from memory, and a hashed asset is kept by the browser.
  it('serves a hashed asset as immutable from memory, and a rewritten file anew', async () => {
    const file = join(t.dir, 'renderer', 'assets', 'index-Ab3_x-9Z.js');
    await writeFile(file, 'export const build = 1;\n');
    const first = await rawRequest(t.host.port, { path: '/assets/index-Ab3_x-9Z.js' });
    expect(first.status).toBe(200);
    expect(first.text).toBe('export const build = 1;\n');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawRequest(t.host.port, { path: '/assets/app.js' })).headers['cache-control']).toBe('no-cache');
    // Rewritten in place (a rebuild into the same folder): the bytes on disk, not the copy in memory.
    await writeFile(file, 'export const build = 22;\n');
    await utimes(file, new Date(), new Date(Date.now() + 5_000));
    const second = await rawRequest(t.host.port, { path: '/assets/index-Ab3_x-9Z.js' });
    expect(second.text).toBe('export const build = 22;\n');
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength('export const build = 22;\n')));
  });

  it('never serves files outside the renderer build', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2F..%2Fsecret.txt']) {
      const res = await rawRequest(t.host.port, { path });
      expect(res.text, path).not.toContain('outside the build');
    }
  });

  // Issue 14 item 9: a symbolic link in the build folder was served, whatever it pointed at.
  it('never serves a file through a symbolic link, inside the build or out of it', async () => {
    const renderer = join(t.dir, 'renderer');
    await symlink(join(t.dir, 'secret.txt'), join(renderer, 'leak.txt'));
    await symlink(join(renderer, 'assets', 'app.js'), join(renderer, 'alias.js'));
    await symlink(t.dir, join(renderer, 'up'));
    for (const path of ['/leak.txt', '/alias.js', '/up/secret.txt', '/up/filing.pdf']) {
      const r = await rawRequest(t.host.port, { path });
      expect(r.status, path).toBe(404);
      expect(r.text).not.toContain('outside the build');
    }
    expect((await rawRequest(t.host.port, { path: '/assets/app.js' })).status).toBe(200);
  });
});
