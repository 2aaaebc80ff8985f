import { Banner } from '@/components/ui/banner';
import type { BusinessPage as Page } from '@/lib/copy/non-apparel';
import { BlockView } from './blocks';
import { ContactInvite } from './contact-invite';
import { FactStrip } from './fact-strip';

/** A non-apparel business: banner with breadcrumb, key facts, its blocks, an invitation to get in touch. */
export function BusinessPage({ page }: { page: Page }) {
  return (
    <>
      <Banner
        eyebrow={page.eyebrow}
        title={page.title}
        trail={[{ name: page.title, path: page.path }]}
      >
        <p>{page.intro}</p>
      </Banner>
      <FactStrip facts={page.facts} />
      {page.blocks.map((block, i) => (
        <BlockView key={block.id} block={block} tone={i % 2 ? 'cream' : 'plain'} />
      ))}
      <ContactInvite contact={page.contact} />
    </>
  );
}
