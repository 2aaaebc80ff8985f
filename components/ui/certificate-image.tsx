import { currentMessages } from '@/lib/i18n/server';
import { ContentImage } from './content-image';

/**
 * A certificate at its document aspect (600x848), the title as its alt text;
 * linked (in a new tab, said in the page's language) when `href` is given.
 */
export async function CertificateImage({
  src,
  title,
  href,
  sizes = '(min-width: 1024px) 14rem, (min-width: 640px) 30vw, 45vw',
}: {
  src: string;
  title: string;
  href?: string | null;
  sizes?: string;
}) {
  const image = (
    <ContentImage
      src={src}
      alt={title}
      width={600}
      height={848}
      sizes={sizes}
      className="aspect-[600/848] h-auto w-full rounded-md object-contain"
    />
  );
  const frame = 'block rounded-lg bg-white p-2 ring-1 ring-black/5';
  if (!href) return <div className={frame}>{image}</div>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${frame} hover:ring-brand-teal/40`}
    >
      {image}
      <span className="sr-only">{` ${(await currentMessages()).chrome.newTab}`}</span>
    </a>
  );
}
