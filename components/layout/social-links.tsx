import type { Settings, SocialNetwork } from '@/lib/settings';
import { fillText } from '@/lib/i18n/messages';
import { currentLanguage, currentMessages } from '@/lib/i18n/server';
import { groupNameIn } from '@/lib/metadata';

const networks: { key: SocialNetwork; name: string; path: string }[] = [
  {
    key: 'facebook',
    name: 'Facebook',
    path: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z',
  },
  {
    key: 'linkedin',
    name: 'LinkedIn',
    path: 'M6.9 8.8H3.8V20h3.1V8.8ZM5.3 3.8a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.2 13.6c0-3-1.6-5-4.3-5-1.5 0-2.5.8-2.9 1.6V8.8H10V20h3.1v-5.6c0-1.5.4-2.9 2.2-2.9 1.8 0 1.8 1.7 1.8 3V20h3.1v-6.4Z',
  },
  {
    key: 'instagram',
    name: 'Instagram',
    path: 'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2Zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM12 3.6c-2.3 0-2.6 0-3.5.1-3.1.1-4.8 1.8-4.9 4.9-.1.9-.1 1.2-.1 3.4s0 2.5.1 3.4c.1 3.1 1.8 4.8 4.9 4.9.9.1 1.2.1 3.5.1s2.6 0 3.5-.1c3.1-.1 4.8-1.8 4.9-4.9.1-.9.1-1.2.1-3.4s0-2.5-.1-3.4c-.1-3.1-1.8-4.8-4.9-4.9-.9-.1-1.2-.1-3.5-.1Zm0 1.5c2.2 0 2.5 0 3.4.1 2.2.1 3.3 1.2 3.4 3.4.1.9.1 1.1.1 3.4s0 2.5-.1 3.4c-.1 2.2-1.2 3.3-3.4 3.4-.9.1-1.1.1-3.4.1s-2.5 0-3.4-.1c-2.2-.1-3.3-1.2-3.4-3.4-.1-.9-.1-1.1-.1-3.4s0-2.5.1-3.4c.1-2.2 1.2-3.3 3.4-3.4.9-.1 1.2-.1 3.4-.1Z',
  },
  {
    key: 'pinterest',
    name: 'Pinterest',
    path: 'M12.2 3.5c-4.7 0-7.1 3.4-7.1 6.2 0 1.7.6 3.2 2 3.8.2.1.4 0 .5-.3l.2-.8c.1-.2 0-.3-.1-.5-.4-.5-.7-1.1-.7-2 0-2.6 1.9-4.9 5.1-4.9 2.8 0 4.3 1.7 4.3 4 0 3-1.3 5.5-3.3 5.5-1.1 0-1.9-.9-1.6-2 .3-1.3.9-2.8.9-3.7 0-.8-.5-1.5-1.4-1.5-1.1 0-2 1.2-2 2.7 0 1 .3 1.6.3 1.6l-1.4 5.8c-.4 1.7-.1 3.8 0 4 0 .1.2.2.2.1.1-.1 1.4-1.7 1.8-3.3l.7-2.7c.3.7 1.4 1.3 2.5 1.3 3.3 0 5.5-3 5.5-7 0-3-2.6-5.8-6.4-5.8Z',
  },
  {
    key: 'x',
    name: 'X',
    path: 'M17.2 3.8h2.9l-6.3 7.2 7.4 9.8h-5.8l-4.5-5.9-5.2 5.9H2.8l6.7-7.7L2.4 3.8h5.9l4.1 5.4 4.8-5.4Zm-1 15.3h1.6L7.5 5.4H5.8l10.4 13.7Z',
  },
  {
    key: 'youtube',
    name: 'YouTube',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  },
];

/**
 * The group's six social profiles (spec part 1, section 2; set in Settings), each opening
 * in a new tab: named in the page's language, the networks by their own (Latin) names.
 */
export async function SocialLinks({ links }: { links: Settings['social'] }) {
  const lang = await currentLanguage();
  const { chrome } = await currentMessages();
  return (
    <ul lang={lang} className="flex flex-wrap gap-3">
      {networks.map(({ key, name, path }) => (
        <li key={key}>
          <a
            href={links[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${fillText(chrome.socialProfile, { group: groupNameIn(lang), network: name })} ${chrome.newTab}`}
            className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-saffron hover:text-brand-navy motion-reduce:transition-none"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <path d={path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
