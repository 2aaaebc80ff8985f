/** The charts by name (the names of demo-assets.json's "charts"). */
import { hbar } from './chart-frame.mjs';
import { businessOverview, exportCountries } from './charts-business.mjs';
import { airEmission, materialChart, sustainableClock } from './charts-sustainability.mjs';
import { C } from './palette.mjs';

export const CHART_DRAW = {
  'business-overview': businessOverview,
  'export-countries': exportCountries,
  'sustainable-clock': sustainableClock,
  'material-chart': materialChart,
  'recognition-question': () =>
    hbar(
      'What matters most to our workers',
      'Share of workers rating each driver as important, %',
      [
        ['Fair and timely wages', 92],
        ['Safe workplace', 88],
        ['Respect from supervisors', 81],
        ['Training and growth', 74],
        ['Health care', 71],
        ['Childcare and day-care', 63],
        ['Transport support', 55],
      ],
      C.teal,
    ),
  'recognition-worker': () =>
    hbar(
      'How workers feel recognised',
      'Share of workers who name each form of recognition, %',
      [
        ['Peer appreciation', 86],
        ['Supervisor feedback', 79],
        ['Monthly awards', 72],
        ['Skill certificates', 66],
        ['Career progression', 61],
        ['Family day events', 48],
      ],
      C.navy,
    ),
  'air-emission': airEmission,
};
