import { beforeEachRequest } from '@/lib/http/before-each-request';
import { CLIENT_ADDRESS_HEADER, clientAddress, trustedProxyHops } from './client-address';

/**
 * Writes each request's client address into CLIENT_ADDRESS_HEADER before Next
 * handles it. Route handlers never see the socket, and Next keeps whatever
 * X-Forwarded-For a client sends, so only this server, which sees the peer,
 * can say who is asking. Called once at start (instrumentation.ts).
 */
export function stampClientAddresses() {
  const hops = trustedProxyHops();
  beforeEachRequest('client-address', (request) => {
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
      request.socket.remoteAddress,
      request.headers['x-forwarded-for'],
      hops,
    );
  });
}
