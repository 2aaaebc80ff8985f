import Image from 'next/image';
import type { LibraryFile } from '@/lib/admin/media-library';

/** An upload's picture (or the word PDF), as the media library shows it. */
export function FilePreview({
  file,
  large = false,
}: {
  file: Pick<LibraryFile, 'url' | 'mime' | 'alt' | 'width' | 'height'>;
  large?: boolean;
}) {
  if (!file.mime.startsWith('image/') || !file.width || !file.height)
    return (
      <p
        className={`flex items-center justify-center rounded bg-slate-100 font-semibold ${large ? 'h-64' : 'h-40'}`}
      >
        PDF
      </p>
    );
  return (
    <Image
      src={file.url}
      alt={file.alt}
      width={file.width}
      height={file.height}
      sizes={
        large
          ? '(min-width: 768px) 640px, 90vw'
          : '(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw'
      }
      className={`w-full rounded object-contain ${large ? 'h-64' : 'h-40'}`}
      unoptimized={file.mime === 'image/svg+xml'}
    />
  );
}
