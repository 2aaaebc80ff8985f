'use client';

import { useEffect, useState, type KeyboardEvent } from 'react';
import { libraryPictures, type PicturePage, type UploadedPicture } from '@/lib/admin/file-actions';
import { fieldClass } from './field';

/** The address, alt text or video field of the toolbar's insert row; Enter inserts instead of saving the form. */
export function PanelInput({
  label,
  value,
  onChange,
  onEnter,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  /** The panel's first field: focus goes to it when the panel opens. */
  autoFocus?: boolean;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnter();
  };
  return (
    <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-semibold">
      {label}
      <input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        autoFocus={autoFocus}
        className={fieldClass}
      />
    </label>
  );
}

/**
 * The media library's pictures, newest first, searched by name and alt text a
 * page at a time, to choose one for the body: its address and alt text fill the
 * fields.
 */
export function PictureChoice({ choose }: { choose: (picture: UploadedPicture) => void }) {
  const [found, setFound] = useState<PicturePage | null | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ search: '', page: 1 });
  useEffect(() => {
    let current = true;
    const form = new FormData();
    form.set('q', query.search);
    form.set('page', String(query.page));
    libraryPictures(form).then(
      (answer) => current && setFound(answer),
      () => current && setFound(null),
    );
    return () => {
      current = false;
    };
  }, [query]);
  const pageButton =
    'min-h-11 rounded-md border border-black/20 bg-white px-3 text-sm font-semibold';
  return (
    <fieldset className="flex w-full flex-col gap-2">
      <legend className="text-sm font-semibold">Or choose one from Pictures and files</legend>
      <div className="flex flex-wrap items-end gap-2">
        <PanelInput
          label="Search by name or alt text"
          value={typed}
          onChange={setTyped}
          onEnter={() => setQuery({ search: typed.trim(), page: 1 })}
        />
        <button
          type="button"
          className={pageButton}
          onClick={() => setQuery({ search: typed.trim(), page: 1 })}
        >
          Find
        </button>
      </div>
      {found === undefined ? (
        <p className="text-sm">Loading the pictures…</p>
      ) : !found?.pictures.length ? (
        <p className="text-sm">
          {query.search ? 'No picture matches this search.' : 'No pictures have been uploaded yet.'}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {found.pictures.map((picture) => (
            <li key={picture.url}>
              <button
                type="button"
                onClick={() => choose(picture)}
                aria-label={`Use ${picture.alt || picture.name}`}
                className="block size-16 overflow-hidden rounded border border-black/20 bg-white focus-visible:outline-2"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a small preview of an upload */}
                <img src={picture.url} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {found && found.pages > 1 && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <button
            type="button"
            className={pageButton}
            disabled={found.page <= 1}
            onClick={() => setQuery({ ...query, page: found.page - 1 })}
          >
            Previous pictures
          </button>
          <span>
            Page {found.page} of {found.pages}
          </span>
          <button
            type="button"
            className={pageButton}
            disabled={found.page >= found.pages}
            onClick={() => setQuery({ ...query, page: found.page + 1 })}
          >
            More pictures
          </button>
        </div>
      )}
    </fieldset>
  );
}
