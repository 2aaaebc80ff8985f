import { describe, expect, it } from 'vitest';
import { isCurrentGroup, isCurrentLink, isGroup, navigation, type NavGroup } from './navigation';

const links = navigation.flatMap((item) => (isGroup(item) ? item.children : [item]));
const internal = links.filter((link) => !link.external);
const group = (label: string) =>
  navigation.find((item): item is NavGroup => isGroup(item) && item.label === label)!;

describe('the current page in the navigation', () => {
  it('each internal link is current on its own page, as written and percent-escaped', () => {
    expect(internal.length).toBeGreaterThan(20);
    for (const { href } of internal) {
      expect(isCurrentLink(href, href), href).toBe(true);
      expect(isCurrentLink(encodeURI(href).replaceAll('&', '%26'), href), href).toBe(true);
    }
    expect(isCurrentLink('/fabric-r%26d', '/fabric-r&d')).toBe(true);
    expect(isCurrentLink('/masco-share%26security', '/masco-share&security')).toBe(true);
  });

  it('no other page makes a link current: not a longer path, not another page, not home', () => {
    expect(isCurrentLink('/knitting', '/')).toBe(false);
    expect(isCurrentLink('/', '/knitting')).toBe(false);
    expect(isCurrentLink('/knitting-more', '/knitting')).toBe(false);
    expect(isCurrentLink('/fabric-r', '/fabric-r&d')).toBe(false);
    for (const link of links.filter((l) => l.external))
      expect(isCurrentLink(link.href, '/'), link.href).toBe(false);
  });

  it('a malformed escape is a path like any other, never an error', () => {
    expect(() => isCurrentLink('/%E0%A4%A', '/')).not.toThrow();
    expect(isCurrentLink('/%E0%A4%A', '/%E0%A4%A')).toBe(true);
    expect(isCurrentLink('/%', '/knitting')).toBe(false);
  });

  it('a group is current while one of its pages is', () => {
    expect(isCurrentGroup('/knitting', group('Apparel Business'))).toBe(true);
    expect(isCurrentGroup('/fabric-r%26d', group('Apparel Business'))).toBe(true);
    expect(isCurrentGroup('/knitting', group('About Us'))).toBe(false);
    expect(isCurrentGroup('/career', group('More'))).toBe(true);
    expect(isCurrentGroup('/', group('More'))).toBe(false);
  });
});
