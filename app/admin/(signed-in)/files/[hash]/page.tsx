import type { Metadata } from 'next';
import { listDate } from '@/lib/dates';
import { notFound } from 'next/navigation';
import { BackLink } from '@/components/admin/back-link';
import { FileManager } from '@/components/admin/file-manager';
import { FilePreview } from '@/components/admin/file-preview';
import { FileUses } from '@/components/admin/file-uses';
import { fileUses } from '@/lib/admin/file-uses';
import { fileFacts } from '@/lib/admin/media-library';
import { one } from '@/lib/admin/query';
import { uploadLimit } from '@/lib/admin/uploads';
import { requireEditor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'A file' };

type Props = {
  params: Promise<{ hash: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function FilePage({ params, searchParams }: Props) {
  const { hash } = await params;
  await requireEditor(`/admin/files/${hash}`, { content: ['edit'] });
  const [file, query] = await Promise.all([fileFacts(hash), searchParams]);
  if (!file) notFound();
  const uses = await fileUses(file.hash);
  return (
    <>
      <BackLink href="/admin/files">Pictures and files</BackLink>
      <h1 className="mt-2 text-2xl font-bold break-all">{file.name}</h1>
      {one(query.replaced) && (
        <p
          role="status"
          className="mt-4 rounded-md bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
        >
          Replaced. Every place that used the old file now shows this one.
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <section className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5">
            <FilePreview file={file} large />
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold">Address</dt>
              <dd>
                <code className="break-all">{file.url}</code>
              </dd>
              <dt className="font-semibold">Size</dt>
              <dd>
                {Math.ceil(file.size / 1024)} kB
                {file.width && file.height ? ` · ${file.width} × ${file.height} px` : ''}
              </dd>
              <dt className="font-semibold">Uploaded</dt>
              <dd className="break-all">
                {listDate(file.createdAt)} by {file.createdBy}
              </dd>
            </dl>
          </section>
          <section
            aria-labelledby="uses-heading"
            className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
          >
            <h2 id="uses-heading" className="mb-2 text-lg font-bold">
              Used in
            </h2>
            <FileUses uses={uses} />
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <FileManager
            hash={file.hash}
            alt={file.alt}
            picture={file.mime.startsWith('image/')}
            limitMb={Math.round(uploadLimit() / 1024 / 1024)}
          />
        </div>
      </div>
    </>
  );
}
