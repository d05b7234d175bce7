/**
 * Bath recipes a plating shop keeps (make-ups per 100 L and replenishments), by chemical name
 * from chemicals-catalog.ts. Some dose in g or mL what is stocked in kg or L, as recipes do.
 */
export interface CatalogRecipe {
  recipe: string;
  notes: string;
  tank: string;
  ingredients: { chemical: string; quantity: number; unit: 'kg' | 'g' | 'L' | 'mL' }[];
}

const r = (
  recipe: string,
  tank: string,
  notes: string,
  ...ingredients: CatalogRecipe['ingredients']
): CatalogRecipe => ({ recipe, tank, notes, ingredients });

export const recipeCatalog: CatalogRecipe[] = [
  r(
    'Watts nickel make-up (100 L)',
    'Nickel line, tank 3',
    'pH 3.8-4.2, 55-60 °C; analyze nickel metal weekly',
    { chemical: 'Nickel sulfate hexahydrate', quantity: 30, unit: 'kg' },
    { chemical: 'Nickel chloride hexahydrate', quantity: 4.5, unit: 'kg' },
    { chemical: 'Boric acid', quantity: 4, unit: 'kg' },
  ),
  r(
    'Bright nickel brightener addition',
    'Nickel line, tank 3',
    'Add after Hull cell shows haze in the low-current area',
    { chemical: 'Saccharin sodium', quantity: 400, unit: 'g' },
    { chemical: 'Sodium lauryl sulfate', quantity: 50, unit: 'g' },
  ),
  r(
    'Acid copper make-up (100 L)',
    'Acid copper, tank 5',
    'Dummy at low current density for 4 h before production',
    { chemical: 'Copper sulfate pentahydrate', quantity: 22, unit: 'kg' },
    { chemical: 'Sulfuric acid 93%', quantity: 5.5, unit: 'L' },
  ),
  r(
    'Hard chrome make-up (100 L)',
    'Hard chrome, tank 7',
    'Ratio chromic to sulfate 100:1; fume suppressant per permit',
    { chemical: 'Chromic acid (chromium trioxide)', quantity: 25, unit: 'kg' },
    { chemical: 'Sulfuric acid 93%', quantity: 140, unit: 'mL' },
  ),
  r(
    'Acid zinc make-up (100 L)',
    'Acid zinc, tank 4',
    'Potassium chloride bath; keep below 35 °C',
    { chemical: 'Zinc chloride', quantity: 7, unit: 'kg' },
    { chemical: 'Potassium chloride', quantity: 20, unit: 'kg' },
    { chemical: 'Boric acid', quantity: 2.5, unit: 'kg' },
  ),
  r(
    'Alkaline zinc make-up (100 L)',
    'Alkaline zinc, tank 6',
    'Dissolve zinc oxide in the caustic before topping up',
    { chemical: 'Zinc oxide', quantity: 1.2, unit: 'kg' },
    { chemical: 'Sodium hydroxide 50%', quantity: 16, unit: 'L' },
  ),
  r(
    'Electroless nickel replenishment',
    'Electroless nickel, tank 8',
    'Replenish at 10% metal turnover',
    { chemical: 'Nickel sulfate hexahydrate', quantity: 2.5, unit: 'kg' },
    { chemical: 'Sodium hypophosphite', quantity: 3, unit: 'kg' },
  ),
  r('Citric passivation (100 L)', 'Passivation, tank 9', 'ASTM A967 citric 4; 50-60 °C, 20 min', {
    chemical: 'Citric acid',
    quantity: 10,
    unit: 'kg',
  }),
  r(
    'Alkaline soak cleaner (100 L)',
    'Alkaline cleaner, tank 1',
    'Dump and remake when oil film persists',
    { chemical: 'Sodium hydroxide 50%', quantity: 8, unit: 'L' },
    { chemical: 'Sodium carbonate', quantity: 4, unit: 'kg' },
    { chemical: 'Sodium lauryl sulfate', quantity: 200, unit: 'g' },
  ),
  r(
    'Tin sulfate make-up (100 L)',
    'Tin, tank 10',
    'Keep stannous above 15 g/L; filter continuously',
    { chemical: 'Stannous sulfate', quantity: 3, unit: 'kg' },
    { chemical: 'Sulfuric acid 93%', quantity: 10, unit: 'L' },
  ),
  r('Hydrochloric pickle (100 L)', 'Pickle, tank 2', '50% by volume; inhibitor per supplier', {
    chemical: 'Hydrochloric acid 32%',
    quantity: 50,
    unit: 'L',
  }),
];
