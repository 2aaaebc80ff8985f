/**
 * The non-apparel businesses (spec part 2, section 2): their facts and words.
 * Each page is a banner, a strip of key facts and a list of blocks.
 */

export type Table = { caption: string; columns: string[]; rows: string[][] };

export type Block =
  | { kind: 'text'; id: string; title: string; eyebrow?: string; paragraphs: string[] }
  | {
      kind: 'cards';
      id: string;
      title: string;
      eyebrow?: string;
      intro?: string;
      cards: { title: string; detail?: string; text: string }[];
    }
  | { kind: 'tiles'; id: string; title: string; eyebrow?: string; tiles: string[] }
  | {
      kind: 'tables';
      id: string;
      title: string;
      eyebrow?: string;
      intro?: string;
      tables: Table[];
    };

export type BusinessPage = {
  path: string;
  /** The page's h1 and its breadcrumb. */
  title: string;
  eyebrow: string;
  description: string;
  intro: string;
  facts: { value: string; label: string }[];
  blocks: Block[];
};

export const cricketAcademy: BusinessPage = {
  path: '/masco-cricket-academy',
  title: 'Masco Cricket Academy',
  eyebrow: 'Non-apparel business',
  description:
    'Masco Cricket Academy: a 16-bigha residential cricket academy opened on 12 February 2021, with five training programmes, imported equipment and professional coaches.',
  intro:
    'A home for young cricketers: turf wickets, indoor nets, imported equipment and professional coaches on a 16-bigha campus, open since 12 February 2021.',
  facts: [
    { value: '2021', label: 'established' },
    { value: '16 bigha', label: 'campus' },
    { value: '12 February 2021', label: 'opened' },
    { value: '5', label: 'training programmes' },
  ],
  blocks: [
    {
      kind: 'text',
      id: 'story',
      eyebrow: 'Our story',
      title: 'Why a garment group built a cricket academy',
      paragraphs: [
        'Cricket is Bangladesh’s shared passion, and many of our colleagues’ children dream of playing it properly. In 2021 the group set aside 16 bigha of land to give them, and young players from across the region, the facilities that are usually found only in the capital.',
        'Masco Cricket Academy opened on 12 February 2021. It combines turf and practice wickets, indoor nets for the monsoon, a gymnasium, a dormitory for residential programmes and a coaching staff with first-class and international experience, so that talent is not lost for want of a pitch or a coach.',
      ],
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
          text: 'A full year of structured coaching in batting, bowling, fielding and fitness, with match practice every week.',
        },
        {
          title: 'Weekly',
          detail: '1 day at weekends',
          text: 'A weekend session for school students and working players who want to keep improving.',
        },
        {
          title: 'Monthly',
          detail: 'Twice, covering a month',
          text: 'Two intensive sessions over a month, built around skills assessment and a personal practice plan.',
        },
        {
          title: 'Summer',
          detail: '1 month with boarding',
          text: 'A residential month in the summer holidays: training, matches, fitness and life at the academy.',
        },
        {
          title: 'Winter',
          detail: '2 months with boarding',
          text: 'Two residential months in the cricket season, with daily training and a full match programme.',
        },
      ],
    },
    {
      kind: 'tables',
      id: 'equipment',
      eyebrow: 'Facilities',
      title: 'Imported equipment',
      intro: 'Players train on the equipment used by professional academies abroad.',
      tables: [
        {
          caption: 'Equipment and where it comes from',
          columns: ['Equipment', 'Origin'],
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
      tiles: [
        'Restaurant and cafeteria',
        'Art training',
        'Membership',
        'Gymnasium',
        'Dormitory',
        'World-class coaching staff',
        'Ground facilities',
        'Others',
      ],
    },
  ],
};

export const school: BusinessPage = {
  path: '/masco-school',
  title: 'Masco School',
  eyebrow: 'Non-apparel business',
  description:
    'Masco School, established in September 2014: one of 86 Cambridge-accredited schools in Bangladesh, with a 50% tuition waiver for the children of Masco employees.',
  intro:
    'An English-medium school with an international curriculum, founded in September 2014 so that our colleagues’ children, and their neighbours, can learn to the standard of the country’s best schools.',
  facts: [
    { value: 'September 2014', label: 'established' },
    { value: '1 of 86', label: 'Cambridge-accredited schools in Bangladesh' },
    { value: '50%', label: 'tuition waiver for employees’ children' },
  ],
  blocks: [
    {
      kind: 'text',
      id: 'about',
      eyebrow: 'About the school',
      title: 'A Cambridge education close to home',
      paragraphs: [
        'Masco School opened in September 2014 and is one of 86 schools in the country accredited by Cambridge Assessment International Education. Pupils follow the Cambridge Primary, Lower Secondary, IGCSE and A Level programmes, taught by trained teachers in small classes.',
        'Every child of a Masco employee is offered a 50% waiver on tuition fees, because an education like this should not depend on where a parent works on the factory floor.',
      ],
    },
    {
      kind: 'cards',
      id: 'learning',
      eyebrow: 'Learning',
      title: 'What pupils find here',
      cards: [
        {
          title: 'Cambridge curriculum',
          text: 'From Primary to A Level, with internationally recognised examinations.',
        },
        {
          title: 'Science and computer labs',
          text: 'Hands-on science and computing from the first years.',
        },
        {
          title: 'Sport and the arts',
          text: 'Cricket at the Masco Cricket Academy, music, art and debate.',
        },
        {
          title: 'Care and safety',
          text: 'Transport, a health room and a safe, supervised campus.',
        },
      ],
    },
  ],
};

export const dairy: BusinessPage = {
  path: '/masco-dairy-firm',
  title: 'Masco Dairy Farm',
  eyebrow: 'Non-apparel business',
  description:
    'Masco Dairy Farm: started in 2015 with ten cows on 14 bigha, now about 200 cows of more than 15 breeds in seven sheds, producing over 75,000 litres of milk a year.',
  intro:
    'Fresh, safe milk from our own farm: started in 2015 with ten cows, now about 200 cows of more than fifteen breeds.',
  facts: [
    { value: '2015', label: 'started, with ten cows' },
    { value: '14 bigha', label: 'farm' },
    { value: 'about 200', label: 'cows in seven sheds' },
    { value: '15+', label: 'breeds' },
    { value: '75,000+ litres', label: 'of milk a year' },
  ],
  blocks: [
    {
      kind: 'text',
      id: 'farm',
      eyebrow: 'The farm',
      title: 'From ten cows to a modern dairy farm',
      paragraphs: [
        'Masco Dairy Farm started in 2015 with ten cows on 14 bigha of land. Today about 200 cows of more than fifteen local and cross breeds live in seven ventilated sheds, with their own fodder fields, a veterinary team and a milking parlour.',
        'The farm produces more than 75,000 litres of milk a year. Milk is chilled straight after milking and tested for quality before it leaves the farm, and manure goes to a biogas plant and back to the fodder fields as fertiliser.',
      ],
    },
  ],
};

export const properties: BusinessPage = {
  path: '/masco-properties',
  title: 'Masco Properties',
  eyebrow: 'Non-apparel business',
  description:
    'Masco Properties, the group’s construction and property company since 2011: completed and ongoing residential, commercial and industrial projects in Dhaka and Gazipur.',
  intro:
    'The group’s construction and property company, founded in 2011: homes, offices and factory buildings built to the standards we hold our own factories to.',
  facts: [
    { value: '2011', label: 'founded' },
    { value: '4', label: 'completed projects' },
    { value: '3', label: 'ongoing projects' },
  ],
  blocks: [
    {
      kind: 'tables',
      id: 'projects',
      eyebrow: 'Portfolio',
      title: 'Our projects',
      tables: [
        {
          caption: 'Completed projects',
          columns: ['Project', 'Type', 'Location', 'Completed'],
          rows: [
            ['Masco Tower', 'Commercial', 'Gulshan, Dhaka', '2015'],
            ['Masco Residency', 'Residential', 'Uttara, Dhaka', '2017'],
            ['Tasniah Fabrics factory', 'Industrial (LEED)', 'Kashimpur, Gazipur', '2019'],
            ['Masco School campus', 'Educational', 'Gazipur', '2014'],
          ],
        },
        {
          caption: 'Ongoing projects',
          columns: ['Project', 'Type', 'Location', 'Expected'],
          rows: [
            ['Masco Heights', 'Residential', 'Bashundhara, Dhaka', '2027'],
            ['Masco Business Centre', 'Commercial', 'Tejgaon, Dhaka', '2028'],
            ['Washing unit extension', 'Industrial', 'Savar', '2027'],
          ],
        },
      ],
    },
  ],
};

export const shareSecurity: BusinessPage = {
  path: '/masco-share&security',
  title: 'Masco Share & Security',
  eyebrow: 'Exposure to capital market',
  description:
    'Masco Share & Security: the group’s exposure to the capital market, a brokerage and investment company serving investors on the Dhaka and Chittagong stock exchanges.',
  intro:
    'The group’s exposure to the capital market: a brokerage and investment company for individual and institutional investors.',
  facts: [
    { value: 'DSE and CSE', label: 'markets served' },
    { value: 'BO accounts', label: 'opened and managed' },
  ],
  blocks: [
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'Services',
      title: 'What we offer investors',
      cards: [
        {
          title: 'Brokerage',
          text: 'Buying and selling listed securities on the Dhaka and Chittagong stock exchanges.',
        },
        { title: 'BO accounts', text: 'Opening and maintaining beneficiary owner accounts.' },
        {
          title: 'Research',
          text: 'Market and company research to support our clients’ decisions.',
        },
        {
          title: 'Portfolio support',
          text: 'Help with IPO applications, corporate actions and portfolio reports.',
        },
      ],
    },
  ],
};

export const masminuMotors: BusinessPage = {
  path: '/masminu-motors',
  title: 'Masminu Motors',
  eyebrow: 'Non-apparel business',
  description:
    'Masminu Motors: the group’s motorcycle dealership, with sales, genuine parts and after-sales service for commuters and businesses.',
  intro:
    'The group’s motorcycle dealership: new motorcycles, genuine parts and a service workshop for commuters, riders and businesses.',
  facts: [
    { value: 'Sales', label: 'new motorcycles' },
    { value: 'Service', label: 'workshop and genuine parts' },
  ],
  blocks: [
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'Services',
      title: 'What we offer riders',
      cards: [
        {
          title: 'Sales',
          text: 'Commuter and sports motorcycles, with help choosing the right one and easy payment plans.',
        },
        {
          title: 'Service',
          text: 'A workshop with trained mechanics for regular servicing and repairs.',
        },
        { title: 'Genuine parts', text: 'Original spare parts and accessories, in stock.' },
        {
          title: 'Fleet sales',
          text: 'Motorcycles for businesses and delivery teams, with service agreements.',
        },
      ],
    },
  ],
};
