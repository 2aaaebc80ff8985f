import { OrganizationJsonLd } from 'next-seo';
import { JsonLd, SeoJsonLd } from '@/components/ui/json-ld';
import { groupNameBn } from '@/lib/copy/bn/page-meta';
import { pathIn, type Language } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';
import { site } from '@/lib/site';

/**
 * Organization and WebSite structured data, on the home page only: where Google
 * reads a site's name and its organisation from. On every page it cost each of
 * them about 1.1 kB of HTML twice (the markup, and its copy in the RSC payload).
 */
export function SiteStructuredData({ lang }: { lang: Language }) {
  // The same organisation in both languages; on the Bangla home its Bangla name beside
  // the registered one, its description and the site's address in Bangla.
  const bangla = lang === 'bn';
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    ...(bangla ? { alternateName: groupNameBn, inLanguage: 'bn' } : {}),
    url: bangla ? `${site.url}${pathIn(lang, '/')}` : site.url,
    publisher: { '@type': 'Organization', name: site.name },
  };
  return (
    <>
      <SeoJsonLd
        of={OrganizationJsonLd}
        name={site.name}
        url={site.url}
        logo={`${site.url}/icon.svg`}
        description={bangla ? messagesFor(lang).footer.about : site.description}
        {...(bangla ? { alternateName: groupNameBn } : {})}
        foundingDate={String(site.founded)}
        email={site.email}
        telephone={site.phones[0]}
        address={{
          '@type': 'PostalAddress',
          streetAddress: 'House 20, Road 4, Gulshan 1',
          addressLocality: 'Dhaka',
          postalCode: '1212',
          addressCountry: 'BD',
        }}
        sameAs={Object.values(site.social)}
      />
      <JsonLd data={website} id="website-jsonld" />
    </>
  );
}
