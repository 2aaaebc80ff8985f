import { listDate } from '@/lib/dates';
import type { Metadata } from 'next';
import Image from 'next/image';
import { UploadForm } from '@/components/admin/upload-form';
import { fileUrl, listFiles, uploadLimit } from '@/lib/admin/uploads';
import { requireEditor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Pictures and files' };

export default async function FilesPage() {
  await requireEditor('/admin/files', { content: ['edit'] });
  const uploads = await listFiles(1);
  return (
    <>
      <h1 className="text-2xl font-bold">Pictures and files</h1>
      <p className="mt-2 max-w-prose text-brand-slate">
        Upload a picture or a PDF, then use its address in a form or in an article&apos;s body.
      </p>
      <section
        aria-labelledby="upload"
        className="mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
      >
        <h2 id="upload" className="mb-4 text-lg font-bold">
          Upload
        </h2>
        <UploadForm limitMb={Math.round(uploadLimit() / 1024 / 1024)} />
      </section>
      <h2 className="mt-8 text-lg font-bold">Latest uploads</h2>
      {uploads.length === 0 ? (
        <p className="mt-2">Nothing uploaded yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {uploads.map((file) => {
            const url = fileUrl(file.hash, file.name);
            return (
              <li
                key={file.hash}
                className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm ring-1 ring-black/5"
              >
                {file.mime.startsWith('image/') && file.width && file.height ? (
                  <Image
                    src={url}
                    alt={file.alt}
                    width={file.width}
                    height={file.height}
                    sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw"
                    className="h-40 w-full rounded object-contain"
                    unoptimized={file.mime === 'image/svg+xml'}
                  />
                ) : (
                  <p className="flex h-40 items-center justify-center rounded bg-slate-100 font-semibold">
                    PDF
                  </p>
                )}
                <code className="text-xs break-all">{url}</code>
                <p className="text-sm text-brand-slate">
                  {file.alt || file.name} · {Math.ceil(file.size / 1024)} kB ·{' '}
                  {listDate(file.createdAt)} · {file.createdBy}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
