import { ContentImage } from '@/components/ui/content-image';
import type { Story } from '@/lib/copy/sustainability';
import { messagesFor } from '@/lib/i18n/messages';
import { currentLanguage } from '@/lib/i18n/server';
import { ReadMoreDialog } from './read-more-dialog';

/** Cards with an image and a short overview; Read More opens the whole story in a popup. */
export async function StoryGrid({ stories, readMore }: { stories: Story[]; readMore: string }) {
  const words = messagesFor(await currentLanguage()).dialog;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {stories.map((story) => (
        <li
          key={story.title}
          className="flex flex-col overflow-hidden rounded-xl bg-white ring-1 ring-black/5"
        >
          <ContentImage
            src={story.image}
            alt=""
            width={1200}
            height={800}
            sizes="(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw"
            className="aspect-[3/2] h-auto w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-5">
            <h4 className="font-semibold text-brand-ink">{story.title}</h4>
            <p className="mt-2 flex-1 text-sm text-brand-slate">{story.summary}</p>
            <ReadMoreDialog
              title={story.title}
              label={readMore}
              words={words}
              picture={
                <ContentImage
                  src={story.image}
                  alt=""
                  width={1200}
                  height={800}
                  sizes="(min-width: 640px) 36rem, 100vw"
                  className="aspect-[3/2] h-auto w-full rounded-lg object-cover"
                />
              }
            >
              {story.text.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </ReadMoreDialog>
          </div>
        </li>
      ))}
    </ul>
  );
}
