/**
 * A scriptable stand-in for the browser WebSocket, for unit and component tests (lib/tracking,
 * features/admin). Every instance is recorded in `FakeWebSocket.instances`; the test opens,
 * answers and closes it by hand.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  static reset() {
    FakeWebSocket.instances = [];
  }
  static last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no WebSocket was opened');
    return socket;
  }

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    FakeWebSocket.instances.push(this);
  }

  /** The messages sent so far, parsed. */
  get messages(): unknown[] {
    return this.sent.map((s) => JSON.parse(s) as unknown);
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('InvalidStateError: the socket is not open');
    this.sent.push(data);
  }

  /** Called by the code under test. */
  close(code = 1000) {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.closedWith = code;
    this.readyState = FakeWebSocket.CLOSED;
  }

  // --- driven by the test ------------------------------------------------------------------------
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  /** The server (or the network) closes the socket. */
  serverClose(code = 1006, reason = '') {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ type: 'close', code, reason, wasClean: code !== 1006 } as CloseEvent);
  }
  fail() {
    this.onerror?.(new Event('error'));
    this.serverClose(1006);
  }
}
