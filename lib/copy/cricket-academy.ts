import { NON_APPAREL_EYEBROW, type BusinessPage } from './non-apparel';

/**
 * /masco-cricket-academy (spec part 2, section 2): established in 2021 on 16 bigha,
 * opened on 12 February 2021; five training programmes, an imported-equipment
 * table and eight other facilities.
 */
export const cricketAcademy: BusinessPage = {
  path: '/masco-cricket-academy',
  title: 'Masco Cricket Academy',
  eyebrow: NON_APPAREL_EYEBROW,
  description:
    'Masco Cricket Academy: a 16-bigha cricket academy opened on 12 February 2021, with five training programmes from weekend sessions to residential camps, imported equipment and a dormitory.',
  intro:
    'A home for young cricketers: a full ground, practice wickets, imported equipment and professional coaches on a 16-bigha campus, open since 12 February 2021.',
  facts: [
    { value: '2021', label: 'established' },
    { value: '16 bigha', label: 'of grounds and facilities' },
    { value: '12 February 2021', label: 'opening day' },
    { value: '5', label: 'training programmes' },
  ],
  blocks: [
    {
      kind: 'text',
      id: 'story',
      eyebrow: 'Our story',
      title: 'Why a garment group built a cricket academy',
      paragraphs: [
        'Cricket is the game Bangladesh shares, and many of our colleagues’ children dream of playing it properly. Good pitches, nets and coaches, though, are mostly found in the big cities. In 2021 the group set aside 16 bigha of land to bring them closer to home, for our families and for young players from the surrounding area.',
        'Masco Cricket Academy opened on 12 February 2021. It brings together a full ground and practice wickets, imported equipment, a gymnasium, a dormitory for the residential programmes and a professional coaching staff, so that a talented player is not lost for want of a pitch or a coach.',
        'Players train in batting, bowling, fielding, fitness and match awareness, in groups matched to their age and level, and play regular matches against school and club sides.',
      ],
      aside: {
        title: 'At a glance',
        items: [
          'Established in 2021 on 16 bigha',
          'Opened on 12 February 2021',
          'Five programmes, from one day a week to two months in residence',
          'Imported bowling machines, pitch equipment and nets',
          'Dormitory, gymnasium, restaurant and cafeteria on site',
        ],
      },
    },
    {
      kind: 'cards',
      id: 'programmes',
      eyebrow: 'Training',
      title: 'Five training programmes',
      intro:
        'From a weekend session to a season in residence, for beginners and for players preparing for selection.',
      cards: [
        {
          title: 'Regular',
          detail: '4 days a week for 1 year',
          text: 'A full year of structured coaching in batting, bowling, fielding and fitness, with match practice every week and a progress review each term.',
        },
        {
          title: 'Weekly',
          detail: '1 day at weekends',
          text: 'A weekend session for school students and working players who want to keep improving alongside their studies or work.',
        },
        {
          title: 'Monthly',
          detail: 'Twice, covering a month',
          text: 'Two intensive sessions spread over a month, built around a skills assessment and a personal practice plan to follow at home.',
        },
        {
          title: 'Summer',
          detail: '1 month with boarding',
          text: 'A residential month in the summer holidays: daily training, matches and fitness work, with meals and a bed in the academy dormitory.',
        },
        {
          title: 'Winter',
          detail: '2 months with boarding',
          text: 'Two residential months in the cricket season, with daily training, a full match programme and video review of every player.',
        },
      ],
    },
    {
      kind: 'tables',
      id: 'equipment',
      eyebrow: 'Equipment',
      title: 'Imported equipment',
      intro:
        'Players train with the equipment used by professional academies abroad, brought in for the academy.',
      tables: [
        {
          caption: 'Equipment and where it comes from',
          columns: ['Equipment', 'Origin'],
          minWidth: '18rem',
          // Illustrative until the academy confirms its inventory.
          rows: [
            ['Bowling machines', 'Australia'],
            ['Turf rollers and pitch covers', 'England'],
            ['Practice nets and mats', 'India'],
            ['Video analysis system', 'United Kingdom'],
            ['Gymnasium equipment', 'United States'],
          ],
        },
      ],
    },
    {
      kind: 'tiles',
      id: 'other-facilities',
      eyebrow: 'On campus',
      title: 'Other facilities',
      intro: 'Everything a young player needs for a day, a month or a season at the academy.',
      tiles: [
        {
          title: 'Restaurant and cafeteria',
          text: 'Balanced meals for players in training, and a cafeteria for visiting families.',
        },
        {
          title: 'Art training',
          text: 'Drawing and painting classes, so residential players have a creative outlet too.',
        },
        {
          title: 'Membership',
          text: 'Membership for players and families, with access to the nets and academy events.',
        },
        {
          title: 'Gymnasium',
          text: 'Strength, conditioning and recovery work, planned with the coaches.',
        },
        {
          title: 'Dormitory',
          text: 'Supervised rooms for players on the summer and winter boarding programmes.',
        },
        {
          title: 'World-class coaching staff',
          text: 'Coaches for batting, bowling, fielding and fitness, with professional experience.',
        },
        {
          title: 'Ground facilities',
          text: 'A full ground, turf and practice wickets, and nets for training in any season.',
        },
        {
          title: 'Others',
          text: 'Changing rooms, first aid, parking and seating for families on match days.',
        },
      ],
    },
  ],
  contact: {
    title: 'Join a programme or visit the academy',
    text: 'Tell us the player’s age and which programme interests you, and the academy will reply with dates, fees and what to bring.',
    action: 'Ask about admission',
  },
};
