import { site } from './site';

/** The header navigation (spec part 1, section 2). */
export type NavLink = { label: string; href: string; external?: boolean };
/** `brochure`: the group that ends with the Brochure entry (About Us). */
export type NavGroup = { label: string; children: NavLink[]; brochure?: boolean };
export type NavItem = NavLink | NavGroup;

export const BROCHURE_LABEL = 'Brochure';

/** The apparel unit pages: a group of the header, and a list of the footer. */
export const apparelUnits: NavGroup = {
  label: 'Apparel Business',
  children: [
    { label: 'Yarn Dyeing', href: '/yarn-dyeing' },
    { label: 'Dyeing', href: '/dyeing' },
    { label: 'Washing', href: '/washing' },
    { label: 'Sewing Thread', href: '/sewing-thread' },
    { label: 'Sewing', href: '/sewing' },
    { label: 'Fabric R&D', href: '/fabric-r&d' },
    { label: 'Knitting', href: '/knitting' },
    { label: 'Printing & Embroidery', href: '/printing-embroidery' },
    { label: 'Design Hub', href: '/design-hub' },
  ],
};

export const navigation: NavItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'About Us',
    brochure: true,
    children: [
      { label: 'Masco at a Glance', href: '/masco-at-a-glance' },
      { label: 'Awards & Achievements', href: '/awards' },
      { label: 'Management Message', href: '/management-message' },
      { label: 'Our Clients', href: '/clients-logo' },
    ],
  },
  apparelUnits,
  {
    label: 'Non-Apparel Business',
    children: [
      { label: 'Masco Cricket Academy', href: '/masco-cricket-academy' },
      { label: 'Masco School', href: '/masco-school' },
      { label: 'Masco Dairy Farm', href: '/masco-dairy-firm' },
      { label: 'Masminu Motors', href: '/masminu-motors' },
      { label: 'Masco Properties', href: '/masco-properties' },
      { label: 'Masco Share & Security', href: '/masco-share&security' },
    ],
  },
  { label: 'Sustainability', href: '/sustainability' },
  { label: 'Blogs', href: '/blogs' },
  {
    label: 'More',
    children: [
      { label: 'Career', href: '/career' },
      { label: 'Contact Us', href: '/contact-us' },
    ],
  },
  { label: 'Fabric Library', href: site.external.fabricLibrary, external: true },
  { label: 'Virtual Tour', href: site.external.virtualTour, external: true },
];

/** The navigation with the external links staff set in Settings. */
export function navigationWith(links: { fabricLibrary: string; virtualTour: string }): NavItem[] {
  const external: Record<string, string> = {
    [site.external.fabricLibrary]: links.fabricLibrary,
    [site.external.virtualTour]: links.virtualTour,
  };
  return navigation.map((item) =>
    'external' in item && item.external
      ? { ...item, href: external[item.href] ?? item.href }
      : item,
  );
}

export const isGroup = (item: NavItem): item is NavGroup => 'children' in item;

/**
 * Whether a link of the navigation is the page at `pathname`, as the browser has it:
 * percent-escapes undone, so `/fabric-r%26d` is Fabric R&D's page as `/fabric-r&d` is.
 */
export function isCurrentLink(pathname: string, href: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape names no page of the navigation, as written.
  }
  return path === href;
}

/** Whether one of a group's links is the page at `pathname` (the group is marked too). */
export const isCurrentGroup = (pathname: string, group: NavGroup) =>
  group.children.some((child) => isCurrentLink(pathname, child.href));

/** The navigation with its labels in a language (messages.nav); hrefs stay the English addresses. */
export function translatedNavigation(
  items: NavItem[],
  label: (english: string) => string,
): NavItem[] {
  return items.map((item) =>
    isGroup(item)
      ? {
          ...item,
          label: label(item.label),
          children: item.children.map((child) => ({ ...child, label: label(child.label) })),
        }
      : { ...item, label: label(item.label) },
  );
}

/** What job seekers come for: on a Bangla phone menu, at its first level. */
const FIRST_ON_A_BANGLA_PHONE = ['/career', '/contact-us'];

/**
 * The phone menu's items in a language. In Bangla the group that holds the career
 * and contact pages (More, আরও) gives way to those links themselves: most Bangla
 * readers of the site come looking for work, and should not have to guess that
 * "আরও" hides it. English keeps the spec's menu.
 */
export function phoneMenuItems(items: NavItem[], lang: 'en' | 'bn'): NavItem[] {
  if (lang !== 'bn') return items;
  return items.flatMap((item) =>
    isGroup(item) && item.children.some((child) => FIRST_ON_A_BANGLA_PHONE.includes(child.href))
      ? item.children
      : [item],
  );
}
