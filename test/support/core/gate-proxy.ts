/**
 * Test support: a real HTTP proxy in front of the emulator that runs `before` once, synchronously,
 * when the `nth` request matching `gate` arrives, and only then forwards it. A test stops the team
 * database there ("just before the unlock is bought", "at the second PDF"): the step is named by
 * the request itself, never by a sleep, and the CLI under test waits for its answer meanwhile.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Gate {
  /** Which request: its method and path (query string included). */
  match(method: string, path: string): boolean;
  /** The how-manieth matching request runs `before` (1 = the first). */
  nth: number;
  before(): void;
}

export interface GateProxy {
  url: string;
  /** Arms a gate for the next run (one at a time); `fired` says whether it ran. */
  arm(gate: Gate): void;
  fired(): boolean;
  close(): Promise<void>;
}

export async function startGateProxy(upstream: string): Promise<GateProxy> {
  const base = new URL(upstream);
  let gate: Gate | null = null;
  let seen = 0;
  let fired = false;
  const server = http.createServer((req, res) => {
    if (gate && !fired && gate.match(req.method ?? 'GET', req.url ?? '') && ++seen === gate.nth) {
      fired = true;
      gate.before();
    }
    const out = http.request({ host: base.hostname, port: base.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arm(next) {
      gate = next;
      seen = 0;
      fired = false;
    },
    fired: () => fired,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
