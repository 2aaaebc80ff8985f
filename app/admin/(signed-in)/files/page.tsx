import { listDate } from '@/lib/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { FilePreview } from '@/components/admin/file-preview';
import { Pager } from '@/components/admin/pager';
import { SearchForm } from '@/components/admin/search-form';
import { UploadForm } from '@/components/admin/upload-form';
import { listFiles } from '@/lib/admin/media-library';
import { one, pageNumber, searchText, type Query } from '@/lib/admin/query';
import { uploadLimit } from '@/lib/admin/uploads';
import { requireEditor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Pictures and files' };

type Props = { searchParams: Promise<Query> };

export default async function FilesPage({ searchParams }: Props) {
  await requireEditor('/admin/files', { content: ['edit'] });
  const query = await searchParams;
  const search = searchText(query);
  const page = pageNumber(query);
  const uploads = await listFiles({ search, page });
  return (
    <>
      <h1 className="text-2xl font-bold">Pictures and files</h1>
      <p className="mt-2 max-w-prose text-brand-slate">
        Upload a picture or a PDF, then use its address in a form or in an article&apos;s body. Open
        a file to change its alt text, replace it or delete it.
      </p>
      {one(query.deleted) && (
        <p
          role="status"
          className="mt-4 rounded-md bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
        >
          The file was deleted.
        </p>
      )}
      <section
        aria-labelledby="upload"
        className="mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
      >
        <h2 id="upload" className="mb-4 text-lg font-bold">
          Upload
        </h2>
        <UploadForm limitMb={Math.round(uploadLimit() / 1024 / 1024)} />
      </section>
      <h2 className="mt-8 text-lg font-bold">Library</h2>
      <SearchForm action="/admin/files" label="Search by file name or alt text" search={search} />
      <p className="mt-4 text-sm text-brand-slate" role="status">
        {uploads.total} {uploads.total === 1 ? 'file' : 'files'}
        {search ? ` found for “${search}”` : ''}, newest first.
      </p>
      {uploads.rows.length === 0 ? (
        <p className="mt-2">{search ? 'No file matches this search.' : 'Nothing uploaded yet.'}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {uploads.rows.map((file) => (
            <li
              key={file.hash}
              className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm ring-1 ring-black/5"
            >
              <FilePreview file={file} />
              <Link
                href={`/admin/files/${file.hash}`}
                className="inline-flex min-h-11 items-center font-semibold break-all text-brand-navy underline"
              >
                {file.name}
              </Link>
              <p className="text-sm break-words text-brand-slate">
                {file.alt || 'No alt text'} · {Math.ceil(file.size / 1024)} kB ·{' '}
                {listDate(file.createdAt)} · {file.createdBy}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={uploads.pages}
        href={(p) =>
          `/admin/files?${new URLSearchParams({ ...(search && { q: search }), page: String(p) })}`
        }
      />
    </>
  );
}
