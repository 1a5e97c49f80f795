import { SOCKET_OPTIONS } from '@commentflow/shared/constants';

// Why not socket.io-client: it weighed about 12 KB gzip, a third of the widget's 40 KB budget, for
// what the widget never uses (namespaces, binary payloads, connection-state recovery, and a polling
// transport that never ran: engine.io-client only falls back from WebSocket with `tryAllTransports`,
// which was not set). This speaks the same wire protocols (Engine.IO 4 over WebSocket, Socket.IO 5,
// default namespace, JSON) to the same server, with the same reconnection figures.

type Args<F> = F extends (...args: infer A) => unknown ? A : never;
type Listener = (...args: never[]) => void;

export interface ConnectError extends Error {
  data?: { error?: string };
}

/** Events every socket reports about itself, next to the server's. */
export interface SocketStateEvents {
  connect: () => void;
  /** 'io server disconnect' when the server closed this socket, else a transport reason. */
  disconnect: (reason: string) => void;
  /** The server's handshake middleware refused us: no retry until `reconnect()`. */
  connect_error: (error: ConnectError) => void;
}

const ENGINE_OPEN = '0';
const ENGINE_CLOSE = '1';
const ENGINE_PING = '2';
const ENGINE_PONG = '3';
const ENGINE_MESSAGE = '4';
const SOCKET_CONNECT = '0';
const SOCKET_DISCONNECT = '1';
const SOCKET_EVENT = '2';
const SOCKET_ACK = '3';
const SOCKET_CONNECT_ERROR = '4';

/** One Socket.IO connection that comes back after drops, backing off like the dashboard's. */
export class SocketClient<Listen, Emit> {
  connected = false;
  #ws: WebSocket | null = null;
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #acks = new Map<number, Listener>();
  #nextAck = 0;
  #attempts = 0;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #watchdog: ReturnType<typeof setTimeout> | undefined;
  /** The server's ping interval plus its ping timeout, from the handshake. */
  #pingWindow = 0;

  readonly #url: string;
  readonly #auth: () => object;

  constructor(
    url: string,
    /** Read at every handshake, so a reconnect presents the current credentials. */
    auth: () => object,
  ) {
    this.#url = url;
    this.#auth = auth;
  }

  on<E extends keyof (Listen & SocketStateEvents) & string>(event: E, listener: (Listen & SocketStateEvents)[E]): void {
    const set = this.#listeners.get(event) ?? new Set();
    set.add(listener as Listener);
    this.#listeners.set(event, set);
  }

  /**
   * Sent only while connected: the widget's signals (cursor, typing, positions) describe the moment,
   * and a stale one replayed after a reconnect would be wrong; a reconnect re-sends what matters.
   */
  emit<E extends keyof Emit & string>(event: E, ...args: Args<Emit[E]>): void {
    if (!this.connected) return;
    const last = args[args.length - 1];
    let id = '';
    if (typeof last === 'function') {
      id = String(this.#nextAck++);
      this.#acks.set(Number(id), last as Listener);
      args.pop();
    }
    this.#send(ENGINE_MESSAGE + SOCKET_EVENT + id + JSON.stringify([event, ...args]));
  }

  /** Opens the connection, or closes it and opens a new one (e.g. with other credentials). */
  reconnect(): void {
    this.#drop('client reconnect');
    this.#attempts = 0;
    this.#open();
  }

  close(): void {
    this.#listeners.clear();
    this.#drop('io client disconnect');
  }

  #open(): void {
    clearTimeout(this.#retry);
    const ws = new WebSocket(`${this.#url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
    this.#ws = ws;
    this.#watch(SOCKET_OPTIONS.timeout);
    ws.onmessage = (message: MessageEvent<unknown>) => {
      if (typeof message.data === 'string') this.#onPacket(message.data);
    };
    ws.onclose = () => {
      if (this.#ws !== ws) return;
      this.#drop('transport close');
      this.#scheduleRetry();
    };
  }

  #onPacket(packet: string): void {
    const body = packet.slice(1);
    switch (packet[0]) {
      case ENGINE_OPEN: {
        const { pingInterval, pingTimeout } = JSON.parse(body) as { pingInterval: number; pingTimeout: number };
        this.#pingWindow = pingInterval + pingTimeout;
        this.#watch(SOCKET_OPTIONS.timeout);
        this.#send(ENGINE_MESSAGE + SOCKET_CONNECT + JSON.stringify(this.#auth()));
        return;
      }
      case ENGINE_PING:
        this.#watch(this.#pingWindow);
        this.#send(ENGINE_PONG);
        return;
      case ENGINE_CLOSE:
        this.#ws?.close();
        return;
      case ENGINE_MESSAGE:
        this.#onMessage(body);
    }
  }

  #onMessage(message: string): void {
    const type = message[0];
    if (type === SOCKET_CONNECT) {
      this.connected = true;
      this.#attempts = 0;
      this.#watch(this.#pingWindow);
      this.#fire('connect');
    } else if (type === SOCKET_DISCONNECT) {
      // Like socket.io-client, a socket the server closed stays closed: its owner decides.
      this.#drop('io server disconnect');
    } else if (type === SOCKET_CONNECT_ERROR) {
      const { message: text, data } = JSON.parse(message.slice(1)) as { message: string; data?: ConnectError['data'] };
      this.#drop('connect error');
      this.#fire('connect_error', Object.assign(new Error(text), { data }));
    } else if (type === SOCKET_EVENT || type === SOCKET_ACK) {
      const start = message.indexOf('[');
      const id = message.slice(1, start);
      const args = JSON.parse(message.slice(start)) as unknown[];
      if (type === SOCKET_ACK) {
        const ack = this.#acks.get(Number(id));
        this.#acks.delete(Number(id));
        ack?.(...(args as never[]));
      } else this.#fire(String(args[0]), ...args.slice(1));
    }
  }

  #send(packet: string): void {
    if (this.#ws?.readyState === WebSocket.OPEN) this.#ws.send(packet);
  }

  /** No handshake, connect or ping from the server within `ms`: the connection is dead, try again. */
  #watch(ms: number): void {
    clearTimeout(this.#watchdog);
    this.#watchdog = setTimeout(() => {
      this.#drop('ping timeout');
      this.#scheduleRetry();
    }, ms);
  }

  #drop(reason: string): void {
    clearTimeout(this.#watchdog);
    clearTimeout(this.#retry);
    const ws = this.#ws;
    this.#ws = null;
    if (ws) {
      ws.onclose = ws.onmessage = null;
      if (ws.readyState === WebSocket.OPEN && reason.startsWith('io client')) ws.send(ENGINE_MESSAGE + SOCKET_DISCONNECT);
      ws.close();
    }
    this.#acks.clear();
    if (!this.connected) return;
    this.connected = false;
    this.#fire('disconnect', reason);
  }

  /** Exponential backoff with jitter, as socket.io-client's manager does with the same options. */
  #scheduleRetry(): void {
    const { reconnectionDelay, reconnectionDelayMax, randomizationFactor } = SOCKET_OPTIONS;
    const base = reconnectionDelay * 2 ** Math.min(this.#attempts++, 10);
    const jitter = base * randomizationFactor * (Math.random() * 2 - 1);
    this.#retry = setTimeout(() => this.#open(), Math.min(base + jitter, reconnectionDelayMax));
  }

  #fire(event: string, ...args: unknown[]): void {
    for (const listener of this.#listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }
}
