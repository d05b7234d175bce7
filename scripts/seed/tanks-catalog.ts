/**
 * The demonstration shop's tanks: the names its chemical uses and recipes already give, each with
 * its volume and the parameters the chemist keeps between limits. A factor is how much of the
 * correcting chemical (in factorUnit) raises its parameter by one unit in one unit of volume: the
 * salt's share of the metal (nickel sulfate hexahydrate is 22.3 % nickel: 4.48 g per g of nickel).
 */
export interface CatalogParameter {
  parameter: string;
  unit: string;
  target: number;
  lower: number;
  upper: number;
  /** A chemical of chemicals-catalog.ts, or none (pH, temperature: corrected without a stocked chemical here). */
  chemical: string | null;
  factor: number | null;
  factorUnit: string | null;
  /** Fall per day in the bath's use, in the parameter's unit (0: only noise). */
  drift: number;
  noise: number;
}

export interface CatalogTank {
  name: string;
  process: string;
  volume: number;
  volumeUnit: 'L' | 'gal';
  parameters: CatalogParameter[];
}

const p = (
  parameter: string,
  unit: string,
  [lower, target, upper]: [number, number, number],
  chemical: string | null,
  factor: number | null,
  factorUnit: string | null,
  drift: number,
  noise: number,
): CatalogParameter => ({ parameter, unit, target, lower, upper, chemical, factor, factorUnit, drift, noise });
const temperature = (lower: number, target: number, upper: number) =>
  p('Temperature', '°C', [lower, target, upper], null, null, null, 0, 1.2);
const ph = (lower: number, target: number, upper: number) =>
  p('pH', 'pH', [lower, target, upper], null, null, null, 0, 0.08);

export const tankCatalog: CatalogTank[] = [
  {
    name: 'Alkaline cleaner, tank 1',
    process: 'Alkaline soak clean',
    volume: 800,
    volumeUnit: 'L',
    parameters: [
      p('Free alkalinity', 'g/L', [45, 55, 65], 'Sodium hydroxide 50%', 1.316, 'mL', 0.5, 1.5),
      temperature(55, 60, 65),
    ],
  },
  {
    name: 'Pickle, tank 2',
    process: 'Hydrochloric pickle',
    volume: 600,
    volumeUnit: 'L',
    parameters: [p('Hydrochloric acid', '%', [40, 50, 55], 'Hydrochloric acid 32%', 10, 'mL', 0.4, 1)],
  },
  {
    name: 'Nickel line, tank 3',
    process: 'Watts nickel',
    volume: 1200,
    volumeUnit: 'L',
    parameters: [
      p('Nickel metal', 'g/L', [65, 75, 85], 'Nickel sulfate hexahydrate', 4.48, 'g', 0.45, 1.2),
      p('Chloride', 'g/L', [12, 15, 18], 'Nickel chloride hexahydrate', 3.35, 'g', 0.1, 0.3),
      p('Boric acid', 'g/L', [40, 45, 50], 'Boric acid', 1, 'g', 0.25, 0.6),
      ph(3.8, 4, 4.2),
      temperature(55, 58, 62),
    ],
  },
  {
    name: 'Acid zinc, tank 4',
    process: 'Potassium chloride zinc',
    volume: 1000,
    volumeUnit: 'L',
    parameters: [
      p('Zinc metal', 'g/L', [25, 30, 35], 'Zinc chloride', 2.08, 'g', 0.22, 0.6),
      p('Potassium chloride', 'g/L', [180, 200, 220], 'Potassium chloride', 1, 'g', 0.9, 3),
      ph(4.8, 5.2, 5.6),
    ],
  },
  {
    name: 'Acid copper, tank 5',
    process: 'Acid copper sulfate',
    volume: 900,
    volumeUnit: 'L',
    parameters: [
      p('Copper metal', 'g/L', [50, 55, 60], 'Copper sulfate pentahydrate', 3.93, 'g', 0.25, 0.7),
      p('Sulfuric acid', 'g/L', [50, 60, 70], 'Sulfuric acid 93%', 0.588, 'mL', 0.45, 1.2),
      temperature(20, 24, 28),
    ],
  },
  {
    name: 'Alkaline zinc, tank 6',
    process: 'Alkaline non-cyanide zinc',
    volume: 1000,
    volumeUnit: 'L',
    parameters: [
      p('Zinc metal', 'g/L', [8, 10, 12], 'Zinc oxide', 1.245, 'g', 0.08, 0.25),
      p('Caustic soda', 'g/L', [110, 120, 130], 'Sodium hydroxide 50%', 1.316, 'mL', 0.5, 1.5),
    ],
  },
  {
    name: 'Hard chrome, tank 7',
    process: 'Hard chrome',
    volume: 1500,
    volumeUnit: 'L',
    parameters: [
      p('Chromic acid', 'g/L', [230, 250, 270], 'Chromic acid (chromium trioxide)', 1, 'g', 0.9, 3),
      temperature(52, 55, 58),
    ],
  },
  {
    name: 'Electroless nickel, tank 8',
    process: 'Mid-phosphorus electroless nickel',
    volume: 400,
    volumeUnit: 'L',
    parameters: [
      p('Nickel metal', 'g/L', [5.4, 6, 6.6], 'Nickel sulfate hexahydrate', 4.48, 'g', 0.06, 0.1),
      p('Hypophosphite', 'g/L', [25, 30, 35], 'Sodium hypophosphite', 1.2, 'g', 0.3, 0.7),
      ph(4.6, 4.8, 5),
    ],
  },
  {
    name: 'Passivation, tank 9',
    process: 'Citric passivation',
    volume: 500,
    volumeUnit: 'L',
    parameters: [p('Citric acid', '%', [6, 8, 10], 'Citric acid', 10, 'g', 0.08, 0.2), temperature(50, 55, 60)],
  },
  {
    name: 'Tin, tank 10',
    process: 'Stannous sulfate tin',
    volume: 150,
    volumeUnit: 'gal',
    parameters: [p('Stannous tin', 'oz/gal', [2, 2.7, 3.4], 'Stannous sulfate', 0.113, 'lb', 0.025, 0.06)],
  },
  {
    name: 'Silver, tank 11',
    process: 'Cyanide silver',
    volume: 200,
    volumeUnit: 'L',
    parameters: [
      p('Silver metal', 'g/L', [25, 30, 35], 'Silver cyanide', 1.24, 'g', 0.2, 0.5),
      p('Free cyanide', 'g/L', [80, 95, 110], 'Potassium cyanide', 1, 'g', 0.5, 1.5),
    ],
  },
  {
    name: 'Electropolish, tank 12',
    process: 'Phosphoric electropolish',
    volume: 600,
    volumeUnit: 'L',
    parameters: [
      p('Phosphoric acid', '%', [55, 60, 65], 'Phosphoric acid 75%', 8.5, 'mL', 0.12, 0.4),
      temperature(60, 65, 70),
    ],
  },
  {
    name: 'Copper etch, tank 13',
    process: 'Peroxide copper etch',
    volume: 300,
    volumeUnit: 'L',
    parameters: [p('Hydrogen peroxide', 'g/L', [15, 20, 25], 'Hydrogen peroxide 35%', 2.53, 'mL', 0.3, 0.6)],
  },
  {
    name: 'Trivalent passivate, tank 14',
    process: 'Trivalent chromium passivate',
    volume: 500,
    volumeUnit: 'L',
    parameters: [
      p('Chromium(III)', 'g/L', [2.5, 3, 3.5], 'Chromium(III) sulfate', 3.77, 'g', 0.025, 0.06),
      ph(1.8, 2, 2.2),
    ],
  },
];
