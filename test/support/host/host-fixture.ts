/**
 * A host on a free loopback port with a temp renderer build, a temp PDF and a small handler map,
 * plus a raw HTTP client (fetch cannot forge a Host header, which the guard tests need).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppStatus } from '../../../shared/bridge/views';
import { type BridgeHandlers, createEventHub } from '../../../electron/core/bridge-handlers';
import { partialHandlers } from './partial-handlers';
import { type RunningHost, startHost } from '../../../electron/host/server';

export const KNOWN_FILING = 'flg_ABCD1234';
export const PDF_BYTES = Buffer.from(`%PDF-1.4\n${'0123456789'.repeat(100)}\n%%EOF\n`, 'latin1');
export const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script src="./assets/app.js"></script></body></html>';

export const sampleStatus: AppStatus = {
  mode: 'sandbox',
  baseUrl: 'http://127.0.0.1:1/v1',
  keyMasked: null,
  keyKind: null,
  embedded: true,
  online: true,
  walletPaisa: 50_000,
  walletReadAt: null,
  dataDir: '/tmp/dossier',
  libraryCompanies: 0,
  sessionSpendPaisa: 0,
  sessionCapPaisa: null,
  confirmThresholdPaisa: 0,
  version: '0.1.0',
};

export interface TestHost {
  host: RunningHost;
  events: ReturnType<typeof createEventHub>;
  dir: string;
  close(): Promise<void>;
}

export async function startTestHost(handlers: Partial<BridgeHandlers> = {}): Promise<TestHost> {
  const dir = await mkdtemp(join(tmpdir(), 'dossier-host-'));
  const rendererDir = join(dir, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), INDEX_HTML);
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log("app");\n');
  await writeFile(join(dir, 'filing.pdf'), PDF_BYTES);
  await writeFile(join(dir, 'secret.txt'), 'outside the build');

  const events = createEventHub();
  const host = await startHost({
    handlers: partialHandlers({ 'app.status': async () => sampleStatus, ...handlers }),
    events,
    files: { pdfPath: async (id) => (id === KNOWN_FILING ? join(dir, 'filing.pdf') : null) },
    rendererDir,
    port: 0,
  });
  return {
    host,
    events,
    dir,
    async close() {
      await host.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
  json(): unknown;
}

export function rawRequest(
  port: number,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: opts.method ?? 'GET',
        path: opts.path,
        headers: { host: `127.0.0.1:${port}`, ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json: () => JSON.parse(text) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** POST a bridge call with the session token (or the given authorization header). */
export function callBridge(t: TestHost, name: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(t.host.port, {
    method: 'POST',
    path: `/bridge/call/${name}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${t.host.token}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
