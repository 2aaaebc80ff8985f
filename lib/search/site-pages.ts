import { homeContent } from '@/components/home/home-content';
import {
  awardsPage,
  bestPractices,
  businessSection,
  clientsPage,
  glanceOverview,
  glancePage,
  managementMessage,
} from '@/lib/copy/about';
import { blogText } from '@/lib/copy/blog';
import { careerPage } from '@/lib/copy/career';
import { contactPage } from '@/lib/copy/contact';
import { cricketAcademy } from '@/lib/copy/cricket-academy';
import { dairyFarm } from '@/lib/copy/dairy-farm';
import { designHub } from '@/lib/copy/design-hub';
import { fabricRd } from '@/lib/copy/fabric-rd';
import { greenTour } from '@/lib/copy/green-tour';
import { magazineSidebar, mediaPage } from '@/lib/copy/media';
import { masminuMotors } from '@/lib/copy/masminu-motors';
import { properties } from '@/lib/copy/properties';
import { school } from '@/lib/copy/school';
import { shareSecurity } from '@/lib/copy/share-security';
import {
  communityStories,
  complianceFactoryDefaults,
  compliancePrograms,
  environmentalCopy,
  futurePlanCopy,
  materialCopy,
  peopleStories,
  socialCopy,
  sustainabilityPage,
  sustainabilitySections,
} from '@/lib/copy/sustainability';
import {
  dyeingPage,
  knittingPage,
  printingEmbroideryPage,
  sewingPage,
  sewingThreadPage,
  washingPage,
  yarnDyeingPage,
} from '@/lib/copy/units';
import { decodeEntities } from '@/lib/html-text';
import { isGroup, navigation } from '@/lib/navigation';
import { site } from '@/lib/site';
import { withoutControlChars } from '@/lib/text';
import { DEFAULT_SYNONYMS, wordsFor, type Synonym } from './synonyms';
import type { SearchDocument } from './types';

/**
 * The site's own pages as search documents: the public static pages whose words
 * live in the code (lib/copy, the home page's content module and two page files),
 * each with its h1 as the title, its meta description as the summary and its copy,
 * walked generically, as the body. Plain data only: no React, no server-only, so
 * both engines (and the unit tests) can read it.
 */

/** A body longer than this is cut (at a piece's end); no page comes near it today. */
export const MAX_BODY_LENGTH = 20_000;

/**
 * Keys whose values are never the page's visible words: routes and anchors, the wire
 * fields and images a component looks up, icons and layout, alternative text, the
 * meta description (the summary already), controls ('Read More'), and states a page
 * shows only when its data is missing ('Our awards are being updated').
 */
const SKIP_KEYS = new Set([
  'id',
  'field',
  'href',
  'path',
  'pathPrefix',
  'image',
  'icon',
  'portrait',
  'certificate',
  'src',
  'alt',
  'chartAlt',
  'minWidth',
  'description',
  'empty',
  'menuLabel',
  'regionLabel',
  'readMore',
  // A block's type, and the unit and suffix printed after a figure's number ('tons', ' Star').
  'kind',
  'unit',
  'suffix',
]);

/** A URL with a scheme (or protocol-relative), or a bare host. */
const URL_LIKE = /^(?:(?:https?|mailto|tel|data|ftp):|\/\/|www\.)|:\/\//i;
/** A site path, an anchor or a relative file path. */
const PATH_LIKE = /^(?:\/|#|\.\.?\/)/;
/** An image or icon file name, with or without a query. */
const IMAGE_FILE = /\.(?:jpe?g|png|webp|svg|gif|avif|ico|bmp|tiff?)(?:[?#]\S*)?$/i;
/** `man_power`, `yarn-dyeing`, `futurePlan`: an identifier, not a word anyone reads. */
const IDENTIFIER = /^(?:[a-z0-9]+(?:[_-][a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+)$/;
/** A string of CSS class names: every token lower case and joined by '-' or ':'. */
const CSS_TOKEN = /^[a-z0-9!\[\]/.%#_]*[-:][a-z0-9!\[\]/.%#_:-]*$/;
/** A CSS length: '18rem', '40px'. */
const CSS_LENGTH = /^-?\d*\.?\d+(?:px|r?em|vw|vh|ch|%)$/;
const LETTER = /\p{L}/u;

/**
 * A copy string as plain text: entities decoded, tags (and what an entity spelled as
 * a tag) removed, control characters dropped and white space collapsed. A '<' left
 * before a letter is parted from it, so nothing in a body reads as markup.
 */
export function plainText(value: string): string {
  let text = decodeEntities(value);
  let previous: string;
  do {
    previous = text;
    text = text.replace(/<\/?[a-z!?][^<>]*>/gi, ' ');
  } while (text !== previous);
  return withoutControlChars(text)
    .replace(/<(?=[\p{L}/!?])/gu, '< ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a (plain) string is words a visitor reads, rather than an address, a file, an id or a number. */
export function isProse(text: string): boolean {
  if (!LETTER.test(text)) return false; // numbers, dates, '20%', '14–36', phone numbers
  if (URL_LIKE.test(text) || PATH_LIKE.test(text) || IMAGE_FILE.test(text)) return false;
  if (IDENTIFIER.test(text) || CSS_LENGTH.test(text)) return false;
  if (text.split(' ').every((token) => CSS_TOKEN.test(token))) return false;
  return true;
}

/**
 * The prose strings of a copy value, in order: a generic walk over objects and arrays
 * that keeps strings which read as words and skips the keys in SKIP_KEYS, numbers,
 * booleans and functions.
 */
export function proseOf(value: unknown): string[] {
  const out: string[] = [];
  const seen = new WeakSet<object>();
  const walk = (node: unknown, depth: number) => {
    if (typeof node === 'string') {
      const text = plainText(node);
      if (text && isProse(text)) out.push(text);
      return;
    }
    if (node === null || typeof node !== 'object' || depth > 12 || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (!SKIP_KEYS.has(key)) walk(child, depth + 1);
    }
  };
  walk(value, 0);
  return out;
}

/** Pieces of text, each once, in first-seen order, as one body within MAX_BODY_LENGTH. */
function bodyOf(pieces: string[], title: string): string {
  const kept: string[] = [];
  const seen = new Set([title]);
  let length = 0;
  for (const piece of pieces) {
    if (seen.has(piece)) continue;
    seen.add(piece);
    const added = piece.length + (kept.length ? 1 : 0);
    if (length + added > MAX_BODY_LENGTH) break;
    kept.push(piece);
    length += added;
  }
  return kept.join('\n');
}

type PageMeta = { path: string; title: string; description: string };
type PageSource = PageMeta & { copy: unknown[] };

/** A page from its copy constant (path, h1 title, meta description) and the copy it shows. */
const page = (meta: PageMeta, copy: unknown[] = [meta]): PageSource => ({
  path: meta.path,
  title: meta.title,
  description: meta.description,
  copy,
});

/**
 * The meta descriptions two page files write inline (app/(site)/page.tsx and
 * app/(site)/publications/page.tsx); the tests hold these to the files.
 */
export const HOME_DESCRIPTION =
  'Masco Group: a knit composite garment group in Bangladesh — knitting, dyeing, printing, embroidery, washing and sewing — with 18000 people and non-apparel businesses.';
export const PUBLICATIONS_DESCRIPTION =
  'Every Masco Group publication in one place: magazines, sustainability reports and brochures to open or download.';

/** Every page, in the navigation's order, then the pages outside it. */
function sources(): PageSource[] {
  return [
    // The home page's h1 is its hero line; the title is the navigation's (and the metadata's) name.
    page({ path: '/', title: 'Home', description: HOME_DESCRIPTION }, [homeContent]),

    page(glancePage, [glancePage, glanceOverview, businessSection, bestPractices]),
    page(awardsPage),
    page(managementMessage),
    page(clientsPage),

    page(yarnDyeingPage),
    page(dyeingPage),
    page(washingPage),
    page(sewingThreadPage),
    page(sewingPage),
    page(fabricRd),
    page(knittingPage),
    page(printingEmbroideryPage),
    page(designHub),

    page(cricketAcademy),
    page(school),
    page(dairyFarm),
    page(masminuMotors),
    page(properties),
    page(shareSecurity),

    page(sustainabilityPage, [
      sustainabilityPage,
      sustainabilitySections,
      materialCopy,
      environmentalCopy,
      socialCopy,
      complianceFactoryDefaults,
      compliancePrograms,
      communityStories,
      peopleStories,
      futurePlanCopy,
    ]),

    // The job cards' labels and the posting's structured-data settings are not the page's words.
    page(careerPage, [careerPage.eyebrow, careerPage.intro, careerPage.openings, careerPage.why]),
    page(contactPage, [contactPage, site.addresses.corporate, site.addresses.factory, site.email]),
    page(greenTour),
    // The news cards' labels and the play button's name are controls, not the page's words.
    page(mediaPage, [
      mediaPage.eyebrow,
      mediaPage.intro,
      mediaPage.gridEyebrow,
      mediaPage.gridTitle,
      magazineSidebar.title,
      magazineSidebar.intro,
    ]),
    // The blog's lists: their words are the articles' and videos' own, found as those.
    page({ path: '/blogs', title: blogText.title, description: blogText.description }, []),
    page(
      { path: '/blogs/video', title: blogText.allVideos, description: blogText.videosDescription },
      [],
    ),
    // Its h1 is the blog's 'All Publication'; the rest of the page is the publications themselves.
    page(
      {
        path: '/publications',
        title: blogText.allPublication,
        description: PUBLICATIONS_DESCRIPTION,
      },
      [],
    ),
  ];
}

/** Each internal link of the header navigation: its path and its label ('Our Clients'). */
export function navigationLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  for (const item of navigation) {
    for (const link of isGroup(item) ? item.children : [item]) {
      if (!link.external && link.href.startsWith('/')) labels.set(link.href, link.label);
    }
  }
  return labels;
}

/**
 * One 'page' document per public static page whose words live in the code; its
 * `keywords` are its navigation label and the words `synonyms` lead to it.
 */
export function sitePageDocuments(
  synonyms: readonly Synonym[] = DEFAULT_SYNONYMS,
): SearchDocument[] {
  const labels = navigationLabels();
  const seen = new Set<string>();
  const documents: SearchDocument[] = [];
  for (const source of sources()) {
    if (seen.has(source.path)) continue;
    seen.add(source.path);
    const title = plainText(source.title);
    documents.push({
      kind: 'page',
      ref: source.path,
      href: source.path,
      title,
      summary: plainText(source.description),
      body: bodyOf(proseOf(source.copy), title),
      keywords: plainText(
        [labels.get(source.path) ?? '', ...wordsFor(source.path, synonyms)].join(', '),
      ),
      date: null,
    });
  }
  return documents;
}
