import { describe, expect, it } from 'vitest';
import {
  checkSettings,
  defaultSettings,
  SETTINGS_MESSAGES,
  settingsForm,
  splitList,
  withDefaults,
} from './settings';
import { site } from './site';

const noFile = () => false;

describe('settings', () => {
  it('start as the site is today', () => {
    expect(defaultSettings).toMatchObject({
      brochure: '',
      fabricLibrary: site.external.fabricLibrary,
      virtualTour: site.external.virtualTour,
      social: site.social,
      phones: site.phones,
      email: site.email,
      corporateAddress: site.addresses.corporate,
      factoryAddress: site.addresses.factory,
      notifyTo: [],
      newsletterDigest: false,
    });
    expect(withDefaults(undefined)).toEqual(defaultSettings);
  });

  it('read back what the form shows, unchanged', () => {
    const form = settingsForm(defaultSettings);
    expect(checkSettings(form, noFile)).toEqual({ settings: defaultSettings });
  });

  it('answer each wrong field with its sentence', () => {
    const form = {
      ...settingsForm(defaultSettings),
      brochure: 'javascript:alert(1)',
      fabricLibrary: 'fabric-library.mascobd.com',
      'social.x': 'ftp://x.com',
      phones: 'call us',
      email: 'info@',
      corporateAddress: ' ',
      factoryAddress: 'x'.repeat(301),
      notifyTo: 'sales@mascobd.com\nnot an address',
    };
    expect(checkSettings(form, noFile).errors).toEqual({
      brochure: SETTINGS_MESSAGES.brochure,
      fabricLibrary: SETTINGS_MESSAGES.url,
      'social.x': SETTINGS_MESSAGES.url,
      phones: SETTINGS_MESSAGES.phones,
      email: SETTINGS_MESSAGES.email,
      corporateAddress: SETTINGS_MESSAGES.address,
      factoryAddress: SETTINGS_MESSAGES.address,
      notifyTo: `${SETTINGS_MESSAGES.notifyTo}not an address`,
    });
  });

  it('take an uploaded file only when it exists, and a web address', () => {
    const form = { ...settingsForm(defaultSettings), brochure: '/files/abc/brochure.pdf' };
    expect(checkSettings(form, noFile).errors?.brochure).toBe(SETTINGS_MESSAGES.brochure);
    expect(checkSettings(form, () => true).settings?.brochure).toBe('/files/abc/brochure.pdf');
    const web = { ...form, brochure: 'https://example.com/b.pdf' };
    expect(checkSettings(web, noFile).settings?.brochure).toBe('https://example.com/b.pdf');
  });

  it('list recipients one a line or comma-separated, once each, in lower case', () => {
    expect(splitList(' a@x.com, b@x.com\n\nc@x.com; ')).toEqual(['a@x.com', 'b@x.com', 'c@x.com']);
    const form = { ...settingsForm(defaultSettings), notifyTo: 'Sales@Masco.com, sales@masco.com' };
    expect(checkSettings(form, noFile).settings?.notifyTo).toEqual(['sales@masco.com']);
    expect(
      checkSettings({ ...form, newsletterDigest: 'on' }, noFile).settings?.newsletterDigest,
    ).toBe(true);
  });

  it('keep the default for a stored value of the wrong type', () => {
    const stored = withDefaults({ email: 42, phones: [], social: { x: 'https://x.com/other' } });
    expect(stored.email).toBe(site.email);
    expect(stored.phones).toEqual(site.phones);
    expect(stored.social.x).toBe('https://x.com/other');
    expect(stored.social.facebook).toBe(site.social.facebook);
  });
});
