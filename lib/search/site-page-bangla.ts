import {
  awardsPageBn,
  bestPracticesBn,
  clientsPageBn,
  businessSectionBn,
  glanceOverviewBn,
  glancePageBn,
  managementMessageBn,
} from '@/lib/copy/bn/about';
import { careerPageBn } from '@/lib/copy/bn/career';
import { fabricRdBn } from '@/lib/copy/bn/fabric-rd';
import { greenTourBn } from '@/lib/copy/bn/green-tour';
import { businessPageBn } from '@/lib/copy/bn/non-apparel';
import { unitPageBn } from '@/lib/copy/bn/units';
import { cricketAcademy } from '@/lib/copy/cricket-academy';
import { dairyFarm } from '@/lib/copy/dairy-farm';
import { masminuMotors } from '@/lib/copy/masminu-motors';
import type { BusinessPage } from '@/lib/copy/non-apparel';
import { properties } from '@/lib/copy/properties';
import { school } from '@/lib/copy/school';
import { shareSecurity } from '@/lib/copy/share-security';
import {
  dyeingPage,
  knittingPage,
  printingEmbroideryPage,
  sewingPage,
  sewingThreadPage,
  washingPage,
  yarnDyeingPage,
} from '@/lib/copy/units';
import type { PageSource } from './site-page-sources';

/**
 * The site's own pages in Bangla, where their copy has Bangla (lib/copy/bn): each
 * as its English source (site-page-sources.ts), the same pieces of copy in the same
 * order, so the same fields are read (lib/copy/indexed.ts). What the Bangla copy
 * keeps in English (the units' addresses) is found by the places' Bangla names too
 * (SAME_WORDS). The home page, the design hub and the contact page are left out as
 * yet: measured, their Bangla led 'নিট কাপড়ের ট্রেন্ড' and 'চাকরি' away from their
 * pages (the contact page's shortcuts name jobs). A page without Bangla
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
  ];
}
