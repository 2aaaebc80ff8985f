import { Link } from '@/components/ui/link';
import { BlogHeading } from '@/components/blog/blog-heading';
import { VideoGallery } from '@/components/blog/video-gallery';
import { readContent } from '@/lib/content/read';
import { blogText, CUT } from '@/lib/copy/blog';
import { cardDate } from '@/lib/dates';
import { truncate } from '@/lib/format';
import { localizedMetadata } from '@/lib/i18n/server';
import { videoLinks } from '@/lib/video';

export const generateMetadata = localizedMetadata('/blogs/video', blogText.videosDescription);

export default async function VideosPage() {
  const { data, status } = await readContent('videos');
  const videos = data.videos.flatMap((video) => {
    const links = videoLinks(video.video_link);
    if (!links) return [];
    return [
      {
        title: video.title,
        cardTitle: truncate(video.title, CUT.videoTitle),
        thumbnail: video.thumbnail,
        embed: links.embed,
        date: cardDate(video.published_date),
        dateTime: video.published_date ?? undefined,
      },
    ];
  });
  return (
    <>
      <BlogHeading
        trail={[
          { name: blogText.allBlog, path: '/blogs' },
          { name: blogText.allVideos, path: '/blogs/video' },
        ]}
        title={blogText.allVideos}
      />
      <div className="mt-8">
        {videos.length > 0 ? (
          <VideoGallery videos={videos} />
        ) : (
          <p className="py-10 text-brand-slate">
            {status === 'fallback' ? blogText.videosFailed : blogText.noVideos}
          </p>
        )}
      </div>
      <section
        aria-labelledby="get-in-touch"
        className="mt-16 flex flex-col items-start gap-6 rounded-2xl bg-brand-navy p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-12"
      >
        <div>
          <h2 id="get-in-touch" className="text-heading-2">
            {blogText.getInTouch}
          </h2>
          <p className="mt-2 max-w-xl text-white/80">
            Questions about our factories, a video or working with us? We would like to hear from
            you.
          </p>
        </div>
        <Link
          href="/contact-us"
          className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-brand-saffron px-6 font-semibold text-brand-navy hover:bg-white"
        >
          {blogText.contactUs}
        </Link>
      </section>
    </>
  );
}
