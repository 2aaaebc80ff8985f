import { CertificateImage } from '@/components/ui/certificate-image';
import type { ReadData } from '@/lib/content/contract';
import { isPlaceholder } from '@/lib/content/placeholders';
import { certificateCategoryIn, sustainabilityCopyIn } from '@/lib/copy/bn/sustainability';
import { currentLanguage } from '@/lib/i18n/server';
import { langProps } from '@/lib/i18n/translate';
import { BlockHeading, Part } from './part';

type CertificateGroups = ReadData<'certificatesByCategory'>;

/** #certifications: a subheading and a grid of certificates per category, each opening full size in a new tab. */
export async function CertificationsSection({ groups }: { groups: CertificateGroups }) {
  const lang = await currentLanguage();
  const { certificationsCopy } = sustainabilityCopyIn(lang);
  return (
    <Part id="certifications" tone="plain">
      {groups.length === 0 ? (
        <p className="text-brand-slate">{certificationsCopy.empty}</p>
      ) : (
        groups.map((group) => (
          <div key={group.category}>
            <BlockHeading {...langProps(certificateCategoryIn(lang, group.category), lang)}>
              {certificateCategoryIn(lang, group.category)}
            </BlockHeading>
            <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
              {group.certificates.map((certificate, i) => (
                <li key={`${certificate.title}-${i}`}>
                  <CertificateImage
                    src={certificate.feature_image}
                    title={certificate.title || `${group.category} certificate`}
                    href={
                      isPlaceholder(certificate.feature_image) ? null : certificate.feature_image
                    }
                  />
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </Part>
  );
}
