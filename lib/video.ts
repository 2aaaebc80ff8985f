/**
 * Video links from the content API: YouTube in any of its address forms, or any
 * other http(s) player address. The embed asks for autoplay (the visitor has just
 * pressed play) and, for YouTube, uses the privacy-enhanced no-cookie host.
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com)$/i;

/** The YouTube video id of a watch, embed, shorts, live or youtu.be address; null for anything else. */
export function youTubeId(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  let id: string | null = null;
  if (/^(?:www\.)?youtu\.be$/i.test(url.hostname)) {
    id = url.pathname.split('/')[1] ?? null;
  } else if (YOUTUBE_HOSTS.test(url.hostname)) {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first && ['embed', 'shorts', 'live', 'v'].includes(first)) id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * Where a YouTube address starts playing, in seconds: `t=42`, `t=42s`, `t=1m2s`,
 * `t=1h2m3s` (in the query or after #) or `start=42`; null for none.
 */
export function youTubeStart(link: string | null | undefined): number | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const given = url.searchParams.get('start') ?? url.searchParams.get('t') ?? hash.get('t');
  if (!given) return null;
  const parts = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(given.trim());
  if (!parts || !given.trim()) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = parts;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 && total < 86_400 ? total : null;
}

export type VideoLinks = {
  /** The player to put in an iframe once the visitor asks for it (autoplay=1). */
  embed: string;
  /** Where the video can be watched without this page's script (a new tab). */
  watch: string;
};

/** The embed and watch addresses of a video link; null when the link is not a usable http(s) address. */
export function videoLinks(link: string | null | undefined): VideoLinks | null {
  const id = youTubeId(link);
  if (id) {
    const start = youTubeStart(link);
    return {
      embed: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0${start ? `&start=${start}` : ''}`,
      watch: `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ''}`,
    };
  }
  if (!link) return null;
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const watch = url.href;
    url.searchParams.set('autoplay', '1');
    return { embed: url.href, watch };
  } catch {
    return null;
  }
}
