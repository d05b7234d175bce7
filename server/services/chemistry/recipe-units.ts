/**
 * Each ingredient is dosed in a unit its chemical's stock can be converted to: a recipe may say
 * 500 g of what is kept in kg, never 2 L of it (weight and volume need a density).
 */
import { inArray } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import { compatibleUnits, convertQuantity } from '../../../resources/kit/chemistry-units';
import type { MessageDescriptor } from '../../../resources/kit/validation';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { ValidationFailed } from '../../errors';
import type { ResourceHooks } from '../records/hooks';

export interface Ingredient {
  chemical: string;
  quantity: number;
  unit: string;
}

type RecipeRow = StoredRowOf<'recipe'>;

export const ingredientsOf = (recipe: RecipeRow): Ingredient[] =>
  (Array.isArray(recipe.ingredients) ? recipe.ingredients : []) as Ingredient[];

/** The chemicals of these ingredients by id: name and stocked unit. */
export async function chemicalsOf(tx: Database, ingredients: Ingredient[]) {
  const chemical = declaredTables.chemical;
  const ids = [...new Set(ingredients.map((i) => i.chemical))];
  if (!ids.length) return new Map<string, { name: string; unit: string }>();
  const rows = await tx
    .select({ id: chemical.id, name: chemical.name, unit: chemical.unit })
    .from(chemical)
    .where(inArray(chemical.id, ids));
  return new Map(rows.map((r) => [String(r.id), { name: String(r.name), unit: String(r.unit) }]));
}

/** Refuses, row by row, an ingredient whose unit cannot become its chemical's. */
export async function checkIngredientUnits(tx: Database, values: RecipeRow): Promise<void> {
  const ingredients = ingredientsOf(values);
  const chemicals = await chemicalsOf(tx, ingredients);
  const errors: Record<string, MessageDescriptor> = {};
  ingredients.forEach((row, index) => {
    const chemical = chemicals.get(row.chemical);
    if (chemical && convertQuantity(1, row.unit, chemical.unit) === null) {
      errors[`ingredients.${index}.unit`] = {
        key: 'validation.unitMismatch',
        args: {
          units: compatibleUnits(chemical.unit).join(', '),
          chemical: chemical.name,
          chemicalUnit: chemical.unit,
        },
      };
    }
  });
  if (Object.keys(errors).length) throw new ValidationFailed('recipe', errors);
}

export const recipeHooks: ResourceHooks<RecipeRow> = {
  beforeCreate: ({ tx }, values) => checkIngredientUnits(tx, values),
  beforeUpdate: ({ tx }, _before, values) => checkIngredientUnits(tx, values),
};
