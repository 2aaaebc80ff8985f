'use client';

import { useState } from 'react';
import { ContentImage } from '@/components/ui/content-image';
import { Dialog } from '@/components/ui/dialog';
import type { Story } from '@/lib/copy/sustainability';

/** Cards with a short overview; Read More opens the whole story in a dialog. */
export function StoryCards({ stories }: { stories: Story[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const story = open === null ? null : stories[open];
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {stories.map((item, i) => (
          <li
            key={item.title}
            className="flex flex-col overflow-hidden rounded-xl bg-white ring-1 ring-black/5"
          >
            <ContentImage
              src={item.image}
              alt=""
              width={1200}
              height={800}
              sizes="(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw"
              className="aspect-[3/2] h-auto w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-5">
              <h4 className="font-semibold text-brand-ink">{item.title}</h4>
              <p className="mt-2 flex-1 text-sm text-brand-slate">{item.summary}</p>
              <button
                type="button"
                onClick={() => setOpen(i)}
                className="mt-4 inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-teal-700 underline-offset-4 hover:underline"
              >
                Read More<span className="sr-only"> about {item.title}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={story != null}
        onClose={() => setOpen(null)}
        title={story?.title ?? ''}
        className="max-w-xl"
      >
        {story && (
          <div className="mt-4 space-y-3 text-brand-slate">
            <ContentImage
              src={story.image}
              alt=""
              width={1200}
              height={800}
              sizes="36rem"
              className="aspect-[3/2] h-auto w-full rounded-lg object-cover"
            />
            {story.text.map((paragraph) => (
              <p key={paragraph.slice(0, 30)}>{paragraph}</p>
            ))}
          </div>
        )}
      </Dialog>
    </>
  );
}
