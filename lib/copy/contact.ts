import { site } from '@/lib/site';

/** /contact-us (spec part 2, section 2: contact page; the form is spec part 1's). */
export const contactPage = {
  path: '/contact-us',
  title: 'Contact Us',
  eyebrow: 'We would like to hear from you',
  description: `Contact Masco Group: send us a message, call ${site.phones[0]}, e-mail ${site.email}, or visit our corporate office in Gulshan, Dhaka, or our factories in Savar and Gazipur.`,
  intro:
    'Buyers, job seekers, suppliers and neighbours: tell us what you need and the right team will answer, usually within two working days.',
  form: { eyebrow: 'Contact form', title: 'Send us a message' },
  /** Where some visitors will find their answer faster (internal links, same tab). */
  shortcuts: {
    eyebrow: 'Quick answers',
    title: 'Looking for something specific?',
    items: [
      {
        title: 'Sourcing and new business',
        text: 'Buyers: tell us your product, quantities and target dates in the form above, and our merchandising team will reply.',
        href: '/masco-at-a-glance',
        action: 'Our capacity at a glance',
      },
      {
        title: 'Jobs',
        // Nothing on the site takes a CV: a post is applied for on bdjobs.com, a CV for later goes by e-mail.
        text: `See the posts we are hiring for now and apply on bdjobs.com, or e-mail your CV to ${site.email} for the next opening.`,
        href: '/career',
        action: 'Open positions',
      },
      {
        title: 'Green building tour',
        text: 'Tours of our LEED-certified factory run on the first Saturday of every month, by appointment.',
        href: '/green-tour',
        action: 'Book a tour',
      },
      {
        title: 'Press and media',
        text: 'News, videos and our magazine, for journalists and anyone following the group.',
        href: '/media',
        action: 'Media and news',
      },
    ],
  },
};
