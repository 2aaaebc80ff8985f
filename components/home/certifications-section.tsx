import { Link } from '@/components/ui/link';
import { CertificateImage } from '@/components/ui/certificate-image';
import { Section } from '@/components/ui/section';
import type { ReadData } from '@/lib/content/contract';
import { homeIn } from '@/lib/copy/bn/home';
import type { Language } from '@/lib/i18n/languages';

/** #certifications: the certificates, each leading to /sustainability#certifications. */
export function CertificationsSection({
  certificates,
  lang,
}: {
  certificates: ReadData<'homeCertificates'>['certificates'];
  lang: Language;
}) {
  if (certificates.length === 0) return null;
  const { l } = homeIn(lang);
  return (
    <Section
      renderWhenNear
      id="certifications"
      eyebrow={l.certifications.eyebrow}
      title={l.certifications.title}
      tone="cream"
    >
      {/* Flex, not grid: a short last row is centred rather than left hanging. */}
      <ul className="flex flex-wrap justify-center gap-3 sm:gap-4">
        {certificates.map((certificate) => (
          <li
            key={certificate.title}
            className="basis-[calc((100%-1.5rem)/3)] sm:basis-[calc((100%-4rem)/5)]"
          >
            <Link
              href="/sustainability#certifications"
              className="block rounded-lg transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <CertificateImage
                src={certificate.feature_image}
                title={certificate.title}
                sizes="(min-width: 1280px) 14rem, (min-width: 640px) 20vw, 33vw"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
