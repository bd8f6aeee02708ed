// The host's event stream over WebSocket: reconnects with capped backoff after any close, and
// reports whether the host is reachable so the UI can disable paid actions while it is not.
import type { EventMessage } from '../../shared/bridge/http-protocol';
import type { HostConnection } from './types';

/** The subset of the browser WebSocket the client uses (the `ws` package's class fits too). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}
export type SocketFactory = (url: string) => SocketLike;

export interface EventSocketOptions {
  url: string;
  createSocket: SocketFactory;
  onMessage: (message: EventMessage) => void;
  onConnection: (connection: HostConnection) => void;
  minDelayMs?: number;
  maxDelayMs?: number;
}

const CONNECTING: HostConnection = { online: false, reason: 'Connecting to the Dossier host…' };
const LOST: HostConnection = { online: false, reason: 'Lost the connection to the Dossier host; reconnecting…' };

export class EventSocket {
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private delay: number;
  private closed = false;
  private state: HostConnection = CONNECTING;

  constructor(private readonly options: EventSocketOptions) {
    this.delay = options.minDelayMs ?? 500;
    this.connect();
  }

  connection(): HostConnection {
    return this.state;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
    this.socket = null;
  }

  private setState(state: HostConnection): void {
    if (state.online === this.state.online && state.reason === this.state.reason) return;
    this.state = state;
    this.options.onConnection(state);
  }

  private connect(): void {
    if (this.closed) return;
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.delay = this.options.minDelayMs ?? 500;
      this.setState({ online: true, reason: null });
    };
    socket.onmessage = (event) => this.handle(event.data);
    socket.onerror = () => {
      // The close event follows and schedules the reconnect.
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setState(LOST);
      this.scheduleReconnect();
    };
  }

  private handle(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return; // not ours: the host only sends JSON
    }
    if (message && typeof message === 'object' && typeof (message as EventMessage).event === 'string') {
      this.options.onMessage(message as EventMessage);
    }
  }

  private scheduleReconnect(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, this.delay);
    this.delay = Math.min(this.delay * 2, this.options.maxDelayMs ?? 10_000);
  }
}
