import { Link } from '@/components/ui/link';
import { BlogHeading } from '@/components/blog/blog-heading';
import { VideoGallery } from '@/components/blog/video-gallery';
import { readContent } from '@/lib/content/read';
import { blogText, CUT } from '@/lib/copy/blog';
import { truncate } from '@/lib/format';
import { dateIn } from '@/lib/i18n/dates';
import { messagesFor } from '@/lib/i18n/messages';
import { currentLanguage, localizedMetadata } from '@/lib/i18n/server';
import { textLang } from '@/lib/i18n/translate';
import { videoLinks } from '@/lib/video';

export const generateMetadata = localizedMetadata('/blogs/video', blogText.videosDescription);

export default async function VideosPage() {
  const [{ data, status }, lang] = await Promise.all([readContent('videos'), currentLanguage()]);
  const messages = messagesFor(lang);
  const words = messages.blog;
  const videos = data.videos.flatMap((video) => {
    const links = videoLinks(video.video_link);
    if (!links) return [];
    const titleLang = textLang(video.title, lang);
    return [
      {
        title: video.title,
        cardTitle: truncate(video.title, CUT.videoTitle),
        thumbnail: video.thumbnail,
        embed: links.embed,
        date: dateIn(lang, video.published_date, 'card'),
        ...(titleLang && { titleLang }),
      },
    ];
  });
  return (
    <>
      <BlogHeading
        trail={[
          { name: words.allBlog, path: '/blogs' },
          { name: words.allVideos, path: '/blogs/video' },
        ]}
        title={words.allVideos}
      />
      <div className="mt-8">
        {videos.length > 0 ? (
          <VideoGallery
            videos={videos}
            words={{ play: words.playVideo, close: messages.dialog.close }}
          />
        ) : (
          <p className="py-10 text-brand-slate">
            {status === 'fallback' ? words.videosFailed : words.noVideos}
          </p>
        )}
      </div>
      <section
        aria-labelledby="get-in-touch"
        className="mt-16 flex flex-col items-start gap-6 rounded-2xl bg-brand-navy p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-12"
      >
        <div>
          <h2 id="get-in-touch" className="text-heading-2">
            {words.getInTouch}
          </h2>
          <p className="mt-2 max-w-xl text-white/80">{words.videosIntro}</p>
        </div>
        <Link
          href="/contact-us"
          className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-brand-saffron px-6 font-semibold text-brand-navy hover:bg-white"
        >
          {words.contactUs}
        </Link>
      </section>
    </>
  );
}
