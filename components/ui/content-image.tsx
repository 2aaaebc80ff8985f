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
 *
 * An image whose class gives it no aspect keeps the box its width and height declare,
 * fitted inside it, whatever file staff upload: with only `h-auto`, the box takes the
 * file's own shape once it loads, and the page below moves (a certificate uploaded
 * at 600x850 moved /sustainability by a pixel under the visitor's jump).
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
  const className = props.className ?? '';
  const style =
    !props.fill && img.width && img.height && !/(^|\s)aspect-/.test(className)
      ? {
          aspectRatio: `${img.width} / ${img.height}`,
          ...(/(^|\s)object-/.test(className) ? {} : { objectFit: 'contain' as const }),
          ...img.style,
        }
      : img.style;
  // eslint-disable-next-line @next/next/no-img-element -- next/image's sources, as server markup
  return <img {...img} style={style} alt={alt} />;
}
