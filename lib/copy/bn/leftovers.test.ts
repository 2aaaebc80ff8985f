import { describe, expect, it } from 'vitest';
import { fillText } from '@/lib/i18n/messages';
import { groupNameIn } from '@/lib/metadata';
import { site } from '@/lib/site';
import { addressIn } from './addresses';

describe('what a Bangla reader still met (issue 49)', () => {
  it('the group’s addresses in Bangla: place names in Bangla, numbers as written', () => {
    expect(addressIn('bn', site.addresses.corporate)).toBe(
      'বাড়ি ২০, রোড ৪, গুলশান ১, ঢাকা ১২১২, বাংলাদেশ',
    );
    expect(addressIn('bn', site.addresses.factory)).toBe(
      'মাসকো ইন্ডাস্ট্রিজ লিমিটেড, তেঁতুলঝোড়া, হেমায়েতপুর, সাভার, ঢাকা; কাশিমপুর, গাজীপুর ১৭৫০, বাংলাদেশ',
    );
    expect(addressIn('bn', 'Konabari, Gazipur 1700, Bangladesh')).toBe(
      'কোনাবাড়ী, গাজীপুর ১৭০০, বাংলাদেশ',
    );
    expect(addressIn('bn', 'Tetuljhora, Hemayetpur, Savar, Dhaka 1340, Bangladesh')).toBe(
      'তেঁতুলঝোড়া, হেমায়েতপুর, সাভার, ঢাকা ১৩৪০, বাংলাদেশ',
    );
    // English as it is; an address staff changed in Settings as written.
    expect(addressIn('en', site.addresses.corporate)).toBe(site.addresses.corporate);
    expect(addressIn('bn', 'Plot 9, Tongi, Gazipur')).toBe('Plot 9, Tongi, Gazipur');
  });

  it('the group’s name and a message’s slots in the page’s language', () => {
    expect(groupNameIn('bn')).toBe('মাসকো গ্রুপ');
    expect(groupNameIn('en')).toBe('Masco Group');
    expect(fillText('{network}-এ {group}', { network: 'Facebook', group: 'মাসকো গ্রুপ' })).toBe(
      'Facebook-এ মাসকো গ্রুপ',
    );
    expect(fillText('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
});
