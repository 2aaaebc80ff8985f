import { homeContent, homePage } from '@/lib/copy/home';
import {
  awardsPage,
  bestPractices,
  businessSection,
  clientsPage,
  glanceOverview,
  glancePage,
  managementMessage,
} from '@/lib/copy/about';
import { blogText, publicationsPage } from '@/lib/copy/blog';
import en from '@/messages/en.json';
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
import { site } from '@/lib/site';

/**
 * The site's own pages whose words live in the code (lib/copy): each page's copy
 * constant (path, h1 title, meta description) and the copy it shows.
 */

type PageMeta = { path: string; title: string; description: string };
export type PageSource = PageMeta & { copy: unknown[] };

/** A page from its copy constant (path, h1 title, meta description) and the copy it shows. */
const page = (meta: PageMeta, copy: unknown[] = [meta]): PageSource => ({
  path: meta.path,
  title: meta.title,
  description: meta.description,
  copy,
});

/** Every page, in the navigation's order, then the pages outside it. */
export function sources(): PageSource[] {
  return [
    // The home page's h1 is its hero line; the title is the navigation's (and the metadata's) name.
    page(homePage, [homeContent]),

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
    page({ path: '/blogs', title: en.blog.title, description: blogText.description }, []),
    page(
      { path: '/blogs/video', title: en.blog.allVideos, description: blogText.videosDescription },
      [],
    ),
    // Its h1 is the blog's 'All Publication'; the rest of the page is the publications themselves.
    page(publicationsPage, []),
  ];
}
