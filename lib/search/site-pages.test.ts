import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as about from '@/lib/copy/about';
import * as blog from '@/lib/copy/blog';
import * as career from '@/lib/copy/career';
import * as contact from '@/lib/copy/contact';
import * as cricketAcademy from '@/lib/copy/cricket-academy';
import * as dairyFarm from '@/lib/copy/dairy-farm';
import * as designHub from '@/lib/copy/design-hub';
import * as fabricRd from '@/lib/copy/fabric-rd';
import * as greenTour from '@/lib/copy/green-tour';
import * as home from '@/lib/copy/home';
import * as masminuMotors from '@/lib/copy/masminu-motors';
import * as media from '@/lib/copy/media';
import * as properties from '@/lib/copy/properties';
import * as school from '@/lib/copy/school';
import * as shareSecurity from '@/lib/copy/share-security';
import * as sustainability from '@/lib/copy/sustainability';
import * as units from '@/lib/copy/units';
import { isGroup, navigation } from '@/lib/navigation';
import { staticRoutes } from '@/lib/sitemap-routes';
import { INDEXED_FIELDS } from '@/lib/copy/indexed';
import { BANGLA_MORE } from './site-page-bangla';
import { MAX_BODY_LENGTH, sitePageDocuments } from './site-pages';
import en from '@/messages/en.json';

const SITE_DIR = path.resolve(import.meta.dirname, '../../app/[lang]/(site)');

/** Every page file under app/[lang]/(site): its route (route groups dropped) and its source. */
function pageFiles(): { route: string; dynamic: boolean; source: string }[] {
  const files = readdirSync(SITE_DIR, { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === 'page.tsx',
  );
  return files.map((file) => {
    const segments = path
      .dirname(file)
      .split(path.sep)
      .filter((segment) => segment !== '.' && !/^\(.*\)$/.test(segment));
    return {
      route: `/${segments.join('/')}`,
      dynamic: segments.some((segment) => segment.startsWith('[')),
      source: readFileSync(path.join(SITE_DIR, file), 'utf8'),
    };
  });
}

const documents = sitePageDocuments();
const byHref = (href: string) => {
  const document = documents.find((d) => d.href === href);
  if (!document) throw new Error(`no document for ${href}`);
  return document;
};
const staticPages = pageFiles().filter((file) => !file.dynamic);

describe('sitePageDocuments', () => {
  it('links every document to a static page that exists, under its path as ref', () => {
    const routes = new Set(staticPages.map((file) => file.route));
    const known = new Set(staticRoutes());
    expect(documents.length).toBeGreaterThan(20);
    for (const document of documents) {
      expect(routes, document.href).toContain(document.href);
      expect(known, document.href).toContain(document.href);
      expect(document.ref).toBe(document.href);
      expect(document.kind).toBe('page');
      expect(document.date).toBeNull();
    }
  });

  it('covers every static page but the blog listings of kinds and search itself', () => {
    // The blog's listings show articles, videos and publications, indexed as their own
    // kinds; the blog and its videos are pages too, where 'blog' and 'videos' lead;
    // /blogs/publication shows what /publications does; /search is noindex and is no result.
    const notPages = (route: string) =>
      (route.startsWith('/blogs/') && route !== '/blogs/video') || route === '/search';
    const expected = staticPages
      .map((file) => file.route)
      .filter((route) => !notPages(route))
      .sort();
    expect(documents.map((d) => d.href).sort()).toEqual(expected);
  });

  it('gives each page one document', () => {
    const refs = documents.map((d) => d.ref);
    expect(new Set(refs).size).toBe(refs.length);
  });

  it('has a title, a summary and a body for every page with copy of its own', () => {
    for (const document of documents) {
      expect(document.title.trim(), document.href).not.toBe('');
      expect(document.summary.trim(), document.href).not.toBe('');
      expect(document.body.length, document.href).toBeLessThanOrEqual(MAX_BODY_LENGTH);
      if (!['/publications', '/blogs', '/blogs/video'].includes(document.href))
        expect(document.body, document.href).not.toBe('');
    }
  });

  it('puts the knitting factory, its address, figure labels and machine table in its body', () => {
    const { body } = byHref('/knitting');
    const factory = units.knittingPage.factories[0]!;
    expect(body).toContain(factory.name);
    expect(body).toContain(factory.address);
    expect(body).toContain('Circular machines');
    expect(body).toContain(factory.figures.at(-1)!.label);
    expect(body).toContain(units.knittingPage.machines[0]!.fabric);
    expect(body).toContain(units.knittingPage.intro);
  });

  it('puts every factory of a many-factory unit in its body, with product types', () => {
    const sewing = byHref('/sewing').body;
    for (const factory of units.sewingPage.factories) expect(sewing).toContain(factory.name);
    const printing = byHref('/printing-embroidery').body;
    for (const factory of units.printingEmbroideryPage.factories)
      expect(printing).toContain(factory.products!);
  });

  it('puts the glance page’s figure labels in its body', () => {
    expect(byHref('/masco-at-a-glance').body).toContain('Washing Capacity');
  });

  it('puts the sustainability headings and stories in its body', () => {
    const { body } = byHref('/sustainability');
    for (const section of sustainability.sustainabilitySections) {
      expect(body).toContain(section.label);
      expect(body).toContain(section.intro);
    }
    expect(body).toContain(sustainability.socialCopy.community.title);
    const story = sustainability.communityStories[4]!;
    expect(body).toContain(story.title);
    expect(body).toContain(story.text[0]);
    expect(body).toContain(sustainability.peopleStories.at(-1)!.title);
  });

  it('puts a non-apparel page’s blocks, cards and tables in its body', () => {
    const { body } = byHref('/masco-cricket-academy');
    expect(body).toContain('Five training programmes');
    expect(body).toContain('4 days a week for 1 year');
    expect(body).toContain('Bowling machines');
  });

  it('keeps markup, addresses, files, ids and numbers out of every body', () => {
    for (const { href, title, summary, body } of documents) {
      for (const text of [title, summary, body]) expect(text, href).not.toMatch(/<\p{L}/u);
      expect(body, href).not.toMatch(/\.(?:jpe?g|png|webp|svg)\b/i);
      expect(body, href).not.toMatch(/http/i);
      for (const line of body ? body.split('\n') : []) {
        expect(line, href).not.toMatch(/^[/#]/);
        expect(line, href).not.toMatch(/^[a-z0-9]+(?:[_-][a-z0-9]+)+$/);
        expect(line, href).toMatch(/\p{L}/u);
        expect(line, href).toBe(line.trim());
      }
    }
    // Each of these is in the copy the pages are built from, and must be left out.
    const bodies = documents.map((d) => d.body).join('\n');
    expect(bodies).not.toContain(sustainability.communityStories[0]!.image);
    expect(bodies).not.toContain(about.managementMessage.chairman.portrait);
    expect(bodies).not.toContain('man_power');
    expect(bodies).not.toContain('knitting_certificate');
    expect(bodies).not.toContain(about.awardsPage.empty);
    expect(bodies).not.toContain(career.careerPage.labels.apply);
  });

  it('uses the title and description of the copy constant each page file uses', () => {
    const modules: Record<string, Record<string, unknown>> = {
      '@/lib/copy/about': about,
      '@/lib/copy/blog': blog,
      '@/lib/copy/career': career,
      '@/lib/copy/contact': contact,
      '@/lib/copy/cricket-academy': cricketAcademy,
      '@/lib/copy/dairy-farm': dairyFarm,
      '@/lib/copy/design-hub': designHub,
      '@/lib/copy/fabric-rd': fabricRd,
      '@/lib/copy/green-tour': greenTour,
      '@/lib/copy/home': home,
      '@/lib/copy/masminu-motors': masminuMotors,
      '@/lib/copy/media': media,
      '@/lib/copy/properties': properties,
      '@/lib/copy/school': school,
      '@/lib/copy/share-security': shareSecurity,
      '@/lib/copy/sustainability': sustainability,
      '@/lib/copy/units': units,
    };
    let fromConstants = 0;
    for (const document of documents) {
      const file = staticPages.find((f) => f.route === document.href)!;
      // The blog's two listings: their words are the blog copy's, which their files use.
      if (document.href === '/blogs' || document.href === '/blogs/video') {
        const key = document.href === '/blogs' ? 'description' : 'videosDescription';
        expect(file.source).toContain(`blogText.${key}`);
        expect(document.summary).toBe(blog.blogText[key]);
        continue;
      }
      // Every page file names its copy constant: no description is written twice.
      // (A page with Bangla copy names both, `{ en: homePage.description, bn: … }`, or
      // through a helper of its Bangla copy's, `unitDescriptions(knittingPage)`.)
      const byConstant =
        /localizedMetadata\(\s*(\w+)\.path,\s*(?:\{\s*en:\s*\1\.description\b|\1\.description\b|(?:unit|business)Descriptions\(\1\))/.exec(
          file.source,
        );
      expect(byConstant, document.href).not.toBeNull();
      const name = byConstant![1]!;
      const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)'`).exec(
        file.source,
      )?.[1];
      const copy = modules[from ?? ''];
      expect(copy, `${document.href}: ${name} from ${from}`).toBeDefined();
      const constant = copy![name] as { path: string; title: string; description: string };
      expect(document.href).toBe(constant.path);
      expect(document.title).toBe(constant.title);
      expect(document.summary).toBe(constant.description);
      fromConstants += 1;
    }
    expect(fromConstants).toBe(documents.length - 2);
  });

  it('titles the pages with a literal description as they show themselves', () => {
    const publications = staticPages.find((f) => f.route === '/publications')!;
    expect(publications.source).toContain('title={words.allPublication}');
    expect(byHref('/publications').title).toBe(en.blog.allPublication);
    const home = navigation.flatMap((item) => (isGroup(item) ? item.children : [item]));
    expect(byHref('/').title).toBe(home.find((link) => link.href === '/')!.label);
  });

  it('weights a long page’s Bangla lists and cards below its headings and lead', () => {
    // Each field named is one the page's copy is indexed by (a typo would weight nothing).
    for (const [page, pieces] of Object.entries(BANGLA_MORE))
      for (const [piece, fields] of Object.entries(pieces))
        for (const field of fields)
          expect(INDEXED_FIELDS[page]?.[Number(piece)], `${page} ${piece}`).toContain(field);
    const contact = byHref('/contact-us').bn!;
    expect(contact.title).toBe('যোগাযোগ');
    expect(contact.body).toMatch(/আমাদের লিখুন/);
    expect(contact.body).toMatch(/গুলশান/);
    expect(contact.body).not.toMatch(/খালি পদ/);
    expect(contact.more).toMatch(/^সোর্সিং ও নতুন ব্যবসা$/m);
    expect(contact.more).toMatch(/খালি পদ/);
    const home = byHref('/').bn!;
    expect(home.body).toMatch(/সুতা থেকে তৈরি পোশাক/);
    expect(home.more).toMatch(/সততা/);
    expect(byHref('/sustainability').bn!.more).toMatch(/বৃক্ষরোপণ/);
    // A page without lists to weight has none.
    expect(byHref('/media').bn!.body).toMatch(/মাসকো ম্যাগাজিন/);
    expect(byHref('/media').bn!.more).toBeUndefined();
  });
});
