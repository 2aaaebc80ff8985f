/** The words of the search page (app/[lang]/(site)/search). */
export const searchCopy = {
  title: 'Search',
  intro:
    'Articles, news, jobs, publications and the pages of the group’s factories and businesses.',
  tries: ['organic cotton', 'GOTS', 'merchandiser', 'Gazipur', 'washing capacity'],
  unavailable: 'Search is not available at the moment. Please try again in a minute.',
  shortened: 'Only the first 200 characters of your search were used.',
} as const;
