import { site } from '@/lib/site';

/** /career (spec part 2, section 2: career page; section 3, job post). */
export const careerPage = {
  path: '/career',
  title: 'Career',
  eyebrow: 'Work with us',
  description:
    'Careers at Masco Group: open positions in merchandising, production, engineering, compliance and more across our knitting, dyeing and garment factories in Bangladesh.',
  intro: `Join ${site.members.toLocaleString('en-US')}+ colleagues who make knitwear for international brands. We train our people, promote from within and look after their families.`,
  openings: { eyebrow: 'Open positions', title: 'Current openings' },
  labels: {
    post: 'Post Name',
    location: 'Location',
    type: 'Job Type',
    vacancy: 'Vacancy',
    deadline: 'Last Apply Date',
    apply: 'Apply Now',
    /** Shown under Apply Now: where it goes, and that it is a new tab (issue 51). */
    applyOpens: 'Opens the job board in a new tab',
    /** The same where the post's link names its site (`bdjobs.com`): the visitor knows where they go. */
    applyOpensAt: 'Apply on {site}: opens in a new tab',
  },
  empty: {
    title: 'No open positions right now',
    text: `We are not advertising any post at the moment, but we are always glad to hear from good people. Send your CV to ${site.email} and tell us which kind of work you are looking for; we will keep it on file for the next opening.`,
    action: 'Send your CV',
    subject: 'Open application',
  },
  why: {
    eyebrow: 'Why Masco',
    title: 'What we offer',
    items: [
      {
        title: 'Training and promotion',
        text: 'Our training centre has run since 2014; many of our line chiefs and managers started on the floor.',
      },
      {
        title: 'Care for families',
        text: 'Medical centres, day-care in every unit and a 50% tuition waiver at Masco School for employees’ children.',
      },
      {
        title: 'Work that matters',
        text: 'Certified, audited factories making garments for brands that sell around the world.',
      },
    ],
  },
  /** The JobPosting structured data: the country of every post. */
  posting: { country: 'BD' },
};
