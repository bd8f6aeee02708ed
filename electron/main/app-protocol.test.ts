import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appProtocolResponse } from './app-protocol';

let dir: string;
const PDF = Buffer.from('%PDF-1.4\nbody\n%%EOF\n');
const options = () => ({
  rendererDir: join(dir, 'renderer'),
  pdfPath: async (id: string) => (id === 'flg_Known1234' ? join(dir, 'k.pdf') : null),
  contentSecurityPolicy: "default-src 'self'",
});
const get = (url: string, headers: Record<string, string> = {}) => appProtocolResponse({ url, method: 'GET', headers: new Headers(headers) }, options());

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dossier-app-proto-'));
  await mkdir(join(dir, 'renderer', 'assets'), { recursive: true });
  await writeFile(join(dir, 'renderer', 'index.html'), '<!doctype html><title>Dossier</title>');
  await writeFile(join(dir, 'renderer', 'assets', 'a.js'), 'export {};');
  await writeFile(join(dir, 'k.pdf'), PDF);
  await writeFile(join(dir, 'outside.txt'), 'secret');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('appProtocolResponse', () => {
  it('serves the renderer build with its CSP, and index.html for app routes', async () => {
    const index = await get('dossier-file://app/index.html');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(index.headers.get('cache-control')).toBe('no-store');
    expect(await index.text()).toContain('<title>Dossier</title>');
    expect((await get('dossier-file://app/assets/a.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await (await get('dossier-file://app/settings')).text()).toContain('Dossier');
    expect((await get('dossier-file://app/assets/none.js')).status).toBe(404);
  });

  it('lets the window keep a hashed asset (it never changes under its name), and nothing else', async () => {
    await writeFile(join(dir, 'renderer', 'assets', 'main-Q1w2E3r4.js'), 'export const hashed = true;');
    const hashed = await get('dossier-file://app/assets/main-Q1w2E3r4.js');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await hashed.text()).toBe('export const hashed = true;');
    expect((await get('dossier-file://app/assets/a.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves PDFs both as dossier-file://pdf/<id> and as the core\'s /files/pdf/<id> under the app', async () => {
    const direct = await get('dossier-file://pdf/flg_Known1234');
    expect(Buffer.from(await direct.arrayBuffer()).equals(PDF)).toBe(true);
    const relative = await get('dossier-file://app/files/pdf/flg_Known1234', { range: 'bytes=0-3' });
    expect(relative.status).toBe(206);
    expect(await relative.text()).toBe('%PDF');
    expect((await get('dossier-file://app/files/pdf/flg_Nope99999')).status).toBe(404);
  });

  it('never leaves the renderer folder and answers 404 for other hosts', async () => {
    for (const url of ['dossier-file://app/../outside.txt', 'dossier-file://app/%2e%2e/outside.txt', 'dossier-file://app/..%2Foutside.txt']) {
      const res = await get(url);
      expect(await res.text(), url).not.toBe('secret');
    }
    expect((await get('dossier-file://elsewhere/index.html')).status).toBe(404);
  });
});
