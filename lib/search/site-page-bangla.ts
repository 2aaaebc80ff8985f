import {
  bestPracticesBn,
  businessSectionBn,
  glanceOverviewBn,
  glancePageBn,
  managementMessageBn,
} from '@/lib/copy/bn/about';
import { unitPageBn } from '@/lib/copy/bn/units';
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
 * order, so the same fields are read (lib/copy/indexed.ts). A page without Bangla
 * copy is found on /bn/search by its Bangla navigation label and the words of
 * BANGLA_SYNONYMS, and shows its English.
 */
export function banglaSources(): PageSource[] {
  const unit = (english: { path: string; title: string; description: string }) => {
    const bn = unitPageBn(english);
    return { path: bn.path, title: bn.title, description: bn.description, copy: [bn] };
  };
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
  ];
}
