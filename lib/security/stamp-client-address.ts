import http from 'node:http';
import { CLIENT_ADDRESS_HEADER, clientAddress, trustedProxyHops } from './client-address';

const INSTALLED = Symbol.for('masco.client-address-stamp');

/**
 * Writes each request's client address into CLIENT_ADDRESS_HEADER before Next
 * handles it. Route handlers never see the socket, and Next keeps whatever
 * X-Forwarded-For a client sends, so only this server, which sees the peer,
 * can say who is asking. Called once at start (instrumentation.ts).
 */
export function stampClientAddresses() {
  const marked = globalThis as { [INSTALLED]?: boolean };
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  const hops = trustedProxyHops();
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
        request.socket.remoteAddress,
        request.headers['x-forwarded-for'],
        hops,
      );
    }
    return emit.call(this, event, ...args);
  } as typeof emit;
}
