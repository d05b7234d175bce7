/**
 * A year of chemical uses, planned before any stock moves, so minimum stock and order sizes can
 * follow what the shop really consumes: single tank additions, and now and then a recipe used
 * (one use per ingredient, in the chemical's own unit, marked with the recipe).
 */
import { randomUUID } from 'node:crypto';
import { convertQuantity } from '../../resources/kit/chemistry-units';
import { spread, workTime } from './calendar';
import type { CatalogChemical } from './chemicals-catalog';
import { WeightedPicker, type Random } from './random';
import type { CatalogRecipe } from './recipes-catalog';

export interface SeedChemical extends CatalogChemical {
  id: string;
}

export interface SeedRecipe extends CatalogRecipe {
  id: string;
}

export interface PlannedUse {
  day: string;
  at: Date;
  chemical: SeedChemical;
  /** In thousandths of the chemical's unit. */
  quantity: number;
  tank: string;
  recipe: string | null;
  notes: string | null;
}

/** One recipe use: each ingredient converted to its chemical's unit (recipes dose in g what is kept in kg). */
function recipeUses(recipe: SeedRecipe, byName: Map<string, SeedChemical>, day: string, at: Date): PlannedUse[] {
  return recipe.ingredients.map((ingredient, index) => {
    const chemical = byName.get(ingredient.chemical);
    const quantity = chemical && convertQuantity(ingredient.quantity, ingredient.unit, chemical.unit);
    if (!chemical || !quantity)
      throw new Error(`recipe ${recipe.recipe}: ${ingredient.chemical} cannot be dosed in ${ingredient.unit}`);
    return {
      day,
      at: new Date(at.getTime() + index),
      chemical,
      quantity: Math.round(quantity * 1000),
      tank: recipe.tank,
      recipe: recipe.id,
      notes: null,
    };
  });
}

/** `events` uses over `days` (weekdays busier), about 4% of them a recipe used. Time-ordered. */
export function planUses(
  random: Random,
  days: readonly string[],
  events: number,
  chemicals: SeedChemical[],
  recipes: SeedRecipe[],
): PlannedUse[] {
  const byName = new Map(chemicals.map((c) => [c.name, c]));
  const picker = new WeightedPicker(chemicals, () => 0.5 + random.next());
  const perDay = spread(events, days);
  const uses: PlannedUse[] = [];
  days.forEach((day, index) => {
    const times = Array.from({ length: perDay[index] }, () => workTime(random, day)).sort(
      (a, b) => a.getTime() - b.getTime(),
    );
    for (const at of times) {
      if (recipes.length && random.chance(0.04)) {
        uses.push(...recipeUses(random.pick(recipes), byName, day, at));
        continue;
      }
      const chemical = picker.pick(random);
      const quantity = Math.max(1, Math.round(chemical.use * (0.6 + random.next() * 0.8) * 10)) * 100;
      const notes = random.chance(0.05) ? 'Addition after Hull cell test' : null;
      uses.push({ day, at, chemical, quantity, tank: chemical.tank, recipe: null, notes });
    }
  });
  return uses;
}

export const withIds = <T>(items: readonly T[]) => items.map((item) => ({ ...item, id: randomUUID() }));
