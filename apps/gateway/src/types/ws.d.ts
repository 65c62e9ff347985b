// The parts of `ws` (8.x) the gateway, its tests and bench/admin use: the package ships no types and
// @types/ws is not installed. https://github.com/websockets/ws/blob/master/doc/ws.md
declare module 'ws' {
  import { EventEmitter } from 'node:events';
  import type { IncomingMessage } from 'node:http';
  import type { Duplex } from 'node:stream';

  export type RawData = Buffer | ArrayBuffer | Buffer[];

  export class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    constructor(
      address: string,
      protocols?: string | string[],
      options?: { headers?: Record<string, string>; perMessageDeflate?: boolean; handshakeTimeout?: number },
    );
    readonly readyState: 0 | 1 | 2 | 3;
    readonly protocol: string;
    readonly bufferedAmount: number;
    send(data: string | Buffer, cb?: (err?: Error) => void): void;
    ping(data?: unknown, mask?: boolean, cb?: (err?: Error) => void): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (err: Error) => void): this;
    on(event: 'open' | 'pong', listener: () => void): this;
    on(event: 'unexpected-response', listener: (req: unknown, res: IncomingMessage) => void): this;
    on(event: string, listener: (...args: any[]) => void): this;
  }

  export interface ServerOptions {
    noServer?: boolean;
    maxPayload?: number;
    perMessageDeflate?: boolean;
    clientTracking?: boolean;
  }

  export class WebSocketServer extends EventEmitter {
    constructor(options: ServerOptions);
    readonly clients: Set<WebSocket>;
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, callback: (ws: WebSocket, request: IncomingMessage) => void): void;
    close(cb?: (err?: Error) => void): void;
  }

  export default WebSocket;
}
