/**
 * A pass-through HTTP proxy in front of the emulator that a test can hold shut: requests that
 * arrive while held wait until release(). It turns "the mirror is still running" into a state the
 * test sets, so watching a progress bar move never depends on how fast the machine is.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GateProxy {
  url: string;
  /** Requests arriving from now on wait. */
  hold(): void;
  /** Lets every waiting request (and later ones) through. */
  release(): void;
  /** How many requests are waiting at the gate. */
  waiting(): number;
  close(): Promise<void>;
}

export async function startGateProxy(target: string): Promise<GateProxy> {
  const upstream = new URL(target);
  let held = false;
  let queue: Array<() => void> = [];
  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const out = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // The registry went away: the client sees the connection drop, as it would without a proxy.
    out.on('error', () => res.destroy());
    req.pipe(out);
  };
  const server = http.createServer((req, res) => {
    if (held) queue.push(() => forward(req, res));
    else forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const release = () => {
    held = false;
    const waiting = queue;
    queue = [];
    for (const go of waiting) go();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    hold() {
      held = true;
    },
    release,
    waiting: () => queue.length,
    async close() {
      release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
