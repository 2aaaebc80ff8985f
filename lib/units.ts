/** Static facts of the apparel units (spec part 1, section 9). */
export const knittingUnit = {
  name: 'Masco Industries Ltd — Knitting',
  address: 'Tetuljhora, Hemayetpur, Savar, Dhaka, Bangladesh',
  established: 2010,
  diameters: [
    { fabric: 'Single jersey', range: '30–40 inch' },
    { fabric: 'Interlock', range: '34–38 inch' },
    { fabric: 'Rib', range: '34–40 inch' },
  ],
  gauges: [
    { fabric: 'Single jersey', range: '14–36' },
    { fabric: 'Interlock', range: '18–28' },
    { fabric: 'Rib', range: '14–28' },
  ],
} as const;
