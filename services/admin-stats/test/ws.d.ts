// The `ws` client as the tests and the bench use it (the package ships no types; @types/ws is not installed).
declare module 'ws' {
  import { EventEmitter } from 'node:events';
  export default class WebSocket extends EventEmitter {
    static readonly OPEN: number;
    constructor(address: string, protocols?: string | string[], options?: { headers?: Record<string, string>; perMessageDeflate?: boolean });
    readonly readyState: number;
    readonly protocol: string;
    send(data: string): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
  }
}
