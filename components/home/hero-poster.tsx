import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { breakpoints } from '@/lib/breakpoints';

const phone = `(max-width: ${breakpoints.sm - 1}px)`;
const wider = `(min-width: ${breakpoints.sm}px)`;
const portraitWidth = 540;

/**
 * The home hero's poster, the page's largest paint. A phone's portrait hero shows
 * only the middle of the 16:9 frame, so phones get that middle as its own 3:4 file
 * (540 x 720, 13 kB) instead of the whole frame (33 kB): the same pixels where they
 * are seen, at a third of the bytes on the first paint's path. Wider screens get the
 * whole frame, as wide as it is drawn.
 *
 * Both files have the video's resolution per drawn pixel, so the poster, bleeding
 * 1 px past the hero's clipped edges, stays larger than the video's first frame and
 * remains the largest paint (see HomeHero). React does not preload an image inside
 * `<picture>`, so the two preloads are declared here, each for its own screens: a
 * visit downloads exactly one poster.
 */
export function HeroPoster() {
  const {
    props: { srcSet, sizes, ...img },
  } = getImageProps({
    src: '/media/hero-poster.webp',
    alt: '',
    fill: true,
    // On a phone-sized tablet the 16:9 frame covers a portrait box about 1,100 px wide.
    sizes: '(max-width: 1023px) 1100px, 100vw',
    // Under a navy gradient quality 50 looks the same as 75, at half the bytes.
    quality: 50,
    fetchPriority: 'high',
    loading: 'eager',
  });
  const {
    props: { src: portrait },
  } = getImageProps({
    src: '/media/hero-poster-portrait.webp',
    alt: '',
    width: portraitWidth,
    height: 720,
    quality: 50,
  });
  // Next's own source in `<picture>` has no sizes, and with the img's sizes its
  // candidates need a width (valid HTML): the file's own width, drawn at that width,
  // so the browser sees exactly the 540 px file it would see without a descriptor.
  const portraitSet = `${portrait} ${portraitWidth}w`;
  const portraitSizes = `${portraitWidth}px`;
  preload(portrait, {
    as: 'image',
    imageSrcSet: portraitSet,
    imageSizes: portraitSizes,
    fetchPriority: 'high',
    media: phone,
  });
  preload(img.src, {
    as: 'image',
    imageSrcSet: srcSet,
    imageSizes: sizes,
    fetchPriority: 'high',
    media: wider,
  });
  return (
    <picture>
      <source media={phone} srcSet={portraitSet} sizes={portraitSizes} />
      <img {...img} srcSet={srcSet} sizes={sizes} alt="" className="object-cover" />
    </picture>
  );
}
