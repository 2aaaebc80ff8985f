import Image, { type ImageProps } from 'next/image';
import { isPlaceholder } from '@/lib/content/placeholders';

/**
 * An image from the content API: next/image with explicit sizes. Placeholders
 * and other SVGs are served as they are (there is nothing to optimise).
 */
export function ContentImage({ src, alt, ...props }: ImageProps & { src: string }) {
  const svg = isPlaceholder(src) || src.toLowerCase().split('?')[0]!.endsWith('.svg');
  return <Image src={src} alt={alt} unoptimized={svg || props.unoptimized} {...props} />;
}
