/** Small factories for the chemistry API tests (docs/domain-rules.md#chemistry), over the parts-flow set-up. */
import { asc } from 'drizzle-orm';
import { resourceTables } from '../../server/db/tables';
import { as, auditCount, ok, unique, type PartsFlowContext, type Row } from './parts-flow';

export const today = () => new Date().toISOString().slice(0, 10);

export async function createChemical(ctx: PartsFlowContext, data: Record<string, unknown> = {}): Promise<Row> {
  return ok(
    await as(ctx, 'POST', '/api/chemical', { body: { data: { name: unique('chemical'), unit: 'kg', ...data } } }),
  );
}

export const receive = (ctx: PartsFlowContext, chemical: string, quantity: number) =>
  as(ctx, 'POST', '/api/chemical-in', { body: { data: { date: today(), chemical, quantity, lot: unique('lot') } } });

export const use = (ctx: PartsFlowContext, chemical: string, quantity: number) =>
  as(ctx, 'POST', '/api/chemical-out', { body: { data: { date: today(), chemical, quantity } } });

export const getChemical = async (ctx: PartsFlowContext, id: string) => ok(await as(ctx, 'GET', `/api/chemical/${id}`));

/** A chemical holding `stock`, received in one receipt. */
export async function stockedChemical(ctx: PartsFlowContext, stock: number, data: Record<string, unknown> = {}) {
  const chemical = await createChemical(ctx, data);
  const receipt = ok(await receive(ctx, chemical.id, stock));
  return { chemical: await getChemical(ctx, chemical.id), receipt };
}

/** Every chemical and movement row and the audit count: what a refused request must leave as it was. */
export async function chemistrySnapshot(ctx: PartsFlowContext) {
  const all = (name: string) => ctx.db.select().from(resourceTables[name]).orderBy(asc(resourceTables[name].id));
  return {
    chemicals: await all('chemical'),
    recipes: await all('recipe'),
    receipts: await all('chemicalIn'),
    uses: await all('chemicalOut'),
    audit: await auditCount(ctx),
  };
}

export interface IngredientInput {
  chemical: string;
  quantity: number | string;
  unit: string;
}

export const createRecipe = (
  ctx: PartsFlowContext,
  ingredients: IngredientInput[],
  data: Record<string, unknown> = {},
) =>
  as(ctx, 'POST', '/api/recipe', { body: { data: { recipe: unique('recipe'), date: today(), ingredients, ...data } } });

export const useRecipe = (
  ctx: PartsFlowContext,
  recipe: string,
  batches: unknown,
  data: Record<string, unknown> = {},
) => as(ctx, 'POST', `/api/recipe/${recipe}/use`, { body: { data: { batches, date: today(), ...data } } });
