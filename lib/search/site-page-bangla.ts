import {
  awardsPageBn,
  bestPracticesBn,
  clientsPageBn,
  businessSectionBn,
  glanceOverviewBn,
  glancePageBn,
  managementMessageBn,
} from '@/lib/copy/bn/about';
import { addressIn } from '@/lib/copy/bn/addresses';
import { careerPageBn } from '@/lib/copy/bn/career';
import { contactPageBn } from '@/lib/copy/bn/contact';
import { designHubBn } from '@/lib/copy/bn/design-hub';
import { fabricRdBn } from '@/lib/copy/bn/fabric-rd';
import { greenTourBn } from '@/lib/copy/bn/green-tour';
import { homeContentBn, homePageBn } from '@/lib/copy/bn/home';
import { mediaCopy } from '@/lib/copy/bn/media';
import { pageDescriptionsBn } from '@/lib/copy/bn/page-meta';
import { sustainabilityCopyIn } from '@/lib/copy/bn/sustainability';
import { businessPageBn } from '@/lib/copy/bn/non-apparel';
import { unitPageBn } from '@/lib/copy/bn/units';
import { cricketAcademy } from '@/lib/copy/cricket-academy';
import { dairyFarm } from '@/lib/copy/dairy-farm';
import { masminuMotors } from '@/lib/copy/masminu-motors';
import type { BusinessPage } from '@/lib/copy/non-apparel';
import { properties } from '@/lib/copy/properties';
import { school } from '@/lib/copy/school';
import { shareSecurity } from '@/lib/copy/share-security';
import { complianceFactoryDefaults, compliancePrograms } from '@/lib/copy/sustainability';
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
import type { PageSource } from './site-page-sources';

/**
 * The fields (lib/copy/indexed.ts, by the place of their piece in the page's copy)
 * of a long page's Bangla weighted below its headings and lead (its document's
 * `more`: store weight D, MiniSearch half the body's boost). Indexed at full weight,
 * the contact page's shortcuts (চাকরি, খালি পদ, নিয়োগ) put it among the job posts for
 * 'চাকরি', and the home page's lists outranked the pages they name.
 */
// prettier-ignore
export const BANGLA_MORE: Readonly<Record<string, Readonly<Record<number, readonly string[]>>>> = {
  '/': {
    0: ['apparel[].text', 'nonApparel[].text', 'mission', 'vision', 'values[].name', 'values[].text', 'management.quote', 'counters[].label', 'sustainability.text', 'overview.title', 'overview.years'],
  },
  '/contact-us': { 0: ['shortcuts.eyebrow', 'shortcuts.title', 'shortcuts.items[].title', 'shortcuts.items[].text', 'shortcuts.items[].action'] },
  '/design-hub': { 0: ['offers[].text', 'process[].text'] },
  '/sustainability': {
    2: ['higgTable.caption', 'higgTable.columns[]'],
    3: ['chemical.initiatives[]', 'wasteWaterTable.caption', 'wasteWaterTable.columns[]', 'chemicalTable.caption', 'chemicalTable.columns[]', 'chemicalCertificate', 'airEmission.caption'],
    4: ['complianceTable.caption', 'complianceTable.factoryColumn', 'program.items[].title', 'program.gbavTitle', 'recognition.driversTitle'],
    5: ['[]'],
    6: ['[].label'],
    7: ['[].summary', '[].text[]'],
    8: ['[].summary', '[].text[]'],
    9: ['chemicalTable.caption', 'chemicalTable.columns[]'],
  },
};

/**
 * The site's own pages in Bangla, where their copy has Bangla (lib/copy/bn): each
 * as its English source (site-page-sources.ts), the same pieces of copy in the same
 * order, so the same fields are read (lib/copy/indexed.ts). What the Bangla copy
 * keeps in English (the units' addresses, the factories' and audit programmes' names
 * on /sustainability) is found by its English words, and the places by their Bangla
 * names too (SAME_WORDS). The home page, the design hub and the contact page once led
 * 'নিট কাপড়ের ট্রেন্ড' away from the article about it: it says ধারা, never ট্রেন্ড, so
 * it lacked a word they have; SAME_WORDS reads one as the other. Their lists and cards
 * are weighted below their headings and lead (BANGLA_MORE). A page without Bangla
 * copy is found on /bn/search by its Bangla navigation label and the words of
 * BANGLA_SYNONYMS, and shows its English.
 */
export function banglaSources(): PageSource[] {
  const unit = (english: { path: string; title: string; description: string }) => {
    const bn = unitPageBn(english);
    return { path: bn.path, title: bn.title, description: bn.description, copy: [bn] };
  };
  const business = (english: BusinessPage) => {
    const bn = businessPageBn(english);
    return { path: bn.path, title: bn.title, description: bn.description, copy: [bn] };
  };
  const single = (bn: { path: string; title: string; description: string }) => ({
    path: bn.path,
    title: bn.title,
    description: bn.description,
    copy: [bn],
  });
  return [
    {
      path: glancePageBn.path,
      title: glancePageBn.title,
      description: glancePageBn.description,
      copy: [glancePageBn, glanceOverviewBn, businessSectionBn, bestPracticesBn],
    },
    {
      path: managementMessageBn.path,
      title: managementMessageBn.title,
      description: managementMessageBn.description,
      copy: [managementMessageBn],
    },
    ...[
      yarnDyeingPage,
      dyeingPage,
      washingPage,
      sewingThreadPage,
      sewingPage,
      knittingPage,
      printingEmbroideryPage,
    ].map(unit),
    single(awardsPageBn),
    single(clientsPageBn),
    single(fabricRdBn),
    ...[cricketAcademy, school, dairyFarm, masminuMotors, properties, shareSecurity].map(business),
    {
      ...single(careerPageBn),
      copy: [careerPageBn.eyebrow, careerPageBn.intro, careerPageBn.openings, careerPageBn.why],
    },
    single(greenTourBn),
    { ...single(homePageBn), copy: [homeContentBn] },
    single(designHubBn),
    {
      ...single(contactPageBn),
      copy: [
        contactPageBn,
        addressIn('bn', site.addresses.corporate),
        addressIn('bn', site.addresses.factory),
        site.email,
      ],
    },
    sustainabilityBn(),
    mediaBn(),
  ];
}

/**
 * /sustainability in Bangla: its pieces in the English source's order; the factories'
 * and the audit programmes' names are the same in both.
 */
function sustainabilityBn(): PageSource {
  const bn = sustainabilityCopyIn('bn');
  return {
    path: bn.sustainabilityPage.path,
    title: bn.sustainabilityPage.title,
    description: bn.sustainabilityPage.description,
    copy: [
      bn.sustainabilityPage,
      bn.sustainabilitySections,
      bn.materialCopy,
      bn.environmentalCopy,
      bn.socialCopy,
      complianceFactoryDefaults,
      compliancePrograms,
      bn.communityStories,
      bn.peopleStories,
      bn.futurePlanCopy,
    ],
  };
}

/** /media in Bangla: the words around the news, as the English source reads them. */
function mediaBn(): PageSource {
  const { page, sidebar } = mediaCopy('bn');
  return {
    path: page.path,
    title: page.title,
    description: pageDescriptionsBn[page.path] ?? page.description,
    copy: [
      page.eyebrow,
      page.intro,
      page.gridEyebrow,
      page.gridTitle,
      sidebar.title,
      sidebar.intro,
    ],
  };
}
