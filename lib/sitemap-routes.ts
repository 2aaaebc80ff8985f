import { isGroup, navigation } from '@/lib/navigation';

/** Public routes that are not in the header navigation. */
const extraRoutes = [
  '/green-tour',
  '/media',
  '/publications',
  '/blogs/video',
  '/blogs/publication',
];

/** Every static public route: the navigation's internal links plus the rest. */
export function staticRoutes(): string[] {
  const fromNavigation = navigation
    .flatMap((item) => (isGroup(item) ? item.children : [item]))
    .filter((link) => !link.external && link.href.startsWith('/'))
    .map((link) => link.href);
  return [...new Set([...fromNavigation, ...extraRoutes])];
}
