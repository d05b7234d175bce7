import { dateToday, defineForm, integer, reference, text } from '../kit/fields';

/**
 * What "Use recipe" asks for (POST /api/recipe/:id/use). Not a stored resource: no table, no
 * routes of its own; declared so its form and its validation derive like every other.
 */
export default defineForm({
  name: 'recipeUse',
  fields: {
    batches: integer({ required: true, min: 1, max: 1000, default: 1 }),
    date: dateToday({ required: true }),
    tank: reference('tank'),
    notes: text({ max: 2000, multiline: true }),
  },
  permission: 'chemicalCreate',
});
