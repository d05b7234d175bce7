/**
 * The demonstration shop's quality master data: the specifications its parts are finished to and the
 * instruments its lab and inspectors measure with, each with its calibration history as data.
 * Days are relative to the seed's today (negative: past).
 */
export interface CatalogSpecification {
  code: string;
  revision: string;
  classType?: string;
  title: string;
  thicknessMin: string;
  thicknessMax: string;
  thicknessUnit: 'µm' | 'in';
  requiredTests: string[];
  bake?: { temperature: string; unit: '°C' | '°F'; hours: string; withinHours: string };
  saltSprayHours?: number;
}

export const specificationCatalog: CatalogSpecification[] = [
  {
    code: 'AMS 2404',
    revision: 'H',
    classType: 'Class 1',
    title: 'Electroless nickel plating',
    thicknessMin: '12.7',
    thicknessMax: '25.4',
    thicknessUnit: 'µm',
    requiredTests: ['adhesion', 'porosity'],
  },
  {
    code: 'ASTM B733',
    revision: '22',
    classType: 'Type IV, SC2, Class 2',
    title: 'Autocatalytic (electroless) nickel-phosphorus coatings on metal',
    thicknessMin: '25',
    thicknessMax: '40',
    thicknessUnit: 'µm',
    requiredTests: ['adhesion', 'hardness'],
    bake: { temperature: '190', unit: '°C', hours: '3', withinHours: '4' },
  },
  {
    code: 'ASTM B633',
    revision: '23',
    classType: 'Fe/Zn 8, Type II',
    title: 'Electrodeposited coatings of zinc on iron and steel',
    thicknessMin: '8',
    thicknessMax: '15',
    thicknessUnit: 'µm',
    requiredTests: ['adhesion', 'saltSpray'],
    saltSprayHours: 96,
  },
  {
    code: 'MIL-DTL-5541',
    revision: 'F',
    classType: 'Type II, Class 3',
    title: 'Chemical conversion coatings on aluminum and aluminum alloys',
    thicknessMin: '0.25',
    thicknessMax: '1',
    thicknessUnit: 'µm',
    requiredTests: ['appearance', 'saltSpray'],
    saltSprayHours: 168,
  },
  {
    code: 'AMS 2460',
    revision: 'D',
    title: 'Chromium plating',
    thicknessMin: '0.0010',
    thicknessMax: '0.0030',
    thicknessUnit: 'in',
    requiredTests: ['adhesion', 'hydrogenEmbrittlement'],
    bake: { temperature: '375', unit: '°F', hours: '23', withinHours: '4' },
  },
];

export interface CatalogInstrument {
  tag: string;
  kind: string;
  serial: string;
  description: string;
  location: string;
  status?: 'outOfService';
  /** Calibrations, oldest first: performed on day `on`, valid until day `due`. */
  calibrations: { on: number; due: number; by: string; result: 'pass' | 'adjusted' | 'fail'; certificate?: string }[];
}

const lab = 'Gage Lab Services Inc.';

export const instrumentCatalog: CatalogInstrument[] = [
  {
    tag: 'XRF-01',
    kind: 'xrf',
    serial: 'FT110A-20417',
    description: 'XRF coating thickness gauge',
    location: 'Final inspection',
    calibrations: [
      { on: -380, due: -15, by: lab, result: 'pass', certificate: 'GL-24-3310' },
      { on: -20, due: 345, by: lab, result: 'adjusted', certificate: 'GL-25-4102' },
    ],
  },
  {
    tag: 'PH-02',
    kind: 'phMeter',
    serial: 'HI5221-88231',
    description: 'Bench pH meter',
    location: 'Chemistry lab',
    // Falls due within 30 days: the home page lists it.
    calibrations: [{ on: -170, due: 12, by: 'In-house (lab)', result: 'pass' }],
  },
  {
    tag: 'TC-03',
    kind: 'thermometer',
    serial: 'FL-54II-1190',
    description: 'Thermocouple thermometer, bake oven',
    location: 'Bake oven 1',
    calibrations: [{ on: -60, due: 305, by: lab, result: 'pass', certificate: 'GL-25-3987' }],
  },
  {
    tag: 'BAL-04',
    kind: 'balance',
    serial: 'MS204TS-7741',
    description: 'Analytical balance 220 g',
    location: 'Chemistry lab',
    calibrations: [{ on: -100, due: 265, by: lab, result: 'pass', certificate: 'GL-25-3650' }],
  },
  {
    tag: 'BUR-05',
    kind: 'burette',
    serial: 'DB-50-0332',
    description: 'Digital burette 50 mL',
    location: 'Chemistry lab',
    status: 'outOfService',
    // Failed its last calibration: out of service until repaired.
    calibrations: [
      { on: -400, due: -35, by: 'In-house (lab)', result: 'pass' },
      { on: -30, due: 335, by: 'In-house (lab)', result: 'fail' },
    ],
  },
];
