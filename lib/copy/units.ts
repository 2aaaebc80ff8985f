import type { ReadData } from '@/lib/content/contract';

/**
 * The apparel units: their static facts (factory name, address, year of
 * establishment, spec part 1 section 9 and part 2 section 2), the words around
 * their figures, and which record field feeds which tile. Field names are checked
 * against the contract's record types, so a renamed field fails the type check.
 */

type NumericKeys<R> = { [K in keyof R]: R[K] extends number ? K : never }[keyof R] & string;
type ImageKeys<R> = { [K in keyof R]: R[K] extends string ? K : never }[keyof R] & string;

/** A figure tile: which field, its label, and the unit the field's name implies. */
export type UnitFigure<R> = { field: NumericKeys<R>; label: string; unit?: string };

export type Factory<R> = {
  /** Anchor of the section on its page. */
  id: string;
  /** Short name, for the section heading and the in-page index. */
  title: string;
  name: string;
  address: string;
  established: number;
  /** A note on the year, e.g. when the group bought the factory. */
  establishedNote?: string;
  summary: string;
  /** Product type, shown with the factory's facts. */
  products?: string;
  /** A second paragraph after the summary. */
  details?: string;
  figures: UnitFigure<R>[];
  certificate?: ImageKeys<R>;
  link?: { href: string; label: string };
};

export type UnitPage<R> = {
  path: string;
  title: string;
  description: string;
  intro: string;
  factories: Factory<R>[];
};

/** The words around a unit page's facts (components/units/unit-sections.tsx). */
export const unitLabels = {
  eyebrow: 'Apparel business',
  since: 'Since',
  factory: 'Factory',
  address: 'Address',
  products: 'Products',
  established: 'Established',
  certificate: 'certificate',
  index: 'Factories on this page',
};

/** The words of the washing and sewing-thread pages' own blocks. */
export const washingLabels = {
  capabilities: 'Capabilities',
  ecoEyebrow: 'Less water, fewer chemicals',
  ecoTitle: 'Eco washing',
};
export const sewingThreadLabels = {
  types: 'Thread types',
  typesNote: 'Yarn counts and deniers we make',
  lab: 'Laboratory',
};

const savar = 'Tetuljhora, Hemayetpur, Savar, Dhaka 1340, Bangladesh';
const kashimpur = 'Kashimpur, Gazipur 1750, Bangladesh';
const konabari = 'Konabari, Gazipur 1700, Bangladesh';
const ashulia = 'Zirabo, Ashulia, Savar, Dhaka 1341, Bangladesh';

const perDay = (what: string) => `${what} / day`;
const perMonth = (what: string) => `${what} / month`;

// ---- yarn dyeing -------------------------------------------------------------------

type YarnDyeing = ReadData<'yarnDyeing'>['data'];
export const yarnDyeingPage: UnitPage<YarnDyeing> = {
  path: '/yarn-dyeing',
  title: 'Yarn Dyeing',
  description:
    'Masco’s yarn dyeing unit, established in 2020: package dyeing, soft winding, hydro-extraction and drying of cotton and blended yarn for stripes and yarn-dyed knits.',
  intro:
    'Yarn-dyed stripes, melanges and engineered patterns start here. The unit dyes cotton and blended yarn on packages, so our knitting floors can turn a buyer’s colour card into auto-stripe and jacquard fabric without waiting on an outside dye house.',
  factories: [
    {
      id: 'yarn-dyeing',
      title: 'Yarn dyeing unit',
      name: 'Masco Industries Ltd — Yarn Dyeing',
      address: savar,
      established: 2020,
      summary:
        'Package dyeing machines from sample to bulk size, a dedicated lab-dip room and an automated dispensing system keep shade continuity from the first approval to the last cone. Soft winding before dyeing and hydro-extraction and radio-frequency drying after it give level, even packages ready for knitting.',
      figures: [
        { field: 'lab_dip_color_capacity', label: 'Lab dip colours', unit: perDay('colours') },
        {
          field: 'production_capacity_soft_winding',
          label: 'Soft winding',
          unit: perDay('tons'),
        },
        {
          field: 'production_capacity_cotton_sewing',
          label: 'Cotton sewing yarn',
          unit: perDay('tons'),
        },
        { field: 'hydro_capacity', label: 'Hydro-extraction', unit: perDay('tons') },
        { field: 'dryer_capacity', label: 'Drying', unit: perDay('tons') },
        {
          field: 'cotton_yarn_fishing_capacity',
          label: 'Cotton yarn finishing',
          unit: perDay('tons'),
        },
        { field: 'production_capacity_per_day', label: 'Production', unit: perDay('tons') },
        {
          field: 'production_capacity_per_month',
          label: 'Monthly production',
          unit: perMonth('tons'),
        },
      ],
      certificate: 'yarn_dyeing_certificate',
    },
  ],
};

// ---- sewing thread -----------------------------------------------------------------

type SewingThread = ReadData<'sewingThread'>['data'];
export const sewingThreadPage: UnitPage<SewingThread> & {
  yarnCounts: string[];
  lab: string[];
} = {
  path: '/sewing-thread',
  title: 'Sewing Thread',
  description:
    'Masco’s sewing thread unit, established in 2020: spun polyester, core-spun and cotton threads dyed to shade in its own laboratory for the group’s sewing lines.',
  intro:
    'Thread is the smallest component of a garment and one of the first to show a fault. Making our own means every seam is sewn with thread dyed to the garment’s shade, tested in our own laboratory and delivered to the line the day it is needed.',
  factories: [
    {
      id: 'sewing-thread',
      title: 'Sewing thread unit',
      name: 'Masco Threads — Sewing Thread Unit',
      address: savar,
      established: 2020,
      products: 'Spun polyester, core-spun, cotton and textured sewing threads',
      summary:
        'The unit twists, dyes and winds spun polyester, poly-poly core-spun and mercerised cotton threads, plus textured threads for overlock and flatlock seams.',
      details:
        'Its laboratory matches shades under D65, TL84 and UV light, and tests tensile strength, elongation, colour fastness to washing and rubbing, and lubrication before a batch is released to the sewing floors.',
      figures: [
        {
          field: 'production_capacity_sewing_thread',
          label: 'Thread production',
          unit: perDay('cones'),
        },
        {
          field: 'production_capacity_per_month',
          label: 'Monthly production',
          unit: perMonth('cones'),
        },
        { field: 'no_of_machine', label: 'Machines' },
      ],
      certificate: 'sewing_thread_certificate',
    },
  ],
  /** Spec part 1, business constants: the thread types, in the spec's order. */
  yarnCounts: ['50/2', '40/2', '60/2', '20/2', '20/3', '20/4', '20/9', '150D', '100D', '75D'],
  lab: [
    'Sample dyeing from below 5 gm of yarn',
    'Sample dyeing machines for 50 kg and below',
    'Four photo digitizer sets',
  ],
};

// ---- knitting ----------------------------------------------------------------------

type Knitting = ReadData<'knitting'>['data'];
export const knittingPage: UnitPage<Knitting> & {
  machines: { fabric: string; diameter: string; gauge: string }[];
  labels: { machinesCaption: string; fabric: string; diameter: string; gauge: string };
} = {
  path: '/knitting',
  title: 'Knitting',
  description:
    'The knitting unit of Masco Industries, since 2010: circular, flat-bed and auto-stripe machines knitting single jersey, interlock and rib fabric for the group’s garments.',
  intro:
    'Every garment we make starts as fabric from our own knitting floor. Circular machines for single jersey, interlock and rib, flat-bed machines for collars and cuffs, and auto-stripe machines for engineered stripes cover the whole knit range.',
  factories: [
    {
      id: 'knitting',
      title: 'Knitting unit',
      name: 'Masco Industries Ltd — Knitting',
      address: savar,
      established: 2010,
      summary:
        'Machines from the leading German, Japanese and Taiwanese builders knit cotton, organic and recycled cotton, elastane, polyester and melange blends in every common structure: single jersey, pique, fleece, French terry, interlock and rib.',
      figures: [
        { field: 'circular_machines', label: 'Circular machines' },
        { field: 'flat_bed_machines', label: 'Flat-bed machines' },
        { field: 'auto_stripe_machines', label: 'Auto-stripe machines' },
        { field: 'auto_stripe_machines2', label: 'Auto-stripe machines (II)' },
        { field: 'auto_stripe_rib_machines', label: 'Auto-stripe rib machines' },
        { field: 'monthly_capacity', label: 'Monthly capacity', unit: 'tons' },
      ],
      certificate: 'knitting_certificate',
    },
  ],
  machines: [
    { fabric: 'Single jersey', diameter: '30–40 inch', gauge: '14–36' },
    { fabric: 'Interlock', diameter: '34–38 inch', gauge: '18–28' },
    { fabric: 'Rib', diameter: '34–40 inch', gauge: '14–28' },
  ],
  labels: {
    machinesCaption: 'Machine diameters and gauges',
    fabric: 'Fabric',
    diameter: 'Diameter',
    gauge: 'Gauge',
  },
};

// ---- dyeing ------------------------------------------------------------------------

type Dyeing = ReadData<'dyeing'>['data'];
export const dyeingPage: UnitPage<Dyeing> = {
  path: '/dyeing',
  title: 'Dyeing',
  description:
    'Masco’s three fabric dyeing units — Concept Knitting, Masco Exports and Masco Industries — dyeing and finishing knit fabric and garments in bulk and sample lots.',
  intro:
    'Three dyeing units dye and finish the fabric our knitting floors produce, with sample machines beside the bulk ones so an approved lab dip moves to production without a change of process.',
  factories: [
    {
      id: 'concept-knitting',
      title: 'Concept Knitting',
      name: 'Concept Knitting Ltd',
      address: konabari,
      established: 2003,
      establishedNote: 'part of the group since November 2010',
      summary:
        'Fabric dyeing, plus garment dyeing and washing for pigment, reactive and enzyme-washed looks, in one unit.',
      figures: [
        { field: 'concept_knitting_bulk_dyeing', label: 'Bulk dyeing', unit: perDay('kg') },
        { field: 'concept_knitting_sample_dyeing', label: 'Sample dyeing', unit: perDay('kg') },
        {
          field: 'concept_knitting_monthly_dyeing_capacity',
          label: 'Monthly dyeing capacity',
          unit: perMonth('tons'),
        },
        { field: 'concept_knitting_no_of_tumble', label: 'Tumble dryers' },
        { field: 'concept_knitting_no_of_washing', label: 'Washing machines' },
        {
          field: 'concept_knitting_garments_dyeing_capacity',
          label: 'Garment dyeing',
          unit: perDay('pieces'),
        },
        {
          field: 'concept_knitting_garments_washing_capacity',
          label: 'Garment washing',
          unit: perDay('pieces'),
        },
      ],
      certificate: 'concept_knitting_certificate',
    },
    {
      id: 'exports',
      title: 'Masco Exports',
      name: 'Masco Exports Ltd — Dyeing',
      address: kashimpur,
      established: 2014,
      summary:
        'Low liquor-ratio dyeing machines and an effluent treatment plant sized for the unit’s full load, dyeing cotton and blends for the group’s export orders.',
      figures: [
        { field: 'export_bulk_dyeing', label: 'Bulk dyeing', unit: perDay('kg') },
        { field: 'export_sample_dyeing', label: 'Sample dyeing', unit: perDay('kg') },
        { field: 'export_dyeing_capacity', label: 'Dyeing capacity', unit: perMonth('tons') },
        { field: 'export_no_of_tumble', label: 'Tumble dryers' },
        { field: 'export_no_of_washing', label: 'Washing machines' },
      ],
      certificate: 'export_certificate',
    },
    {
      id: 'industries',
      title: 'Masco Industries',
      name: 'Masco Industries Ltd — Dyeing',
      address: savar,
      established: 2014,
      summary:
        'The group’s largest dye house, beside the knitting unit, with automated chemical dispensing and a finishing line for compacting, stentering and peaching.',
      figures: [
        { field: 'industries_bulk_dyeing', label: 'Bulk dyeing', unit: perDay('kg') },
        { field: 'industries_sample_dyeing', label: 'Sample dyeing', unit: perDay('kg') },
        { field: 'industries_dyeing_capacity', label: 'Dyeing capacity', unit: perMonth('tons') },
        { field: 'industries_no_of_tumble', label: 'Tumble dryers' },
        { field: 'industries_no_of_washing', label: 'Washing machines' },
      ],
      certificate: 'industries_certificate',
    },
  ],
};

// ---- sewing ------------------------------------------------------------------------

type Sewing = ReadData<'sewing'>['data'];
type SewingPrefix =
  | 'concept_knitting_'
  | 'tasniah_fabrics_'
  | 'cottons_'
  | 'mascotex_'
  | 'industries_'
  | 'composite_knit_garments_'
  | 'mpl_wear_';

/** The four figures every sewing unit reports; the wire spells employees 'employess' (sic). */
const sewingFigures = (prefix: SewingPrefix): UnitFigure<Sewing>[] => [
  { field: `${prefix}sewing_lines`, label: 'Sewing lines' },
  { field: `${prefix}machines`, label: 'Machines' },
  { field: `${prefix}monthly_capacity`, label: 'Monthly capacity', unit: perMonth('pieces') },
  { field: `${prefix}employess`, label: 'Employees' },
];

export const sewingPage: UnitPage<Sewing> = {
  path: '/sewing',
  title: 'Sewing',
  description:
    'Masco’s eight sewing units and its Sample & CAD section: sewing lines, machines, monthly capacity and certificates of every garment factory in the group.',
  intro:
    'Eight garment factories sew what the rest of the group knits, dyes, prints and washes: T-shirts, polos, fleece, sleepwear and kidswear for international brands. Each unit runs its own lines and quality team on one shared production plan.',
  factories: [
    {
      id: 'shanta-expressions',
      title: 'Shanta Expressions',
      name: 'Shanta Expressions Ltd',
      address: ashulia,
      established: 2012,
      summary: 'Fashion tops, polo shirts and sleepwear for European high-street brands.',
      figures: [
        { field: 'santa_sewing_lines', label: 'Sewing lines' },
        { field: 'santa_machines', label: 'Machines' },
        { field: 'santa_monthly_capacity', label: 'Monthly capacity', unit: perMonth('pieces') },
        { field: 'santa_employees', label: 'Employees' },
      ],
      certificate: 'santa_certificate',
    },
    {
      id: 'concept-knitting',
      title: 'Concept Knitting',
      name: 'Concept Knitting Ltd',
      address: konabari,
      established: 2003,
      establishedNote: 'part of the group since November 2010',
      summary: 'Basic and garment-dyed T-shirts and sweatshirts, sewn next to their dye house.',
      figures: sewingFigures('concept_knitting_'),
      certificate: 'concept_knitting_certificate',
    },
    {
      id: 'tasniah-fabrics',
      title: 'Tasniah Fabrics',
      name: 'Tasniah Fabrics Ltd',
      address: kashimpur,
      established: 2010,
      summary:
        'Our LEED-certified green factory: daylight-lit floors, rain-water harvesting and solar power, sewing jersey and fleece basics in volume.',
      figures: sewingFigures('tasniah_fabrics_'),
      certificate: 'tasniah_fabrics_certificate',
      link: { href: '/green-tour', label: 'Visit on a green building tour' },
    },
    {
      id: 'cottons',
      title: 'Masco Cottons',
      name: 'Masco Cottons Ltd',
      address: kashimpur,
      established: 2011,
      summary: 'Kids’ and babies’ wear with printed and embroidered details.',
      figures: sewingFigures('cottons_'),
      certificate: 'cottons_certificate',
    },
    {
      id: 'mascotex',
      title: 'Mascotex',
      name: 'Mascotex Ltd',
      address: savar,
      established: 2009,
      summary:
        'Polo shirts, henleys and rugby shirts with flat-knit collars from our own machines.',
      figures: sewingFigures('mascotex_'),
      certificate: 'mascotex_certificate',
    },
    {
      id: 'industries-g1',
      title: 'Masco Industries G1',
      name: 'Masco Industries Ltd — Garments Unit 1',
      address: savar,
      established: 2001,
      summary: 'The group’s first garment factory, now specialised in fleece, joggers and hoodies.',
      figures: sewingFigures('industries_'),
      certificate: 'industries_certificate',
    },
    {
      id: 'composite-knit',
      title: 'Composite Knit Garments',
      name: 'Masco Composite Knit Garments Ltd',
      address: konabari,
      established: 2006,
      summary: 'Leggings, tank tops and activewear in cotton-elastane and performance blends.',
      figures: sewingFigures('composite_knit_garments_'),
      certificate: 'composite_knit_garments_certificate',
    },
    {
      id: 'mpl-wear',
      title: 'MPL Wear',
      name: 'MPL Wear Ltd',
      address: ashulia,
      established: 2012,
      summary: 'Short, fast-moving orders and repeat programmes with weekly shipments.',
      figures: sewingFigures('mpl_wear_'),
      certificate: 'mpl_wear_certificate',
    },
    {
      id: 'sample-cad',
      title: 'Sample & CAD Section',
      name: 'Masco Sample & CAD Section',
      address: savar,
      established: 2001,
      summary:
        'Patterns are drafted and graded on CAD, plotted, cut on automatic spreaders and sewn into proto, fit, size-set and salesman samples, so buyers approve styles on garments made the way production will make them.',
      figures: [
        { field: 'cad_section_sewing_machines', label: 'Sewing machines' },
        { field: 'cad_section_dummy', label: 'Dummies' },
        { field: 'cad_section_spreader_machines', label: 'Spreader machines' },
        { field: 'cad_section_plotter_machines', label: 'Plotter machines' },
        { field: 'cad_section_pattern_machines', label: 'Pattern machines' },
        {
          field: 'cad_section_sample_capacity',
          label: 'Sample capacity',
          unit: perMonth('pieces'),
        },
      ],
    },
  ],
};

// ---- printing and embroidery -------------------------------------------------------

type Printing = ReadData<'printingEmbroidery'>['data'];
export const printingEmbroideryPage: UnitPage<Printing> = {
  path: '/printing-embroidery',
  title: 'Printing & Embroidery',
  description:
    'Masco Picasso (2014) and Masco Printing & Embroidery (2019): screen, sublimation and digital printing, embroidery and laser cutting for knit garments.',
  intro:
    'Two factories give our garments their graphics: Masco Picasso for screen and sublimation printing, and Masco Printing & Embroidery for embroidery, appliqué, laser-cut details and a second printing floor.',
  factories: [
    {
      id: 'printing',
      title: 'Masco Picasso',
      name: 'Masco Picasso Ltd',
      address: kashimpur,
      established: 2014,
      products: 'Screen and sublimation prints',
      summary:
        'The group’s printing factory: water-based, plastisol, discharge, puff, foil, high-density and sublimation prints on cut panels and finished garments, with its own colour kitchen and screen-making room.',
      figures: [
        { field: 'sublimation_machines', label: 'Sublimation machines' },
        { field: 'set_of_auto_circular_machines', label: 'Auto circular machines (sets)' },
        { field: 'no_of_printing_table', label: 'Printing tables' },
        { field: 'monthly_capacity', label: 'Monthly capacity', unit: perMonth('pieces') },
      ],
      certificate: 'masco_picasso_certificate',
    },
    {
      id: 'printing-embroidery',
      title: 'Masco Printing & Embroidery',
      name: 'Masco Printing & Embroidery Ltd',
      address: konabari,
      established: 2019,
      products: 'Embroidery, laser cutting and screen prints',
      summary:
        'The printing and embroidery factory: flat, 3D-puff, sequin and appliqué embroidery, laser cutting and engraving, and a second screen-printing floor on automatic oval and circular machines for large programmes.',
      figures: [
        { field: 'embroidery_machines', label: 'Embroidery machines' },
        { field: 'auto_circular_machines', label: 'Auto circular machines' },
        { field: 'set_of_oval_machines', label: 'Oval machines (sets)' },
        { field: 'printing_table', label: 'Printing tables' },
        { field: 'laser_cutting_machines', label: 'Laser cutting machines' },
        {
          field: 'monthly_capacity_stitch',
          label: 'Monthly embroidery capacity',
          unit: perMonth('pieces'),
        },
        {
          field: 'monthly_capacity_printing',
          label: 'Monthly printing capacity',
          unit: perMonth('pieces'),
        },
      ],
      certificate: 'masco_printing_embroidery_certificate',
    },
  ],
};

// ---- washing -----------------------------------------------------------------------

type Washing = ReadData<'washing'>['data'];
export const washingPage: UnitPage<Washing> & {
  capabilities: string[];
  eco: { field: 'eco_cloud' | 'save_water'; title: string; text: string }[];
} = {
  path: '/washing',
  title: 'Washing',
  description:
    'Masco’s garment washing unit, established in 2021: enzyme, stone, acid, pigment and bleach washes with ozone and e-flow technology that saves water and chemicals.',
  intro:
    'Washes give knitwear its hand-feel and its worn-in looks. Our washing unit, opened in 2021, does them with ozone and nano-bubble technology that uses a fraction of the water and chemicals of a conventional laundry.',
  factories: [
    {
      id: 'washing',
      title: 'Washing unit',
      name: 'Masco Industries Ltd — Washing',
      address: savar,
      established: 2021,
      summary:
        'Washing, tumble-drying and finishing under one roof, with a sample section that develops and documents every wash recipe before bulk.',
      figures: [
        { field: 'no_of_machines', label: 'Washing machines' },
        { field: 'monthly_capacity', label: 'Monthly capacity', unit: perMonth('pieces') },
        { field: 'no_of_employees', label: 'Employees' },
        { field: 'no_of_sample', label: 'Sample machines' },
      ],
      certificate: 'washing_certifications',
    },
  ],
  capabilities: [
    'Enzyme and bio-polish washes',
    'Stone and acid washes',
    'Pigment and garment-dye washes',
    'Bleach, tie-dye and dip-dye effects',
    'Silicone and softener finishes',
    'Ozone fading and nano-bubble finishing',
  ],
  eco: [
    {
      field: 'eco_cloud',
      title: 'Eco cloud',
      text: 'Nano-bubble technology carries chemicals to the garment on air instead of water, cutting water use by up to 90% on softening and finishing.',
    },
    {
      field: 'save_water',
      title: 'Save water',
      text: 'Ozone fading replaces bleach and stone, and the unit’s water is treated and reused, so a wash leaves far less behind it.',
    },
  ],
};
