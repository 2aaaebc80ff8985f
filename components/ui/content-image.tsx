import { getImageProps, type ImageProps } from 'next/image';
import { isPlaceholder } from '@/lib/content/placeholders';
import { isInImageFolder } from '@/lib/image-folders';

/**
 * Every image of the site: next/image's optimised sources (srcset, sizes, lazy
 * loading, explicit dimensions) rendered as a plain `<img>`. With getImageProps the
 * image is markup from the server, not a client component: no image code in the
 * page's JavaScript and nothing to hydrate. A `preload` image is loaded eagerly,
 * and React preloads every eager image it renders on the server (a `<link
 * rel="preload">` with the same srcset, sizes and fetch priority). Placeholders and
 * other SVGs are served as they are (there is nothing to optimise), and so is a
 * local address outside the folders the optimiser takes (lib/image-folders.ts).
 */
const outsideFolders = (src: string) =>
  src.startsWith('/') && !src.startsWith('//') && !isInImageFolder(src);

export function ContentImage({ src, alt, ...props }: ImageProps) {
  const svg =
    typeof src === 'string' &&
    (isPlaceholder(src) || src.toLowerCase().split('?')[0]!.endsWith('.svg'));
  const { props: img } = getImageProps({
    src,
    alt,
    ...props,
    unoptimized: svg || props.unoptimized || (typeof src === 'string' && outsideFolders(src)),
  });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's sources, as server markup
  return <img {...img} alt={alt} />;
}
