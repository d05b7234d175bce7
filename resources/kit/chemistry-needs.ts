/**
 * What using a recipe takes from each chemical's stock, and what stock is left: shown by the
 * "Use recipe" preview before anything is written, and checked by the server before it writes.
 */
import { convertQuantity } from './chemistry-units';
import { asStored } from './decimal-units';
import { quantitiesArg, type QuantitiesArg } from './messages';

export interface NeedIngredient {
  chemical: string;
  quantity: number;
  unit: string;
}

export interface NeedChemical {
  name: string;
  unit: string;
  stock: number | null;
}

export interface StockNeed {
  chemical: string;
  name: string;
  /** The chemical's own unit, which every quantity below is in. */
  unit: string;
  takes: number;
  before: number;
  after: number;
  /** How much more stock the use needs; 0 when there is enough. */
  missing: number;
}

// Stock is kept to the thousandth (numeric scale 3): sums of floats are rounded back to it as the column rounds.
const thousandths = (n: number) => asStored(n, 3);

/**
 * Per chemical, in the order first named, what `batches` batches take. A chemical named twice
 * adds up; an ingredient whose unit cannot become its chemical's (or whose chemical is unknown)
 * is left out: the recipe's own unit check refuses it.
 */
export function stockNeeds(
  ingredients: NeedIngredient[],
  batches: number,
  chemicals: Map<string, NeedChemical>,
): StockNeed[] {
  const needs = new Map<string, StockNeed>();
  for (const ingredient of ingredients) {
    const chemical = chemicals.get(ingredient.chemical);
    const quantity = chemical && convertQuantity(Number(ingredient.quantity) * batches, ingredient.unit, chemical.unit);
    if (!chemical || quantity === null || quantity === undefined) continue;
    const before = Number(chemical.stock ?? 0);
    const need = needs.get(ingredient.chemical) ?? {
      chemical: ingredient.chemical,
      name: chemical.name,
      unit: chemical.unit,
      takes: 0,
      before,
      after: before,
      missing: 0,
    };
    need.takes = thousandths(need.takes + quantity);
    need.after = thousandths(before - need.takes);
    need.missing = Math.max(thousandths(need.takes - before), 0);
    needs.set(ingredient.chemical, need);
  }
  return [...needs.values()];
}

/** The short chemicals with how much each is missing, for a refusal to name in the reader's way: "Boric acid 0.5 kg; Nickel sulfate 2 kg". */
export const missingStock = (needs: StockNeed[]): QuantitiesArg =>
  quantitiesArg(needs.filter((n) => n.missing > 0).map((n) => ({ name: n.name, amount: n.missing, unit: n.unit })));
