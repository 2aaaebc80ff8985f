import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';

/** The web app manifest: the site's name, colours and icons for phones' home screens. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: 'Masco',
    description: site.description,
    start_url: '/',
    display: 'browser',
    background_color: '#FFFFFF',
    theme_color: '#0B2545',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png', purpose: 'any' },
    ],
  };
}
