import { z } from 'zod';
import { count, image, record, text, textList } from './fields';

/** The contract's singleton records: the units' figures and facts, the glance, the sustainability tables. */

const counts = <const K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, count()])) as Record<K, ReturnType<typeof count>>;

const prefixed = <const P extends string, const K extends string>(prefix: P, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [`${prefix}${k}`, count()])) as Record<
    `${P}${K}`,
    ReturnType<typeof count>
  >;

const certificate = () => image('certificate');

// ---- unit and about records ----------------------------------------------------

export const glanceTiles = [
  'man_power',
  'knitting_capacity',
  'dyeing_capacity',
  'printing_capacity',
  'embroidery_capacity',
  'sewing_capacity',
  'washing_capacity',
  'export_capacity',
] as const;

export const glanceRecord = record({
  ...(Object.fromEntries(glanceTiles.map((k) => [k, text('N/A')])) as Record<
    (typeof glanceTiles)[number],
    ReturnType<typeof text>
  >),
  product_mix: text(),
  rsl: text(),
  empowerment_by_clients: text(),
  on_time_shipment: text(),
});

export const yarnDyeingRecord = record({
  ...counts([
    'lab_dip_color_capacity',
    'production_capacity_soft_winding',
    'production_capacity_cotton_sewing',
    'hydro_capacity',
    'dryer_capacity',
    'cotton_yarn_fishing_capacity',
    'production_capacity_per_day',
    'production_capacity_per_month',
  ]),
  yarn_dyeing_certificate: certificate(),
});

export const sewingThreadRecord = record({
  ...counts([
    'production_capacity_sewing_thread',
    'production_capacity_per_month',
    'no_of_machine',
  ]),
  sewing_thread_certificate: certificate(),
});

export const knittingRecord = record({
  ...counts([
    'circular_machines',
    'flat_bed_machines',
    'auto_stripe_machines',
    'auto_stripe_machines2',
    'auto_stripe_rib_machines',
    'monthly_capacity',
  ]),
  knitting_certificate: certificate(),
});

const dyeingUnit = [
  'bulk_dyeing',
  'sample_dyeing',
  'dyeing_capacity',
  'no_of_tumble',
  'no_of_washing',
] as const;
export const dyeingRecord = record({
  ...prefixed('concept_knitting_', [
    'bulk_dyeing',
    'sample_dyeing',
    'monthly_dyeing_capacity',
    'no_of_tumble',
    'no_of_washing',
    'garments_dyeing_capacity',
    'garments_washing_capacity',
  ]),
  concept_knitting_certificate: certificate(),
  ...prefixed('export_', dyeingUnit),
  export_certificate: certificate(),
  ...prefixed('industries_', dyeingUnit),
  industries_certificate: certificate(),
});

const sewingUnit = ['sewing_lines', 'machines', 'monthly_capacity', 'employess'] as const;
export const sewingRecord = record({
  ...prefixed('santa_', ['sewing_lines', 'machines', 'monthly_capacity', 'employees']),
  santa_certificate: certificate(),
  ...prefixed('concept_knitting_', sewingUnit),
  concept_knitting_certificate: certificate(),
  ...prefixed('tasniah_fabrics_', sewingUnit),
  tasniah_fabrics_certificate: certificate(),
  ...prefixed('cottons_', sewingUnit),
  cottons_certificate: certificate(),
  ...prefixed('mascotex_', sewingUnit),
  mascotex_certificate: certificate(),
  ...prefixed('industries_', sewingUnit),
  industries_certificate: certificate(),
  ...prefixed('composite_knit_garments_', sewingUnit),
  composite_knit_garments_certificate: certificate(),
  ...prefixed('mpl_wear_', sewingUnit),
  mpl_wear_certificate: certificate(),
  ...prefixed('cad_section_', [
    'sewing_machines',
    'dummy',
    'spreader_machines',
    'plotter_machines',
    'pattern_machines',
    'sample_capacity',
  ]),
});

export const printingRecord = record({
  ...counts([
    'sublimation_machines',
    'set_of_auto_circular_machines',
    'monthly_capacity',
    'no_of_printing_table',
    'embroidery_machines',
    'auto_circular_machines',
    'set_of_oval_machines',
    'printing_table',
    'laser_cutting_machines',
    'monthly_capacity_stitch',
    'monthly_capacity_printing',
  ]),
  masco_picasso_certificate: certificate(),
  masco_printing_embroidery_certificate: certificate(),
});

export const washingRecord = record({
  eco_cloud: image('photo'),
  save_water: image('photo'),
  ...counts(['no_of_machines', 'monthly_capacity', 'no_of_employees', 'no_of_sample']),
  washing_certifications: certificate(),
});

// ---- sustainability records ----------------------------------------------------

export const socialRecord = record({
  we_women_image: image('photo'),
  we_women: text(),
  mother_work_image: image('photo'),
  mother_work: text(),
  her_project_image: image('photo'),
  her_project: text(),
  gbav: text(),
  main_driver_satisfaction: textList(),
  recognition_question_chart: image('chart'),
  recognition_worker_chart: image('chart'),
  factory_name: textList(),
  amfori_bsci: textList(),
  sedex: textList(),
  better_work: textList(),
  social_labor: textList(),
  higg_index: textList(),
});

export const materialRecord = record({
  material_chart: image('chart'),
  factory_name: textList(),
  higg_id: textList(),
  self_assessment_date: textList(),
  verification_date: textList(),
  verified_score: textList(),
});

const contentLists = {
  energy_content: textList(),
  water_content: textList(),
  waste_water_content: textList(),
  air_emmision_content: textList(),
  waste_content: textList(),
};

export const environmentalRecord = record({
  ...contentLists,
  air_emmision_image: image('chart'),
  waste_water_unit_name: textList(),
  waste_eater_foundational: textList(),
  waste_water_progressive: textList(),
  waste_water_aspirational: textList(),
  waste_water_mrsl_company: textList(),
  chemical_unit_name: textList(),
  chemical_zdhc: textList(),
  chemical_gots: textList(),
  chemical_bluesign: textList(),
  chemical_oekotex: textList(),
  chemical_certificate: certificate(),
});

export const futurePlanRecord = record({
  ...contentLists,
  chemical_name: textList(),
  zdhc_level: textList(),
  execution_time: textList(),
});

/** `{ data: { data: Record } }`, the sustainability envelope. */
export const nested = <T extends z.ZodType>(inner: T) => record({ data: record({ data: inner }) });
