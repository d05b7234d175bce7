/**
 * The chemicals a plating shop keeps, with real CAS numbers, what they cost and how much a
 * typical tank addition takes (order sizes and minimum stock follow the year's use: chemistry.ts).
 */
import type { chemicalUnits } from '../../resources/chemical';

export interface CatalogChemical {
  name: string;
  casNumber: string;
  unit: (typeof chemicalUnits)[number];
  /** A typical tank addition, in the chemical's unit. */
  use: number;
  unitCost: number;
  supplier: string;
  location: string;
  tank: string;
}

const c = (
  name: string,
  casNumber: string,
  unit: CatalogChemical['unit'],
  use: number,
  unitCost: number,
  supplier: string,
  location: string,
  tank: string,
): CatalogChemical => ({ name, casNumber, unit, use, unitCost, supplier, location, tank });

export const chemicalCatalog: CatalogChemical[] = [
  c(
    'Nickel sulfate hexahydrate',
    '10101-97-0',
    'kg',
    12,
    6.8,
    'Univar Solutions',
    'Aisle A, rack 1',
    'Nickel line, tank 3',
  ),
  c(
    'Nickel chloride hexahydrate',
    '7791-20-0',
    'kg',
    4,
    8.2,
    'Univar Solutions',
    'Aisle A, rack 1',
    'Nickel line, tank 3',
  ),
  c('Boric acid', '10043-35-3', 'kg', 3, 2.1, 'Brenntag', 'Aisle A, rack 2', 'Nickel line, tank 3'),
  c('Chromic acid (chromium trioxide)', '1333-82-0', 'kg', 5, 9.5, 'Brenntag', 'Hazmat cage 1', 'Hard chrome, tank 7'),
  c('Sulfuric acid 93%', '7664-93-9', 'L', 8, 0.6, 'Hawkins', 'Acid room', 'Acid copper, tank 5'),
  c('Hydrochloric acid 32%', '7647-01-0', 'L', 10, 0.45, 'Hawkins', 'Acid room', 'Pickle, tank 2'),
  c('Nitric acid 67%', '7697-37-2', 'L', 6, 1.1, 'Hawkins', 'Acid room', 'Passivation, tank 9'),
  c('Zinc chloride', '7646-85-7', 'kg', 5, 3.4, 'Brenntag', 'Aisle B, rack 1', 'Acid zinc, tank 4'),
  c('Potassium chloride', '7447-40-7', 'kg', 8, 0.9, 'Brenntag', 'Aisle B, rack 1', 'Acid zinc, tank 4'),
  c('Zinc oxide', '1314-13-2', 'kg', 3, 3.9, 'Univar Solutions', 'Aisle B, rack 2', 'Alkaline zinc, tank 6'),
  c('Sodium hydroxide 50%', '1310-73-2', 'L', 15, 0.55, 'Hawkins', 'Caustic room', 'Alkaline cleaner, tank 1'),
  c(
    'Copper sulfate pentahydrate',
    '7758-99-8',
    'kg',
    6,
    4.3,
    'Univar Solutions',
    'Aisle C, rack 1',
    'Acid copper, tank 5',
  ),
  c(
    'Sodium hypophosphite',
    '10039-56-2',
    'kg',
    4,
    7.2,
    'MacDermid Enthone',
    'Aisle C, rack 2',
    'Electroless nickel, tank 8',
  ),
  c('Saccharin sodium', '128-44-9', 'kg', 0.5, 14, 'MacDermid Enthone', 'Aisle C, rack 3', 'Nickel line, tank 3'),
  c('Sodium lauryl sulfate', '151-21-3', 'kg', 0.2, 6.5, 'Brenntag', 'Aisle C, rack 3', 'Nickel line, tank 3'),
  c('Ammonium chloride', '12125-02-9', 'kg', 3, 1.3, 'Brenntag', 'Aisle B, rack 2', 'Acid zinc, tank 4'),
  c('Stannous sulfate', '7488-55-3', 'kg', 1.5, 38, 'Univar Solutions', 'Aisle D, rack 1', 'Tin, tank 10'),
  c('Silver cyanide', '506-64-9', 'kg', 0.3, 950, 'Technic Inc.', 'Precious metals safe', 'Silver, tank 11'),
  c('Potassium cyanide', '151-50-8', 'kg', 0.8, 21, 'Technic Inc.', 'Cyanide cage', 'Silver, tank 11'),
  c('Sodium carbonate', '497-19-8', 'kg', 4, 0.7, 'Brenntag', 'Aisle B, rack 3', 'Alkaline cleaner, tank 1'),
  c('Citric acid', '77-92-9', 'kg', 2, 2.6, 'Brenntag', 'Aisle D, rack 2', 'Passivation, tank 9'),
  c('Phosphoric acid 75%', '7664-38-2', 'L', 3, 1.8, 'Hawkins', 'Acid room', 'Electropolish, tank 12'),
  c('Hydrogen peroxide 35%', '7722-84-1', 'L', 2, 1.2, 'Hawkins', 'Oxidizer cabinet', 'Copper etch, tank 13'),
  c(
    'Chromium(III) sulfate',
    '10101-53-8',
    'kg',
    1,
    11,
    'MacDermid Enthone',
    'Aisle A, rack 3',
    'Trivalent passivate, tank 14',
  ),
];
