/** The underlined link that leads from a home section to its page. */
export const textLink = 'font-semibold text-brand-teal-700 underline-offset-4 hover:underline';
