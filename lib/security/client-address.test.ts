import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey, trustedProxyHops } from './client-address';

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', 0)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '1.2.3.4, 5.6.7.8', 0)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1');
  });

  it('behind one trusted proxy is the address that proxy appended, not what the client wrote', () => {
    // nginx: proxy_add_x_forwarded_for = "<client's own header>, <its peer>"
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', ['6.6.6.6', '198.51.100.7'], 1)).toBe('198.51.100.7');
  });

  it('behind two proxies skips both', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1', 2)).toBe('198.51.100.7');
  });

  it('falls back to the leftmost entry when the chain is shorter than the hops', () => {
    expect(clientAddress('127.0.0.1', undefined, 1)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '198.51.100.7', 3)).toBe('198.51.100.7');
  });

  it("is 'unknown' when the chosen entry is no address", () => {
    expect(clientAddress('127.0.0.1', 'evil, <script>', 1)).toBe('unknown');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
    expect(clientAddress('127.0.0.1', '[2001:db8::1]', 1)).toBe('2001:db8::1');
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['off', 0],
    ['false', 0],
    ['1', 1],
    ['true', 1],
    ['2', 2],
    ['-1', 0],
    ['1.5', 0],
    ['99', 0],
    ['yes please', 0],
  ])('%j trusts %i proxies', (value, hops) => {
    expect(trustedProxyHops(value)).toBe(hops);
  });
});

describe('the key a client is counted under', () => {
  it('is the IPv4 address itself', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('unknown')).toBe('unknown');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('edge cases of addresses', () => {
  it('keeps an IPv6 address whose ::ffff: tail is no IPv4 address', () => {
    expect(clientAddress('::ffff:abc', undefined, 0)).toBe('::ffff:abc');
  });

  it('trusts at most ten proxies', () => {
    expect(trustedProxyHops('10')).toBe(10);
    expect(trustedProxyHops('11')).toBe(0);
  });

  it('fills a :: gap correctly when the right side reaches the first four groups', () => {
    expect(clientKey('2001::1:2:3:4:5:6')).toBe('2001:0:1:2::/64');
    expect(clientKey('2001:db8:1::')).toBe('2001:db8:1:0::/64');
  });
});
