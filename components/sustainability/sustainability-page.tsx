import type { ReactNode } from 'react';
import { Banner } from '@/components/ui/banner';
import { CertificateImage } from '@/components/ui/certificate-image';
import { ContentImage } from '@/components/ui/content-image';
import { DataTable } from '@/components/ui/data-table';
import type { ReadData } from '@/lib/content/contract';
import {
  complianceFactoryDefaults,
  compliancePrograms,
  communityStories,
  environmentalTopics,
  higgDefaultRows,
  peopleStories,
  SCROLL_OFFSET_PX,
  socialProgram,
  sustainabilityPage,
  sustainabilitySections,
} from '@/lib/copy/sustainability';
import { SectionMenu } from './section-menu';
import { StoryCards } from './story-cards';

type Social = ReadData<'social'>['data']['data'];
type Material = ReadData<'material'>['data']['data'];
type Environmental = ReadData<'environmental'>['data']['data'];
type FuturePlan = ReadData<'futurePlan'>['data']['data'];
type Certificates = ReadData<'certificatesByCategory'>;

/** 'N/A' cells of the compliance table are shown blank (spec part 2). */
const blankNA = (value: string | undefined) => (!value || value.trim() === 'N/A' ? '' : value);

/** Rows of parallel columns: as many rows as the longest column. */
const zip = (...columns: string[][]) =>
  Array.from({ length: Math.max(0, ...columns.map((c) => c.length)) }, (_, i) =>
    columns.map((c) => c[i] ?? ''),
  );

function Part({
  id,
  title,
  intro,
  tone,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone: 'plain' | 'cream';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      style={{ scrollMarginTop: SCROLL_OFFSET_PX }}
      className={`py-14 sm:py-20 ${tone === 'cream' ? 'bg-brand-cream' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-content px-5 sm:px-8">
        <h2 id={`${id}-heading`} className="text-heading-1 text-brand-ink">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-body-lg text-brand-slate">{intro}</p>}
        <div className="mt-10 space-y-14">{children}</div>
      </div>
    </section>
  );
}

/** Line icons of the environmental topics (24x24 paths). */
const icons: Record<string, string> = {
  energy: 'M13 2 4 14h7l-1 8 9-12h-7z',
  water: 'M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11z',
  wastewater: 'M3 8c3-2 6 2 9 0s6-2 9 0M3 13c3-2 6 2 9 0s6-2 9 0M3 18c3-2 6 2 9 0s6-2 9 0',
  air: 'M3 9h11a3 3 0 1 0-3-3M3 14h15a3 3 0 1 1-3 3M3 19h6',
  waste: 'M7 19h10l1-12H6zM4 7h16M10 7V4h4v3M10 11v5M14 11v5',
  chemical: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3M7.5 14h9',
};

function Initiatives({ title, icon, items }: { title: string; icon: string; items: string[] }) {
  return (
    <article className="rounded-xl bg-white p-6 ring-1 ring-black/5">
      <h3 className="flex items-center gap-3 text-heading-3 text-brand-navy">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-teal-100 text-brand-teal-700"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={icons[icon]} />
          </svg>
        </span>
        {title}
      </h3>
      <p className="mt-4 text-overline uppercase text-brand-teal-700">Initiatives</p>
      <ul className="mt-2 space-y-2 text-sm text-brand-slate">
        {(items.length ? items : ['N/A']).map((item, i) => (
          <li key={i} className="flex gap-2">
            <span
              aria-hidden="true"
              className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-teal"
            />
            {item}
          </li>
        ))}
      </ul>
    </article>
  );
}

export function SustainabilityPage({
  social,
  material,
  environmental,
  futurePlan,
  certificates,
}: {
  social: Social;
  material: Material;
  environmental: Environmental;
  futurePlan: FuturePlan;
  certificates: Certificates;
}) {
  const higgRows = material.factory_name.length
    ? zip(
        material.factory_name,
        material.higg_id,
        material.self_assessment_date,
        material.verification_date,
        material.verified_score,
      )
    : higgDefaultRows;
  const factories = social.factory_name.length ? social.factory_name : complianceFactoryDefaults;

  return (
    <>
      <Banner
        eyebrow="Our commitments"
        title={sustainabilityPage.title}
        trail={[{ name: sustainabilityPage.title, path: sustainabilityPage.path }]}
      >
        <p>{sustainabilityPage.intro}</p>
      </Banner>
      <SectionMenu sections={sustainabilitySections} />

      <Part id="material" title="Material" tone="plain">
        <div className="space-y-10">
          <ContentImage
            src={material.material_chart}
            alt="Material chart: the fibres and materials our products are made from"
            width={1400}
            height={800}
            sizes="(min-width: 768px) 40rem, 100vw"
            className="aspect-[7/4] h-auto w-full object-contain max-w-2xl rounded-xl bg-brand-cream"
          />
          <DataTable
            caption="Verification Summary of Higg FEM-2021-22"
            columns={[
              'SL NO',
              'Factory Name',
              'Higg ID',
              'Self Assessment Date',
              'Verification Date',
              'Verified Score',
            ]}
            rows={higgRows.map((row, i) => [String(i + 1), ...row])}
            minWidth="40rem"
          />
        </div>
      </Part>

      <Part id="environmental" title="Environmental" tone="cream">
        <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {environmentalTopics.map((topic) => (
            <Initiatives
              key={topic.field}
              title={topic.title}
              icon={topic.icon}
              items={environmental[topic.field]}
            />
          ))}
          <Initiatives
            title="Chemical Management"
            icon="chemical"
            items={[
              'Chemical inventory screened against the ZDHC MRSL before purchase',
              'Restricted substances tested in accredited laboratories',
            ]}
          />
        </div>
        <DataTable
          caption="Waste Water"
          columns={['Unit', 'Foundational', 'Progressive', 'Aspirational', 'MRSL Company']}
          rows={zip(
            environmental.waste_water_unit_name,
            environmental.waste_eater_foundational,
            environmental.waste_water_progressive,
            environmental.waste_water_aspirational,
            environmental.waste_water_mrsl_company,
          )}
        />
        <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <DataTable
            caption="Chemical Management"
            columns={['Unit', 'ZDHC', 'GOTS', 'BLUESIGN', 'OEKOTEX']}
            rows={zip(
              environmental.chemical_unit_name,
              environmental.chemical_zdhc,
              environmental.chemical_gots,
              environmental.chemical_bluesign,
              environmental.chemical_oekotex,
            )}
          />
          <div className="max-w-[15rem]">
            <CertificateImage
              src={environmental.chemical_certificate}
              title="Chemical management certificate"
              sizes="15rem"
            />
          </div>
        </div>
        <figure className="max-w-3xl">
          <ContentImage
            src={environmental.air_emmision_image}
            alt="Air Emission: our Higg Index results"
            width={1400}
            height={800}
            sizes="(min-width: 768px) 48rem, 100vw"
            className="aspect-[7/4] h-auto w-full object-contain rounded-xl bg-white"
          />
          <figcaption className="mt-2 text-sm text-brand-slate">
            Air Emission (Higg Index)
          </figcaption>
        </figure>
      </Part>

      <Part id="social" title="Social" tone="plain">
        <DataTable
          caption="Social BSCI, Sedex, Betterwork, SLCP, and Higg Index Status"
          columns={['Factory', ...compliancePrograms.map((p) => p.label)]}
          rows={factories.map((factory, i) => [
            factory,
            ...compliancePrograms.map((p) => blankNA(social[p.field][i])),
          ])}
          minWidth="44rem"
        />
        <div>
          <h3 className="text-heading-2 text-brand-ink">
            Community Development and CSR Activities
          </h3>
          <div className="mt-6">
            <StoryCards stories={communityStories} />
          </div>
        </div>
        <div>
          <h3 className="text-heading-2 text-brand-ink">People Engagement</h3>
          <div className="mt-6">
            <StoryCards stories={peopleStories} />
          </div>
        </div>
        <div>
          <h3 className="text-heading-2 text-brand-ink">Social Program</h3>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {socialProgram.map((program) => (
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
                  <h4 className="text-heading-3 text-brand-navy">{program.title}</h4>
                  <p className="mt-3 text-sm text-brand-slate">{social[program.field] || 'N/A'}</p>
                </div>
              </article>
            ))}
          </div>
          <article className="mt-6 rounded-xl bg-brand-navy p-6 text-white sm:p-8">
            <h4 className="text-heading-3">GBAV (Gender Based Anti Violation) Program</h4>
            <p className="mt-3 max-w-4xl text-white/85">{social.gbav || 'N/A'}</p>
          </article>
        </div>
        <div>
          <h3 className="text-heading-2 text-brand-ink">Recognition</h3>
          <div className="mt-6 grid items-start gap-8 lg:grid-cols-3">
            <div>
              <h4 className="text-heading-3 text-brand-navy">Main Drivers of Satisfaction</h4>
              <ul className="mt-4 space-y-2 text-brand-slate">
                {(social.main_driver_satisfaction.length
                  ? social.main_driver_satisfaction
                  : ['N/A']
                ).map((driver, i) => (
                  <li key={i} className="flex gap-2">
                    <span
                      aria-hidden="true"
                      className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-teal"
                    />
                    {driver}
                  </li>
                ))}
              </ul>
            </div>
            {[
              [social.recognition_question_chart, 'Recognition survey: answers by question'],
              [social.recognition_worker_chart, 'Recognition survey: answers by worker group'],
            ].map(([src, alt]) => (
              <ContentImage
                key={alt}
                src={src!}
                alt={alt!}
                width={1400}
                height={800}
                sizes="(min-width: 1024px) 24rem, 100vw"
                className="aspect-[7/4] h-auto w-full object-contain rounded-xl bg-brand-cream"
              />
            ))}
          </div>
        </div>
      </Part>

      <Part id="futurePlan" title="Future Plans" tone="cream">
        <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {environmentalTopics.map((topic) => (
            <Initiatives
              key={topic.field}
              title={topic.title}
              icon={topic.icon}
              items={futurePlan[topic.field]}
            />
          ))}
        </div>
        <DataTable
          caption="Chemical Management"
          regionLabel="Future Plans: Chemical Management"
          columns={['Unit', 'ZDHC Level 3 Compliant', 'Execution Time']}
          rows={zip(futurePlan.chemical_name, futurePlan.zdhc_level, futurePlan.execution_time)}
        />
      </Part>

      <Part id="certifications" title="Certifications" tone="plain">
        {certificates.length === 0 ? (
          <p className="text-brand-slate">
            Our certificates are being updated. Please check back soon.
          </p>
        ) : (
          certificates.map((group) => (
            <div key={group.category}>
              <h3 className="text-heading-2 text-brand-ink">{group.category}</h3>
              <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
                {group.certificates.map((certificate, i) => (
                  <li key={`${certificate.title}-${i}`}>
                    <CertificateImage
                      src={certificate.feature_image}
                      title={certificate.title}
                      href={certificate.feature_image}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </Part>
    </>
  );
}
