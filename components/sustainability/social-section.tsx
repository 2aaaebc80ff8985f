import { ContentImage } from '@/components/ui/content-image';
import { langProps } from '@/lib/i18n/translate';
import { DataTable } from '@/components/ui/data-table';
import type { ReadData } from '@/lib/content/contract';
import {
  complianceFactoryDefaults,
  compliancePrograms,
  notAvailable,
} from '@/lib/copy/sustainability';
import { sustainabilityCopyIn } from '@/lib/copy/bn/sustainability';
import { currentLanguage } from '@/lib/i18n/server';
import { companyNameIn } from '@/lib/copy/bn/company-names';
import { BulletList } from './initiatives';
import { BlockHeading, Part } from './part';
import { StoryGrid } from './story-grid';

type Social = ReadData<'social'>['data']['data'];

/** A compliance cell: 'N/A' (and no data) shows blank (spec part 2, compliance table). */
const blankNA = (value: string | undefined) => (!value || value.trim() === 'N/A' ? '' : value);

/** #social: the compliance table, community and people-engagement cards, the social programme and recognition. */
export async function SocialSection({ social }: { social: Social }) {
  const lang = await currentLanguage();
  const { socialCopy: copy, communityStories, peopleStories } = sustainabilityCopyIn(lang);
  const factories = social.factory_name.length ? social.factory_name : complianceFactoryDefaults;
  return (
    <Part id="social" tone="plain">
      <DataTable
        within={lang}
        caption={copy.complianceTable.caption}
        columns={[copy.complianceTable.factoryColumn, ...copy.complianceTable.programs]}
        rows={factories.map((factory, i) => [
          companyNameIn(lang, factory),
          ...compliancePrograms.map((p) => blankNA(social[p.field][i])),
        ])}
        minWidth="48rem"
      />

      <div>
        <BlockHeading>{copy.community.title}</BlockHeading>
        <div className="mt-6">
          <StoryGrid stories={communityStories} readMore={copy.readMore} />
        </div>
      </div>

      <div>
        <BlockHeading>{copy.people.title}</BlockHeading>
        <div className="mt-6">
          <StoryGrid stories={peopleStories} readMore={copy.readMore} />
        </div>
      </div>

      <div>
        <BlockHeading>{copy.program.title}</BlockHeading>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {copy.program.items.map((program) => (
            <article key={program.field} className="overflow-hidden rounded-xl bg-brand-cream">
              <ContentImage
                src={social[program.image]}
                alt=""
                width={1200}
                height={800}
                sizes="(min-width: 768px) 24rem, 100vw"
                className="aspect-[3/2] h-auto w-full object-cover"
              />
              <div className="p-6">
                <h4 {...langProps(program.title, lang)} className="text-heading-3 text-brand-navy">
                  {program.title}
                </h4>
                <p
                  {...langProps(social[program.field], lang)}
                  className="mt-3 text-sm text-brand-slate"
                >
                  {social[program.field] || notAvailable}
                </p>
              </div>
            </article>
          ))}
        </div>
        <article className="mt-6 rounded-xl bg-brand-navy p-6 text-white sm:p-8">
          <h4 className="text-heading-3">{copy.program.gbavTitle}</h4>
          <p {...langProps(social.gbav, lang)} className="mt-3 max-w-4xl text-white/85">
            {social.gbav || notAvailable}
          </p>
        </article>
      </div>

      <div>
        <BlockHeading>{copy.recognition.title}</BlockHeading>
        <div className="mt-6 grid items-start gap-8 lg:grid-cols-[2fr_3fr]">
          <div>
            <h4 className="text-heading-3 text-brand-navy">{copy.recognition.driversTitle}</h4>
            <BulletList
              {...langProps(social.main_driver_satisfaction.join(' '), lang)}
              items={social.main_driver_satisfaction}
              className="mt-4 space-y-2 text-brand-slate"
            />
          </div>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
            {copy.recognition.charts.map((chart) => (
              <ContentImage
                key={chart.field}
                src={social[chart.field]}
                alt={chart.alt}
                width={1400}
                height={800}
                sizes="(min-width: 1024px) 42rem, (min-width: 640px) 50vw, 100vw"
                className="aspect-[7/4] h-auto w-full rounded-xl bg-brand-cream object-contain"
              />
            ))}
          </div>
        </div>
      </div>
    </Part>
  );
}
