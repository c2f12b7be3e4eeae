import { bearerToken } from '@dental/server-core';

/** The parts of socket.io's handshake the token can come in. */
export interface HandshakeLike {
  headers: Record<string, string | string[] | undefined>;
  auth?: Record<string, unknown>;
}

/**
 * The bearer token of a live-channel handshake: the `authorization` header (the spec's calls; Node
 * clients and long-polling set it), else `auth.token` — a browser's WebSocket cannot set headers,
 * so the browser client sends the token there, with or without the `Bearer ` prefix.
 */
export function handshakeToken(handshake: HandshakeLike): string | undefined {
  const header = handshake.headers.authorization;
  const fromHeader = bearerToken(Array.isArray(header) ? header[0] : header);
  if (fromHeader) return fromHeader;
  const token = handshake.auth?.token;
  if (typeof token !== 'string') return undefined;
  return bearerToken(token) ?? (/^\S+$/.test(token) ? token : undefined);
}
