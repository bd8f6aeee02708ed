/**
 * Test support: a real HTTP proxy in front of the emulator that reproduces the oversized download
 * of issue 14: every request goes through unchanged, except the download of one chosen filing,
 * whose answer keeps the registry's status and billing headers but whose body is the real PDF
 * followed by `extraBytes` of padding, sent chunked (no length given), or with the inflated
 * length declared when `declare` is set. It counts the bytes of that body the client actually took.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface InflatingProxy {
  url: string;
  /** Bytes of the inflated body written to the client before it hung up (or all of them). */
  sentBytes(): number;
  close(): Promise<void>;
}

const PAD = Buffer.alloc(64 * 1024, 0x20);

export async function startInflatingProxy(upstream: string, target: { filingId: string; extraBytes: number; declare: boolean }): Promise<InflatingProxy> {
  const base = new URL(upstream);
  let sent = 0;
  const server = http.createServer((req, res) => {
    const inflate = req.method === 'GET' && (req.url ?? '').includes(`/filings/${target.filingId}/download`);
    const out = http.request({ host: base.hostname, port: base.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      if (!inflate || answer.statusCode !== 200) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const headers = { ...answer.headers };
      const real = Number(headers['content-length']);
      delete headers['content-length'];
      if (target.declare) headers['content-length'] = String(real + target.extraBytes);
      res.writeHead(200, headers);
      let closed = false;
      res.on('close', () => (closed = true));
      const write = (chunk: Buffer): Promise<void> => {
        sent += chunk.byteLength;
        return res.write(chunk) ? Promise.resolve() : new Promise((resolve) => { res.once('drain', resolve); res.once('close', resolve); });
      };
      (async () => {
        for await (const chunk of answer) {
          if (closed) return;
          await write(chunk as Buffer);
        }
        for (let left = target.extraBytes; left > 0 && !closed; left -= PAD.byteLength) await write(left >= PAD.byteLength ? PAD : PAD.subarray(0, left));
        if (!closed) res.end();
      })().catch(() => res.destroy());
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sentBytes: () => sent,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
