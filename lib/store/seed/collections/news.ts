import type * as schema from '../../schema';
import { demo } from '../media';
import { at, youtube } from './dates';
import { banglaNews, banglaVideos } from '../bangla-news';

type MediaItemRow = typeof schema.mediaItems.$inferInsert;

type NewsItem = {
  slug: string;
  quickTitle: string;
  title: string;
  content: string;
  createdAt: Date;
};

/** Newest first; the news photographs follow this order. */
const news: NewsItem[] = [
  {
    slug: 'training-centre-graduates-new-line-leaders-2026',
    quickTitle: 'Training centre graduates new line leaders',
    title:
      'Masco Training Centre Graduates Its Largest Class of Line Leaders and Quality Inspectors',
    content: `<p>The Masco Training Centre held a graduation ceremony for its largest ever class of line leaders and quality inspectors, with graduates from all eight garment units receiving their certificates in front of colleagues and family members.</p>
<p>Most of the graduates began their careers with the group as helpers or sewing operators. Over six months they completed courses in line balancing, quality standards, communication and workplace rights, alongside practical assignments on their own production lines. Nearly half of the class are women, many of them alumni of the We Women leadership programme.</p>
<blockquote>“Every line leader who comes through this centre is proof that a career at Masco can start at a sewing machine and go as far as you are willing to take it,” said the head of the training centre.</blockquote>
<p>Since it opened in 2014, the training centre has become the starting point for new joiners and the route to promotion for experienced operators. Graduates move into supervisory roles as positions open across the group.</p>`,
    createdAt: at('2026-08-12', '16:30'),
  },
  {
    slug: 'eid-ul-adha-2026-bonuses-and-holidays',
    quickTitle: 'Eid bonuses paid ahead of the holiday',
    title: 'Festival Bonuses and Wages Paid Early as Masco Wishes Its Members Eid Mubarak',
    content: `<p>Ahead of Eid-ul-Adha, Masco Group paid festival bonuses and the month’s wages to all members in advance of the holiday, so that families had time to prepare and travel home.</p>
<p>Management visited the factories to share Eid greetings with workers on their last working day before the break. Transport support was arranged for workers travelling to their home districts, and security and maintenance teams were rostered to keep the premises safe throughout the holiday.</p>
<p>“Eid is a time to be with family, and our people should be able to enjoy it without worrying about money or travel,” said a member of the group’s management. Production resumed as planned after the holiday.</p>`,
    createdAt: at('2026-05-20', '13:10'),
  },
  {
    slug: 'annual-sports-2026',
    quickTitle: 'Annual sports day draws thousands',
    title: 'Thousands of Workers and Families Join the Masco Annual Sports Day 2026',
    content: `<p>Thousands of workers, staff and their families gathered for the Masco Annual Sports Day, a full day of competition and celebration between teams from every unit of the group.</p>
<p>Events included sprints and relay races, tug-of-war, musical chairs, sack races for children and a knockout cricket tournament played at the Masco Cricket Academy ground. The cricket final went down to the last over, with a team from one of the Gazipur sewing units taking the trophy.</p>
<p>The day ended with a prize-giving ceremony at which management presented medals and trophies to winners in every category. Organisers thanked the volunteers from the cultural club and the welfare teams, who ran the event alongside their regular work.</p>`,
    createdAt: at('2026-02-14', '18:20'),
  },
  {
    slug: 'victory-day-18000-sing-national-anthem',
    quickTitle: '18000 members sing the national anthem',
    title: '18000 Members of the Masco Family Sing the National Anthem Together on Victory Day',
    content: `<p>On Victory Day, 18000 people from across Masco Group stood together and sang “Amar Shonar Bangla”, the national anthem of Bangladesh, in a moment of remembrance and pride shared by every unit of the group.</p>
<p>Workers, staff, management and guests gathered on factory grounds, and production paused across the group for the ceremony. The anthem was followed by a minute’s silence in honour of the martyrs of the Liberation War and by short cultural performances from the Masco cultural club.</p>
<blockquote>“To hear 18000 voices singing the same words at the same moment is something none of us will forget,” said one of the organisers.</blockquote>
<p>The event is part of the group’s People Engagement programme, which also includes the annual picnic and cultural programme, annual sports, Eid greetings and New Year celebrations.</p>`,
    createdAt: at('2025-12-16', '10:30'),
  },
  {
    slug: 'masco-dairy-reaches-200-cows',
    quickTitle: 'Masco Dairy herd reaches 200 cows',
    title: 'From Ten Cows to Two Hundred: Masco Dairy Marks a Decade of Growth',
    content: `<p>Masco Dairy, which started in 2015 with ten cows on 14 bigha of land, now looks after about 200 cows in seven sheds, with more than 15 breeds represented in the herd.</p>
<p>The farm has grown steadily, adding sheds, feed storage and milking equipment as the herd expanded. Its capacity now exceeds 75000 litres of milk a year. Veterinarians visit regularly, and the farm follows strict hygiene and animal-welfare routines in every shed.</p>
<p>The dairy is one of the group’s non-apparel businesses, alongside the Masco Cricket Academy, Masco School, Masco Properties, Masminu Motors and Masco Share &amp; Securities. Its managers say the next step is to improve fodder production on site and to invest in cooling and storage to keep quality high from the shed to the customer.</p>`,
    createdAt: at('2025-04-22', '11:45'),
  },
  {
    slug: 'annual-picnic-and-cultural-programme-2025',
    quickTitle: 'Annual picnic and cultural programme',
    title: 'Masco Annual Picnic and Cultural Programme Brings Units Together for a Day Out',
    content: `<p>Members of Masco Group and their families enjoyed a day away from the factory floor at the annual picnic and cultural programme, held unit by unit over two weekends.</p>
<p>The day included games, a raffle draw with household prizes, and a traditional lunch prepared for every guest. In the afternoon, the Masco cultural club took the stage with songs, dances and a short drama written and performed by workers from the sewing units.</p>
<p>“The picnic is the one day a year when everyone, from operators to directors, sits down for the same meal,” said a member of the events committee, which includes worker representatives and plans the programme each year.</p>`,
    createdAt: at('2025-01-24', '17:15'),
  },
  {
    slug: 'green-building-tour-opens-to-public',
    quickTitle: 'Monthly green building tours open to the public',
    title:
      'Masco Opens Its LEED Platinum Green Building to Visitors on the First Saturday of Every Month',
    content: `<p>Masco Group has opened its LEED Platinum green building at Tasniah Fabrics to visitors through a regular Green Building Tour, held on the first Saturday of every month from 11:00 AM to 12:30 PM.</p>
<p>The tour lasts about ninety minutes and shows how the building’s design saves around 20% of energy compared with a conventional building and supplies more than 30% more fresh air to the production floor, alongside daylighting, rainwater harvesting and water-efficient fixtures.</p>
<p>Tours take place only with prior confirmation. Schools and colleges are asked to book at least two weeks in advance. Appointments can be requested by e-mail to info@mascobd.com with the subject “Green Building Tour”.</p>`,
    createdAt: at('2024-01-08', '12:00'),
  },
  {
    slug: 'tree-plantation-drive-4000-trees',
    quickTitle: 'Tree plantation drive launched',
    title: 'Masco Launches a Tree Plantation Drive to Plant 4000 Trees by 2023',
    content: `<p>On World Environment Day, Masco Group launched a tree plantation drive with the goal of planting 4000 trees around its factories and in neighbouring communities by 2023.</p>
<p>Workers, pupils from Masco School and members of the local community planted the first saplings of fruit, timber and shade trees along factory boundaries, access roads and school grounds. Each unit has appointed a team to water and protect the young trees through the dry season.</p>
<p>The drive forms part of the group’s community development programme and complements its environmental initiatives, from rooftop solar and effluent treatment to its LEED Platinum green building.</p>`,
    createdAt: at('2022-06-05', '09:30'),
  },
  {
    slug: 'subsidised-sanitary-napkins-10-taka',
    quickTitle: 'Sanitary napkins for 10 Taka at work',
    title: 'Masco Introduces Subsidised Sanitary Napkins at 10 Taka for Women Workers',
    content: `<p>To mark International Women’s Day, Masco Group introduced subsidised sanitary napkins for its women workers, sold inside the factories for 10 Taka a pack against a market price of about 50 Taka, a subsidy of 80%.</p>
<p>The initiative grew out of health sessions run by peer educators under the group’s HER projects, in which many women said that cost and the difficulty of buying napkins discreetly led them to use cloth instead, with risks to their health and more days missed at work.</p>
<p>Napkins are available at the medical centre and at points managed by female welfare officers in every unit. Peer educators continue to run sessions on menstrual health and hygiene for new joiners.</p>`,
    createdAt: at('2022-03-08', '11:00'),
  },
  {
    slug: 'masco-washing-unit-begins-production',
    quickTitle: 'New washing unit begins production',
    title: 'Masco’s New Garment Washing Unit Begins Production with Water-Saving Technology',
    content: `<p>Masco Group’s new garment washing unit has begun production, adding in-house washing and garment finishing to the group’s knitting, dyeing, printing, embroidery and sewing capabilities.</p>
<p>The unit was designed around water and chemical savings, with low-liquor-ratio washing machines, nano-bubble finishing and ozone treatment, alongside sample machines for developing washed looks with buyers before bulk production.</p>
<p>By washing garments in-house, the group can offer garment-washed and softened products without sending goods to outside washing plants, shortening lead times and keeping every step under the same quality and chemical management systems.</p>`,
    createdAt: at('2021-09-20', '12:00'),
  },
  {
    slug: 'nasal-cannula-oxygen-cylinder-donation',
    quickTitle: 'Nasal cannulas and oxygen donated',
    title:
      'Masco Donates 10 High-Flow Nasal Cannulas and 40 Oxygen Cylinders to Support COVID-19 Treatment',
    content: `<p>As hospitals faced a surge of COVID-19 patients, Masco Group donated 10 high-flow nasal cannulas together with 40 oxygen cylinders to support the treatment of patients with severe breathing difficulties.</p>
<p>High-flow nasal cannulas deliver oxygen at high flow rates and can help some patients avoid the need for a ventilator. At the height of the pandemic, they were among the equipment in shortest supply across the country.</p>
<blockquote>“Our members and their families live in these communities. When local hospitals need help, it is our responsibility to respond,” said a member of the group’s management.</blockquote>
<p>The donation was part of the group’s wider pandemic response, which also included health screening, vaccination support and safety measures in all factories.</p>`,
    createdAt: at('2021-07-18', '14:20'),
  },
  {
    slug: 'masco-cricket-academy-opens',
    quickTitle: 'Masco Cricket Academy opens',
    title: 'Masco Cricket Academy Opens on 16 Bigha with Five Training Programmes',
    content: `<p>The Masco Cricket Academy officially opened on 12 February 2021, offering young cricketers professional coaching and facilities on a 16-bigha campus.</p>
<p>The academy offers five programmes: Regular (four days a week for one year), Weekly (one day at the weekend), Monthly (two sessions covering a month), Summer (one month with boarding) and Winter (two months with boarding). Players train with imported equipment under experienced coaching staff.</p>
<p>Alongside the ground, the campus includes a gymnasium, a dormitory, a restaurant and cafeteria, and facilities for art training, with membership options for families and clubs. The academy is open to young players from the region as well as to the children of Masco employees.</p>`,
    createdAt: at('2021-02-12', '16:45'),
  },
];

/** Video items of the media page, newest first. */
const mediaVideos: [quickTitle: string, title: string, id: string, createdAt: Date][] = [
  [
    'Corporate film 2026',
    'Masco Group Corporate Film 2026',
    'Qm7vT2kXe4A',
    at('2026-10-21', '12:00'),
  ],
  [
    'Inside our green building',
    'Inside the LEED Platinum Green Building at Tasniah Fabrics',
    'Ht4pZ8cVy1M',
    at('2026-05-14', '11:30'),
  ],
  [
    '18000 voices, one anthem',
    '18000 Voices: The Masco Family Sings the National Anthem',
    'Ys6tB4eRz9K',
    at('2025-12-17', '19:00'),
  ],
  [
    'A day at the cricket academy',
    'Masco Cricket Academy: A Day with the Summer Programme',
    'Cw5jX0dLm7R',
    at('2025-07-09', '17:00'),
  ],
];

export const seedMediaItems: MediaItemRow[] = [
  ...news.map((item, i) => ({
    id: i + 1,
    mediaType: 'news',
    slug: item.slug,
    quickTitle: item.quickTitle,
    title: item.title,
    featureImage: demo.news(i + 1),
    content: item.content,
    link: '',
    createdAt: item.createdAt,
    bn: banglaNews[item.slug] ?? {},
  })),
  ...mediaVideos.map(([quickTitle, title, id, createdAt], i) => ({
    id: news.length + i + 1,
    mediaType: 'video',
    slug: null,
    quickTitle,
    title,
    featureImage: demo.video([1, 3, 5, 7][i] ?? i + 1),
    content: '',
    link: youtube(id),
    createdAt,
    bn: banglaVideos[quickTitle] ?? {},
  })),
];
