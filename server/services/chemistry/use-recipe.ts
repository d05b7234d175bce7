/**
 * "Use recipe": one chemical use per ingredient, the recipe's quantity times the batches in the
 * chemical's own unit, all in one transaction: every use is written, or none is. Stock is
 * checked first, so a refusal names every short chemical and how much of each is missing.
 */
import { eq } from 'drizzle-orm';
import { resources } from '../../../resources';
import { missingStock, stockNeeds } from '../../../resources/kit/chemistry-needs';
import { convertQuantity } from '../../../resources/kit/chemistry-units';
import recipeUse from '../../../resources/forms/recipe-use';
import { validateRecord } from '../../../resources/kit/validation';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { ValidationFailed, badRequest, notFound } from '../../errors';
import type { Actor } from '../audit';
import type { HooksByResource } from '../records/hooks';
import { createRecord, guarded } from '../records/records-write';
import { UUID } from '../records/references';
import { chemicalsOf, ingredientsOf } from './recipe-units';
import { lockStocks } from './stock';

export async function useRecipe(db: Database, hooks: HooksByResource, recipeId: string, data: unknown, actor: Actor) {
  if (!UUID.test(recipeId)) throw notFound();
  const { values, errors } = validateRecord(recipeUse, data);
  if (Object.keys(errors).length) throw new ValidationFailed(recipeUse.name, errors);
  const batches = Number(values.batches);
  return guarded(() =>
    db.transaction(async (tx) => {
      const recipe = declaredTables.recipe;
      // Shared: the recipe cannot change or go while its uses are written.
      const [row] = await tx.select().from(recipe).where(eq(recipe.id, recipeId)).for('share');
      if (!row) throw notFound();
      const ingredients = ingredientsOf(row);
      if (!ingredients.length) throw badRequest('errors.recipe.noIngredients', { recipe: String(row.recipe) });
      const chemicals = await chemicalsOf(tx, ingredients);
      const uses = ingredients.map((ingredient) => {
        const chemical = chemicals.get(ingredient.chemical);
        const quantity =
          chemical && convertQuantity(Number(ingredient.quantity) * batches, ingredient.unit, chemical.unit);
        if (!chemical || quantity === null || quantity === undefined) {
          throw badRequest('errors.recipe.unitMismatch', { chemical: chemical?.name ?? '', unit: ingredient.unit });
        }
        return {
          date: values.date,
          chemical: ingredient.chemical,
          quantity,
          tank: values.tank,
          recipe: recipeId,
          notes: values.notes,
        };
      });
      // Chemicals are locked in id order, so two recipes sharing chemicals never deadlock.
      uses.sort((a, b) => a.chemical.localeCompare(b.chemical));
      const stocks = await lockStocks(tx, [...chemicals.keys()]);
      const missing = missingStock(stockNeeds(ingredients, batches, stocks));
      if (missing.quantities.length)
        throw badRequest('errors.recipe.shortStock', { recipe: String(row.recipe), missing });
      const created = [];
      for (const use of uses) created.push(await createRecord(tx, hooks, resources.chemicalOut, use, actor));
      return created;
    }),
  );
}
