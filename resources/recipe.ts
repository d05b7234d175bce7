import { chemicalUnits } from './kit/chemistry-units';
import { choice, date, decimal, defineResource, reference, rows, text } from './kit/fields';

/** A plating bath recipe (docs/domain-rules.md#recipes): the chemicals, and how much of each, one batch takes. */
export default defineResource({
  name: 'recipe',
  fields: {
    // The recipe's name.
    recipe: text({ required: true }),
    date: date(),
    ingredients: rows(
      {
        // A recipe's page shows each ingredient's current stock beside it; choosing one presets the row's unit.
        chemical: reference('chemical', {
          required: true,
          alongside: ['stock', 'unit', 'lowStock'],
          presets: ['unit'],
        }),
        quantity: decimal({ required: true, positive: true, max: 999_999_999, scale: 3 }),
        // Converted to the chemical's own unit when the recipe is used (resources/kit/chemistry-units.ts).
        unit: choice(chemicalUnits, { required: true, optionLabels: 'choices.unit' }),
      },
      { required: true, max: 50 },
    ),
    notes: text({ max: 2000, multiline: true, list: false }),
  },
  permissions: {
    read: 'chemistryRead',
    create: 'recipeCreate',
    edit: 'recipeEdit',
    destroy: 'recipeDestroy',
    import: 'recipeCreate',
    autocomplete: 'chemistryRead',
  },
  labelField: 'recipe',
  defaultOrder: 'recipe_ASC',
  menu: { order: 98 },
});
