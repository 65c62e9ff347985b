import type { FastifyRequest } from 'fastify';
import { bearerToken } from '@roadgremlin/auth';

/** The subprotocol a browser offers next to its token (`new WebSocket(url, ['bearer', token])`). */
export const TOKEN_SUBPROTOCOL = 'bearer';

/**
 * The access token of a WebSocket upgrade. Browsers cannot set headers on a WebSocket, so besides
 * `Authorization: Bearer` (what the gateway forwards) the token may come as the subprotocol after
 * `bearer` (`Sec-WebSocket-Protocol: bearer, <jwt>`; a JWT is a valid protocol token, RFC 6455
 * section 4.1) or as `?access_token=` (RFC 6750 section 2.3). The first present wins, in that order.
 */
export function upgradeToken(request: FastifyRequest): string | undefined {
  const fromHeader = bearerToken(request.headers.authorization);
  if (fromHeader) return fromHeader;
  const offered = request.headers['sec-websocket-protocol'];
  if (typeof offered === 'string') {
    const list = offered.split(',').map((p) => p.trim());
    const at = list.indexOf(TOKEN_SUBPROTOCOL);
    if (at !== -1 && list[at + 1]) return list[at + 1];
  }
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

/**
 * The subprotocol the server answers: `bearer` when offered (a browser that offered subprotocols fails
 * the connection if none is selected), never the token itself.
 */
export function selectProtocol(protocols: Set<string>): string | false {
  return protocols.has(TOKEN_SUBPROTOCOL) ? TOKEN_SUBPROTOCOL : false;
}

/** Request URLs for the log without the token (`?access_token=` is a credential). */
export function redactUrl(url: string) {
  return url.replace(/([?&]access_token=)[^&#]*/gi, '$1[redacted]');
}
