import { complianceFactoryDefaults, higgDefaultRows } from '@/lib/copy/sustainability';
import { demo } from './media';

/**
 * Demo singleton records, keyed by the contract path of their read. Each value is
 * the inner record the embedded API wraps: `{ data: value }` for the apparel,
 * glance, business-overview and clock reads, `{ data: { data: value } }` for the
 * four sustainability records and `{ brochure: value }` for the brochure.
 *
 * Units of the bare numbers (the pages add the labels):
 * - knitting monthly_capacity: tons per month;
 * - dyeing bulk_dyeing / sample_dyeing: kg per day; monthly_dyeing_capacity and
 *   dyeing_capacity: tons per month; garments_dyeing/washing_capacity: pieces per day;
 *   no_of_tumble / no_of_washing: machines;
 * - sewing monthly_capacity: pieces per month; cad_section_sample_capacity: pieces per month;
 * - yarn dyeing lab_dip_color_capacity: lab dips (colours) per day; the other capacities
 *   tons per day, except production_capacity_per_month (tons per month);
 * - sewing thread production_capacity_sewing_thread: cones per day;
 *   production_capacity_per_month: cones per month;
 * - printing and embroidery monthly capacities: pieces per month;
 * - washing monthly_capacity: pieces per month.
 */

const glance = {
  man_power: '18000+',
  knitting_capacity: '1500 Tons / Month',
  dyeing_capacity: '1800 Tons / Month',
  printing_capacity: '5.5 Million Pcs / Month',
  embroidery_capacity: '1.2 Million Pcs / Month',
  sewing_capacity: '2.9 Million Pcs / Month',
  washing_capacity: '1.2 Million Pcs / Month',
  export_capacity: '35 Million Pcs / Year',
  product_mix:
    'Our product mix covers the full knit range: basic and fashion T-shirts, polo shirts, henleys, tank tops, sweatshirts and hoodies, joggers, leggings, sleepwear, and kids’ and babies’ wear. Fabrics are knitted in-house in single jersey, interlock, rib, pique, fleece, French terry and auto-stripe structures, in cotton, organic and recycled cotton, cotton-elastane, polyester and melange blends, then dyed, printed, embroidered and washed within the group, so an order can travel from yarn to finished carton without leaving Masco.',
  rsl: 'Every unit works to our buyers’ restricted substance lists and to the ZDHC Manufacturing Restricted Substances List. Dyes and auxiliaries are screened against the MRSL before they are purchased, each unit keeps a live chemical inventory, and finished goods are tested in accredited third-party laboratories for azo dyes, formaldehyde, alkylphenol ethoxylates, heavy metals and pH before shipment. Our chemists review the list of restricted substances every quarter, so that changes in legislation and brand requirements reach the dye house before they reach the shipment.',
  empowerment_by_clients:
    'Years of consistent quality have earned Masco self-inspection authority from our clients on 60% of shipments: our own certified quality auditors carry out the final inspection and release the goods on the buyer’s behalf. Together with laboratory accreditation from key customers, this removes third-party inspection bottlenecks, shortens lead times and reflects the trust our partners place in our quality system.',
  on_time_shipment:
    'For the last three years more than 99% of our shipments have left on time. Knitting, dyeing, printing, washing and sewing capacity is booked against one group-wide production plan, critical-path milestones are reviewed every morning, and any risk is raised with the merchandising team early enough to recover it on the ground rather than by air.',
};

const yarnDyeing = {
  lab_dip_color_capacity: 120,
  production_capacity_soft_winding: 20,
  production_capacity_cotton_sewing: 4,
  hydro_capacity: 20,
  dryer_capacity: 20,
  cotton_yarn_fishing_capacity: 18,
  production_capacity_per_day: 18,
  production_capacity_per_month: 470,
  yarn_dyeing_certificate: demo.certificate(1),
};

const sewingThread = {
  production_capacity_sewing_thread: 45000,
  production_capacity_per_month: 1170000,
  no_of_machine: 64,
  sewing_thread_certificate: demo.certificate(11),
};

const knitting = {
  circular_machines: 120,
  flat_bed_machines: 40,
  auto_stripe_machines: 24,
  auto_stripe_machines2: 12,
  auto_stripe_rib_machines: 8,
  monthly_capacity: 1500,
  knitting_certificate: demo.certificate(2),
};

const dyeing = {
  concept_knitting_bulk_dyeing: 22000,
  concept_knitting_sample_dyeing: 900,
  concept_knitting_monthly_dyeing_capacity: 600,
  concept_knitting_no_of_tumble: 16,
  concept_knitting_no_of_washing: 6,
  concept_knitting_garments_dyeing_capacity: 15000,
  concept_knitting_garments_washing_capacity: 20000,
  concept_knitting_certificate: demo.certificate(3),
  export_bulk_dyeing: 18000,
  export_sample_dyeing: 800,
  export_dyeing_capacity: 500,
  export_no_of_tumble: 14,
  export_no_of_washing: 5,
  export_certificate: demo.certificate(8),
  industries_bulk_dyeing: 26000,
  industries_sample_dyeing: 1100,
  industries_dyeing_capacity: 700,
  industries_no_of_tumble: 20,
  industries_no_of_washing: 7,
  industries_certificate: demo.certificate(7),
};

const sewing = {
  santa_sewing_lines: 24,
  santa_machines: 1320,
  santa_monthly_capacity: 460000,
  santa_employees: 1600,
  santa_certificate: demo.certificate(4),
  concept_knitting_sewing_lines: 18,
  concept_knitting_machines: 990,
  concept_knitting_monthly_capacity: 340000,
  concept_knitting_employess: 1200,
  concept_knitting_certificate: demo.certificate(5),
  tasniah_fabrics_sewing_lines: 30,
  tasniah_fabrics_machines: 1650,
  tasniah_fabrics_monthly_capacity: 570000,
  tasniah_fabrics_employess: 2000,
  tasniah_fabrics_certificate: demo.certificate(10),
  cottons_sewing_lines: 20,
  cottons_machines: 1100,
  cottons_monthly_capacity: 380000,
  cottons_employess: 1300,
  cottons_certificate: demo.certificate(9),
  mascotex_sewing_lines: 16,
  mascotex_machines: 880,
  mascotex_monthly_capacity: 300000,
  mascotex_employess: 1050,
  mascotex_certificate: demo.certificate(14),
  industries_sewing_lines: 22,
  industries_machines: 1210,
  industries_monthly_capacity: 420000,
  industries_employess: 1450,
  industries_certificate: demo.certificate(13),
  composite_knit_garments_sewing_lines: 14,
  composite_knit_garments_machines: 770,
  composite_knit_garments_monthly_capacity: 265000,
  composite_knit_garments_employess: 900,
  composite_knit_garments_certificate: demo.certificate(16),
  mpl_wear_sewing_lines: 12,
  mpl_wear_machines: 660,
  mpl_wear_monthly_capacity: 225000,
  mpl_wear_employess: 800,
  mpl_wear_certificate: demo.certificate(18),
  cad_section_sewing_machines: 60,
  cad_section_dummy: 25,
  cad_section_spreader_machines: 6,
  cad_section_plotter_machines: 8,
  cad_section_pattern_machines: 5,
  cad_section_sample_capacity: 45000,
};

const printingEmbroidery = {
  // Masco Picasso Ltd, the printing factory (2014).
  sublimation_machines: 6,
  set_of_auto_circular_machines: 12,
  monthly_capacity: 3000000,
  no_of_printing_table: 40,
  masco_picasso_certificate: demo.certificate(1),
  // Masco Printing & Embroidery Ltd (2019).
  embroidery_machines: 60,
  auto_circular_machines: 10,
  set_of_oval_machines: 4,
  printing_table: 30,
  laser_cutting_machines: 4,
  monthly_capacity_stitch: 1200000,
  monthly_capacity_printing: 2500000,
  masco_printing_embroidery_certificate: demo.certificate(5),
};

const washing = {
  eco_cloud: demo.photo(1),
  save_water: demo.photo(2),
  no_of_machines: 48,
  monthly_capacity: 1200000,
  no_of_employees: 350,
  no_of_sample: 8,
  washing_certifications: demo.certificate(6),
};

/** The compliance table: eleven factories, one entry per factory in every column. */
const complianceFactories = complianceFactoryDefaults;

const social = {
  we_women_image: demo.photo(3),
  we_women:
    'We Women is our in-house leadership programme for female workers, who make up the majority of our sewing floors. Each year operators nominated by their line chiefs follow a twelve-month course in communication, production planning, negotiation and basic financial literacy, alongside coaching from women who have already moved into supervisory roles. Graduates are given priority for line-leader and quality-inspector openings, and many now mentor the next intake, building a pipeline of women who lead the floors they once worked on.',
  mother_work_image: demo.photo(4),
  mother_work:
    'Mother’s Work supports working mothers from pregnancy to the return to work. Expectant mothers are moved to lighter, seated tasks, receive regular check-ups and nutrition advice at the factory medical centre, and take their paid maternity leave in full. Every unit runs a day-care centre staffed by trained caregivers and a private breastfeeding corner, and returning mothers keep nursing breaks in their working day, so that no one has to choose between her child and her job.',
  her_project_image: demo.photo(5),
  her_project:
    'Through HER projects we bring health, finance and respect training directly to the factory floor. Peer educators chosen from among the workers run short sessions on menstrual and reproductive health, nutrition and family planning, on opening and using a bank or mobile-money account and saving for the family’s goals, and on communication and mutual respect at work. Subsidised sanitary napkins, sold inside the factories for 10 Taka against 50 Taka in the market, grew directly out of these sessions.',
  gbav: 'Our GBAV (Gender Based Anti Violation) Program sets a zero-tolerance standard for harassment and violence at work. Every factory has an elected anti-harassment committee led by a woman, confidential complaint boxes and a help desk, and a clear procedure with fixed deadlines for investigating and resolving every complaint. Supervisors and managers receive annual training on respectful conduct, and awareness sessions for all workers explain what counts as harassment, how to report it and how complainants are protected from retaliation.',
  main_driver_satisfaction: [
    'Wages, overtime and festival bonuses paid in full and on time, every month',
    'A safe, clean and well-ventilated workplace',
    'Respectful supervisors and a fair, transparent grievance process',
    'Medical centres, day-care and subsidised essentials inside the factories',
    'Training and clear routes to promotion through the training centre',
    'A 50% tuition waiver at Masco School for employees’ children',
  ],
  recognition_question_chart: demo.chart('recognition-question'),
  recognition_worker_chart: demo.chart('recognition-worker'),
  factory_name: complianceFactories,
  amfori_bsci: ['A', 'A', 'B', 'A', 'A', 'B', 'B', 'A', 'B', 'A', 'N/A'],
  sedex: [
    'Member',
    'Member',
    'Member',
    'Member',
    'Member',
    'Member',
    'N/A',
    'Member',
    'Member',
    'Member',
    'Member',
  ],
  better_work: [
    'Enrolled',
    'Enrolled',
    'Enrolled',
    'N/A',
    'Enrolled',
    'Enrolled',
    'Enrolled',
    'N/A',
    'Enrolled',
    'N/A',
    'N/A',
  ],
  social_labor: [
    'Verified',
    'Verified',
    'Verified',
    'Verified',
    'Verified',
    'Verified',
    'Verified',
    'Verified',
    'N/A',
    'Verified',
    'N/A',
  ],
  higg_index: ['92%', '90%', '88%', '86%', '94%', '89%', '84%', '87%', '85%', '91%', '83%'],
};

/** Verification Summary of Higg FEM-2021-22: ten factories (the page's defaults too). */
const higgRows = higgDefaultRows;

const material = {
  material_chart: demo.chart('material-chart'),
  factory_name: higgRows.map((r) => r[0]),
  higg_id: higgRows.map((r) => r[1]),
  self_assessment_date: higgRows.map((r) => r[2]),
  verification_date: higgRows.map((r) => r[3]),
  verified_score: higgRows.map((r) => r[4]),
};

const environmental = {
  energy_content: [
    'Rooftop solar arrays on the knitting, sewing and warehouse buildings feed the factory grid during daylight hours',
    'Waste-heat recovery from generator exhaust produces steam for the dyeing boilers',
    'Variable-frequency drives on compressors, pumps and fans, and servo motors on sewing machines',
    'LED lighting with daylight sensors across production floors, stores and offices',
    'Sub-metering on every dyeing machine and compressor, reviewed weekly by the energy team',
  ],
  water_content: [
    'Low liquor-ratio dyeing machines and right-first-time recipes to cut repeat dyeing',
    'Counter-current washing and reuse of final rinse water in the next batch',
    'Rainwater harvesting from the LEED Platinum building at Tasniah Fabrics for toilets and landscaping',
    'Flow meters on every water-intensive process and monthly water balance reports',
    'Daily leak walks and awareness campaigns for workers on saving water at home and at work',
  ],
  waste_water_content: [
    'Combined physico-chemical and biological effluent treatment plants at every wet-processing unit',
    'Online monitoring of pH, temperature and dissolved oxygen at the ETP outlet',
    'Twice-yearly third-party testing against the ZDHC Wastewater Guidelines',
    'Part of the treated water is polished and reused for floor cleaning, toilets and gardening',
    'Trained ETP operators on duty around the clock; the plants run whenever production runs',
  ],
  air_emmision_content: [
    'Gas generators with waste-heat recovery replaced diesel generation as the main source of captive power',
    'Annual stack emission testing of boilers and generators against the national standard',
    'Phase-out of ozone-depleting refrigerants in chillers and air-conditioning units',
    'Greenhouse-gas inventory for scope 1 and scope 2 emissions reported through the Higg FEM',
    'Tree plantation around factory premises as part of the community tree programme',
  ],
  waste_content: [
    'Segregation at source into cutting waste, cones, cartons, poly, chemical drums and hazardous waste',
    'Cutting scraps sorted by colour and fibre and sent to mechanical recycling partners',
    'Empty dye and chemical drums returned to suppliers or cleaned and sent to licensed recyclers',
    'ETP sludge dried and handed to an authorised co-processing facility, never to open landfill',
    'Paper cones, cartons and poly bags collected and sold for recycling',
  ],
  air_emmision_image: demo.chart('air-emission'),
  waste_water_unit_name: ['Masco Industries Ltd', 'Masco Exports Ltd'],
  waste_eater_foundational: ['Achieved', 'Achieved'],
  waste_water_progressive: ['Achieved', 'Achieved'],
  waste_water_aspirational: ['In progress', 'Planned'],
  waste_water_mrsl_company: ['Conformant', 'Conformant'],
  chemical_unit_name: ['Masco Industries Ltd', 'Concept Knitting Ltd'],
  chemical_zdhc: ['82% at Level 3', '74% at Level 3'],
  chemical_gots: ['Approved', 'Approved'],
  chemical_bluesign: ['System Partner', 'N/A'],
  chemical_oekotex: ['Certified', 'Certified'],
  chemical_certificate: demo.certificate(7),
};

const futurePlan = {
  energy_content: [
    'Expand rooftop solar to every suitable roof in the group by 2028',
    'Cut energy use per kilogram of fabric by 15% against the 2022 baseline by 2030',
    'Sign a science-based target for scope 1 and scope 2 emissions',
    'Replace the remaining conventional sewing motors with servo motors',
  ],
  water_content: [
    'Reduce fresh-water use per kilogram of fabric by 30% against the 2022 baseline by 2030',
    'Extend rainwater harvesting to all new and renovated buildings',
    'Install smart meters with automatic alerts on every groundwater borehole',
  ],
  waste_water_content: [
    'Reach ZDHC Wastewater Guidelines aspirational limits at every wet-processing unit',
    'Commission a membrane-based recycling plant to reuse treated water in dyeing',
    'Publish annual wastewater results on the ZDHC Gateway for all units',
  ],
  waste_content: [
    'Send zero waste to open landfill from any Masco factory',
    'Feed sorted cutting waste back into recycled yarn for our own products',
    'Halve single-use plastic in packing by working with buyers on alternatives',
    'Install sludge drying beds at every effluent treatment plant',
  ],
  air_emmision_content: [
    'Replace the last diesel back-up generators with cleaner alternatives',
    'Move boilers to biomass or electric heating where technically feasible',
    'Install continuous stack monitoring at the main boiler houses',
  ],
  chemical_name: ['Masco Industries Ltd', 'Concept Knitting Ltd', 'Masco Exports Ltd'],
  zdhc_level: [
    '100% of chemical inventory',
    '100% of chemical inventory',
    '95% of chemical inventory',
  ],
  execution_time: ['June 2027', 'December 2027', 'June 2028'],
};

export const seedRecords: Record<string, unknown> = {
  '/api/apparel/masco-at-a-glance': glance,
  '/api/apparel/yarn-dyeing': yarnDyeing,
  '/api/apparel/sewing-thread': sewingThread,
  '/api/apparel/knitting': knitting,
  '/api/apparel/dyeing': dyeing,
  '/api/apparel/sewing': sewing,
  '/api/apparel/printing-embroidery': printingEmbroidery,
  '/api/apparel/washing': washing,
  '/api/sustainability/sustainability_social': social,
  '/api/sustainability/sustainability_material': material,
  '/api/sustainability/sustainability_environmental': environmental,
  '/api/sustainability/sustainability_future-plan': futurePlan,
  '/api/about/brochure': { file: demo.file('masco-group-brochure') },
  '/api/home/business-overview': {
    business_overview: demo.chart('business-overview'),
    export_countries: demo.chart('export-countries'),
  },
  '/api/sustainability/sustainability_sustainable-clock': {
    sustainable_clock: demo.chart('sustainable-clock'),
  },
};
