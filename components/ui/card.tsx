import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { ContentImage } from './content-image';

/** A linked card: optional 16:9 image, title and text. The whole card is the link's target area. */
export function Card({
  href,
  title,
  children,
  image,
  imageSizes = '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
}: {
  href: string;
  title: string;
  children?: ReactNode;
  image?: string;
  imageSizes?: string;
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-black/5 transition hover:shadow-md hover:ring-brand-teal/40">
      {image && (
        <ContentImage
          src={image}
          alt=""
          width={1200}
          height={675}
          sizes={imageSizes}
          className="aspect-video h-auto w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-heading-3 text-brand-navy">
          <Link
            href={href}
            className="after:absolute after:inset-0 group-hover:text-brand-teal-700"
          >
            {title}
          </Link>
        </h3>
        {children && <div className="mt-2 flex-1 text-sm text-brand-slate">{children}</div>}
      </div>
    </article>
  );
}
