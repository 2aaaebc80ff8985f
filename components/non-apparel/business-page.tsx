import { BanglaCopy } from '@/components/ui/bangla-copy';
import { Banner } from '@/components/ui/banner';
import { businessPageBn } from '@/lib/copy/bn/non-apparel';
import type { BusinessPage as Page } from '@/lib/copy/non-apparel';
import { currentLanguage } from '@/lib/i18n/server';
import { BlockView } from './blocks';
import { ContactInvite } from './contact-invite';
import { FactStrip } from './fact-strip';

/**
 * A non-apparel business: banner with breadcrumb, key facts, its blocks, an
 * invitation to get in touch; on a Bangla page, in its Bangla where it is written.
 */
export async function BusinessPage({ page: english }: { page: Page }) {
  const lang = await currentLanguage();
  const page = lang === 'bn' ? businessPageBn(english) : english;
  return (
    <BanglaCopy lang={lang}>
      <Banner
        eyebrow={page.eyebrow}
        lang={lang}
        title={page.title}
        trail={[{ name: page.title, path: page.path }]}
      >
        <p>{page.intro}</p>
      </Banner>
      <FactStrip facts={page.facts} />
      {page.blocks.map((block, i) => (
        <BlockView key={block.id} block={block} tone={i % 2 ? 'cream' : 'plain'} lang={lang} />
      ))}
      <ContactInvite contact={page.contact} />
    </BanglaCopy>
  );
}
