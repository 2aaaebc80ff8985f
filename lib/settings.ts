import { z } from 'zod';
import { site } from './site';

/**
 * The site-wide values staff own, edited on the editing area's Settings page
 * (Payload's globals): the brochure, the header's and footer's external links, the
 * footer's contact details, and who is told of a new contact message. The defaults
 * are the site's own facts (lib/site.ts): nothing changes until staff save.
 */
export type Settings = {
  /** An uploaded file's address (/files/…) or a web address; '' keeps the content source's brochure. */
  brochure: string;
  fabricLibrary: string;
  virtualTour: string;
  social: Record<SocialNetwork, string>;
  phones: string[];
  email: string;
  corporateAddress: string;
  factoryAddress: string;
  /** Who receives an e-mail for each contact message ([]: CONTACT_NOTIFY_TO). */
  notifyTo: string[];
  /** A daily e-mail counting the day's new newsletter subscriptions, to the same people. */
  newsletterDigest: boolean;
};

export const SETTINGS_PAGE = '/admin/settings';

export const SOCIAL_NETWORKS = [
  ['facebook', 'Facebook'],
  ['linkedin', 'LinkedIn'],
  ['instagram', 'Instagram'],
  ['pinterest', 'Pinterest'],
  ['x', 'X'],
  ['youtube', 'YouTube'],
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number][0];

export const defaultSettings: Settings = {
  brochure: '',
  fabricLibrary: site.external.fabricLibrary,
  virtualTour: site.external.virtualTour,
  social: { ...site.social },
  phones: [...site.phones],
  email: site.email,
  corporateAddress: site.addresses.corporate,
  factoryAddress: site.addresses.factory,
  notifyTo: [],
  newsletterDigest: false,
};

export const SETTINGS_MESSAGES = {
  url: 'Enter a web address starting with https:// (or http://).',
  brochure: 'Choose an uploaded file, or enter a web address starting with https://.',
  phones: 'Enter at least one phone number, one a line: digits, spaces, + and -.',
  email: 'Enter an e-mail address such as info@mascobd.com.',
  address: 'Enter the address (at most 300 characters).',
  notifyTo: 'Enter e-mail addresses, one a line or separated by commas: this one is not one: ',
  saved: 'Saved. The site shows the new settings now.',
  invalid: 'Nothing was saved: correct the fields marked below.',
  conflict:
    'Someone else saved the settings since you opened them: nothing was saved. Your changes are still in the form; check the page and save again.',
} as const;

const webAddress = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, SETTINGS_MESSAGES.url);

const emailAddress = z.email();

/** One address a line or comma-separated, blanks ignored. */
export const splitList = (value: string) =>
  value
    .split(/[\n,;]/)
    .map((item) => item.trim())
    .filter(Boolean);

export const isEmailAddress = (value: string) => emailAddress.safeParse(value).success;

export type SettingsForm = Record<string, string>;
export type SettingsCheck =
  | { settings: Settings; errors?: undefined }
  | { settings?: undefined; errors: Record<string, string> };

/**
 * Checks the Settings form's fields (every one a string, as posted) and gives the
 * settings, or a sentence per field that is wrong. `isFile` tells whether an
 * uploaded file's address names a file that exists.
 */
export function checkSettings(form: SettingsForm, isFile: (url: string) => boolean): SettingsCheck {
  const errors: Record<string, string> = {};
  const text = (name: string) => (form[name] ?? '').trim();
  const url = (name: string) => {
    const parsed = webAddress.safeParse(text(name));
    if (!parsed.success) errors[name] = SETTINGS_MESSAGES.url;
    return parsed.data ?? '';
  };

  const brochure = text('brochure');
  if (
    brochure &&
    !(brochure.startsWith('/files/') ? isFile(brochure) : webAddress.safeParse(brochure).success)
  )
    errors.brochure = SETTINGS_MESSAGES.brochure;

  const phones = splitList(form.phones ?? '').filter((line) => line !== '');
  if (phones.length === 0 || phones.some((phone) => !/^\+?[\d\s\-()]{5,30}$/.test(phone)))
    errors.phones = SETTINGS_MESSAGES.phones;

  const email = text('email');
  if (!isEmailAddress(email)) errors.email = SETTINGS_MESSAGES.email;

  for (const name of ['corporateAddress', 'factoryAddress'])
    if (!text(name) || text(name).length > 300) errors[name] = SETTINGS_MESSAGES.address;

  const notifyTo = splitList(form.notifyTo ?? '');
  const wrong = notifyTo.find((address) => !isEmailAddress(address));
  if (wrong) errors.notifyTo = `${SETTINGS_MESSAGES.notifyTo}${wrong.slice(0, 100)}`;

  const settings: Settings = {
    brochure,
    fabricLibrary: url('fabricLibrary'),
    virtualTour: url('virtualTour'),
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map(([key]) => [key, url(`social.${key}`)]),
    ) as Settings['social'],
    phones,
    email,
    corporateAddress: text('corporateAddress'),
    factoryAddress: text('factoryAddress'),
    notifyTo: [...new Set(notifyTo.map((address) => address.toLowerCase()))],
    newsletterDigest: form.newsletterDigest === 'on',
  };
  return Object.keys(errors).length > 0 ? { errors } : { settings };
}

/** Settings as the form shows them (the inverse of checkSettings). */
export function settingsForm(settings: Settings): SettingsForm {
  return {
    brochure: settings.brochure,
    fabricLibrary: settings.fabricLibrary,
    virtualTour: settings.virtualTour,
    ...Object.fromEntries(SOCIAL_NETWORKS.map(([key]) => [`social.${key}`, settings.social[key]])),
    phones: settings.phones.join('\n'),
    email: settings.email,
    corporateAddress: settings.corporateAddress,
    factoryAddress: settings.factoryAddress,
    notifyTo: settings.notifyTo.join('\n'),
    newsletterDigest: settings.newsletterDigest ? 'on' : '',
  };
}

/** A stored body over the defaults: a value of the wrong type (an older or damaged row) keeps the default. */
export function withDefaults(body: unknown): Settings {
  const stored = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const pick = <K extends keyof Settings>(key: K, ok: (v: unknown) => boolean): Settings[K] =>
    (ok(stored[key]) ? stored[key] : defaultSettings[key]) as Settings[K];
  const isText = (v: unknown) => typeof v === 'string';
  const isTextList = (v: unknown) => Array.isArray(v) && v.every(isText);
  const social = (
    stored.social && typeof stored.social === 'object' ? stored.social : {}
  ) as Record<string, unknown>;
  return {
    brochure: pick('brochure', isText),
    fabricLibrary: pick('fabricLibrary', isText),
    virtualTour: pick('virtualTour', isText),
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map(([key]) => [
        key,
        isText(social[key]) ? social[key] : defaultSettings.social[key],
      ]),
    ) as Settings['social'],
    phones: pick('phones', (v) => isTextList(v) && (v as string[]).length > 0),
    email: pick('email', isText),
    corporateAddress: pick('corporateAddress', isText),
    factoryAddress: pick('factoryAddress', isText),
    notifyTo: pick('notifyTo', isTextList),
    newsletterDigest: pick('newsletterDigest', (v) => typeof v === 'boolean'),
  };
}
