import type { Language } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';
import { inBangla } from '@/lib/i18n/translate';
import { magazineSidebar, mediaDetailsPage, mediaPage } from '../media';

/** /bn/media and /bn/media-details/{slug} (issue 49): the words around the news, videos and magazines. */
const mediaPageBn = {
  ...inBangla(mediaPage, {
    // The navigation's name (page-meta.ts names the page and its description).
    title: 'খবর ও মিডিয়া',
    crumb: 'মিডিয়া',
    eyebrow: 'নিউজরুম',
    intro:
      'পুরো গ্রুপের গল্প: কারখানার নানা আয়োজন, আমাদের মানুষ ও উদ্যোগ, কাজ নিয়ে ভিডিও, আর মাসকো ম্যাগাজিনের প্রতিটি সংখ্যা।',
    gridTitle: 'খবর ও ভিডিও',
    gridEyebrow: 'সাম্প্রতিক',
    empty: {
      title: 'এই মুহূর্তে দেখানোর মতো কোনো খবর বা ভিডিও নেই',
      text: 'আমাদের সাম্প্রতিক খবর আর ভিডিও এখানে দেখা যাবে। কিছুদিন পর আবার দেখুন।',
    },
    dateLabel: 'তারিখ: ',
    readMore: 'বিস্তারিত পড়ুন',
    readMoreAbout: ': ',
    watchElsewhere: '(ভিডিওটি নতুন ট্যাবে খুলবে)',
    videoLabel: 'ভিডিও',
    newsLabel: 'খবর',
  }),
  play: (title: string) => `ভিডিও চালান: ${title}`,
  // The blog's words for an item with no Bangla, beside its English.
  englishOnly: messagesFor('bn').blog.englishOnly,
  lang: 'bn' as Language,
};

const magazineSidebarBn = {
  ...inBangla(magazineSidebar, {
    title: 'মাসকো ম্যাগাজিন',
    intro: 'আমাদের ষাণ্মাসিক ম্যাগাজিন: পুরো গ্রুপের গল্প, মানুষ আর এগিয়ে চলা।',
    empty: 'এই মুহূর্তে ম্যাগাজিনের কোনো সংখ্যা নেই। কিছুদিন পর আবার দেখুন।',
    newTab: '(নতুন ট্যাবে খুলবে)',
    englishOnly: 'এই সংখ্যাটি শুধু ইংরেজিতে প্রকাশিত',
  }),
  lang: 'bn' as Language,
};

const mediaDetailsPageBn = inBangla(mediaDetailsPage, {
  publishedLabel: 'প্রকাশ: ',
  unavailable: {
    title: 'খবরটি এখন পাওয়া যাচ্ছে না',
    text: 'খবরটি এই মুহূর্তে দেখা যাচ্ছে না, একটু পরে আবার চেষ্টা করুন।',
    back: 'খবর ও মিডিয়ায় ফিরে যান',
  },
  notFoundTitle: 'খবরটি পাওয়া যায়নি',
});

/** The media pages' words in a language, and the language (content in another is marked). */
export const mediaCopy = (lang: Language) =>
  lang === 'bn'
    ? { page: mediaPageBn, sidebar: magazineSidebarBn, details: mediaDetailsPageBn }
    : {
        page: {
          ...mediaPage,
          englishOnly: messagesFor('en').blog.englishOnly,
          lang: 'en' as Language,
        },
        sidebar: { ...magazineSidebar, lang: 'en' as Language },
        details: mediaDetailsPage,
      };

export type MediaCopy = ReturnType<typeof mediaCopy>;
