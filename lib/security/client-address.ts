import { isIP } from 'node:net';

/**
 * The header this server writes with the client's address (instrumentation.ts,
 * before Next sees the request). Whatever a client sends under this name is
 * overwritten, so it is the only address the site trusts.
 */
export const CLIENT_ADDRESS_HEADER = 'x-masco-client-address';

/** `TRUST_PROXY`: how many proxies in front of the server to believe (0, the default: none). */
export function trustedProxyHops(value = process.env.TRUST_PROXY): number {
  const raw = value?.trim().toLowerCase();
  if (!raw || raw === 'false' || raw === 'off') return 0;
  if (raw === 'true' || raw === 'on') return 1;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}

const plain = (address: string) => {
  const value = address.trim().replace(/^\[|\]$/g, '');
  return value.toLowerCase().startsWith('::ffff:') && isIP(value.slice(7)) === 4
    ? value.slice(7)
    : value;
};

/**
 * The client of a request: the socket's peer, or, behind `hops` trusted proxies,
 * the address the outermost of them saw: X-Forwarded-For read from the right,
 * where each proxy appends the address it was called from. Entries further left
 * were written by the client and are never used. Not a valid address: 'unknown'.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map(plain)
    .filter(Boolean);
  const chain = [...forwarded, plain(peer ?? '')];
  const client = chain[Math.max(0, chain.length - 1 - hops)]!;
  return isIP(client) ? client : 'unknown';
}

/**
 * The key a client is counted under: its IPv4 address, or its IPv6 /64 (one
 * subscriber line usually holds a whole /64, which is otherwise a free supply
 * of fresh addresses).
 */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** The client address of a request, as stamped by this server. */
export const requestClient = (headers: Headers) => headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
