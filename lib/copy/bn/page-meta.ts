import { managementMessageBn, glancePageBn } from './about';

/**
 * What a Bangla page's tab, search result and share card say (issue 49): the group's
 * name as Bangla readers write it, the names of the pages the navigation does not
 * name (its own labels are `messages/bn.json`'s `nav`; a blog category's page by
 * its stored Bangla name, components/blog/category-view.tsx), and the meta
 * descriptions of the pages whose copy has none in Bangla. Keyed by the English path.
 */
export const groupNameBn = 'মাসকো গ্রুপ';

export const pageNamesBn: Record<string, string> = {
  '/green-tour': 'গ্রিন ট্যুর',
  '/media': 'খবর ও মিডিয়া',
  '/publications': 'প্রকাশনা',
  '/blogs/video': 'ভিডিও',
  '/blogs/publication': 'প্রকাশনা',
  '/search': 'খুঁজুন',
};

export const pageDescriptionsBn: Record<string, string> = {
  '/masco-at-a-glance': glancePageBn.description,
  '/management-message': managementMessageBn.description,
  '/awards': 'রপ্তানি, কমপ্লায়েন্স, টেকসই উৎপাদন আর কর্মীদের জন্য মাসকো গ্রুপের পাওয়া পুরস্কার ও স্বীকৃতি।',
  '/clients-logo':
    'ইউরোপ, উত্তর আমেরিকা আর এশিয়ার যেসব আন্তর্জাতিক ব্র্যান্ড ও খুচরা বিক্রেতার জন্য মাসকো গ্রুপ নিটওয়্যার বানায়, তাদের কয়েকজন।',
  '/design-hub':
    'মাসকো ডিজাইন হাব: ট্রেন্ড গবেষণা, ডিজাইন, গ্রাফিক্স, প্যাটার্ন আর স্যাম্পলিং, পোশাক তৈরির কারখানার ঠিক পাশেই।',
  '/fabric-r&d':
    'মাসকোর কাপড়ের গবেষণা ও উন্নয়ন কেন্দ্র: ক্রেতার সঙ্গে মিলে নতুন নিট বুনন, সুতার মিশ্রণ, ফিনিশ আর পরিবেশবান্ধব কাপড়, প্রথম নমুনা থেকে বাল্ক উৎপাদন পর্যন্ত।',
  '/green-tour':
    'তাসনিয়াহ ফ্যাব্রিক্সের গ্রিন বিল্ডিং ট্যুরে নাম লেখান, বিনা খরচে: প্রতি মাসের প্রথম শনিবার LEED সনদপ্রাপ্ত একটি পোশাক কারখানা ঘুরে দেখার দেড় ঘণ্টা।',
  '/media':
    'মাসকো গ্রুপের খবর, ভিডিও আর মাসকো ম্যাগাজিন: কারখানার দিনরাত্রি, আমাদের মানুষ ও কর্মসূচি, আর বাংলাদেশে নিট পোশাক তৈরির গল্প।',
  '/publications':
    'মাসকো গ্রুপের সব প্রকাশনা এক জায়গায়: ম্যাগাজিন, টেকসই উদ্যোগের প্রতিবেদন আর ব্রোশিওর, অনলাইনে পড়ুন বা নামিয়ে নিন।',
  '/blogs':
    'মাসকো গ্রুপের ব্লগ: নিট কাপড়ের নতুন ধারা, পরিবেশবান্ধব ডাইং ও ওয়াশিং, আমাদের মানুষ আর কারখানার নতুন উদ্ভাবনের গল্প।',
  '/blogs/video':
    'মাসকো গ্রুপের ভিডিও: আমাদের কারখানা, মানুষ, টেকসই উদ্যোগ, আর সুতা থেকে তৈরি পোশাক হয়ে ওঠার পুরো পথ।',
  '/blogs/publication':
    'মাসকো গ্রুপের প্রকাশনা: আমাদের ম্যাগাজিন, টেকসই উদ্যোগের প্রতিবেদন আর ব্রোশিওর, অনলাইনে পড়ুন বা নামিয়ে নিন।',
};
