/** `rows` fields: the spreadsheet form reads back what it writes, and errors nest as a form expects. */
import { describe, expect, test } from 'vitest';
import recipe from '../../resources/recipe';
import { nestRowErrors, parseRowsText, rowsText } from '../../resources/kit/rows';
import type { RowsField } from '../../resources/kit/types';
import { validateRecord } from '../../resources/kit/validation';

const ingredients = recipe.fields.ingredients as RowsField;

describe('rows as text', () => {
  const rows = [
    { chemical: 'id-1', quantity: 2.5, unit: 'kg' },
    { chemical: 'id-2', quantity: 750, unit: 'mL' },
  ];
  const labels = [{ chemical: 'Nickel sulfate hexahydrate' }, { chemical: 'Sulfuric acid' }];

  test('each row is its values in order, references by label, rows split by "; "', () => {
    expect(rowsText(ingredients, rows, labels)).toBe('Nickel sulfate hexahydrate 2.5 kg; Sulfuric acid 750 mL');
    expect(rowsText(ingredients, rows, null)).toBe('id-1 2.5 kg; id-2 750 mL');
    expect(rowsText(ingredients, null)).toBe('');
  });

  test('the text reads back into rows: the first column takes the spaces, blanks are dropped', () => {
    expect(parseRowsText(ingredients, ' Nickel sulfate hexahydrate  2.5 kg ;; Sulfuric acid 750 mL; ')).toEqual([
      { chemical: 'Nickel sulfate hexahydrate', quantity: '2.5', unit: 'kg' },
      { chemical: 'Sulfuric acid', quantity: '750', unit: 'mL' },
    ]);
    // Too few words fill from the right, so validation names what is missing.
    expect(parseRowsText(ingredients, '2 kg; kg')).toEqual([
      { chemical: null, quantity: '2', unit: 'kg' },
      { chemical: null, quantity: null, unit: 'kg' },
    ]);
  });

  test('an import cell validates row by row', () => {
    const { values, errors } = validateRecord(
      recipe,
      { recipe: 'Watts', ingredients: 'Nickel 2 kg; Boric acid -1 g' },
      'import',
    );
    expect(values.ingredients).toEqual([
      { chemical: 'Nickel', quantity: 2, unit: 'kg' },
      { chemical: 'Boric acid', quantity: -1, unit: 'g' },
    ]);
    expect(errors).toEqual({ 'ingredients.1.quantity': { key: 'validation.number.positive' } });
  });
});

test('flat row errors nest into the shape a react-admin form reads', () => {
  expect(
    nestRowErrors({
      recipe: 'r',
      'ingredients.2.quantity': 'q',
      'ingredients.2.unit': 'u',
      'ingredients.0.chemical': 'c',
    }),
  ).toEqual({
    recipe: 'r',
    ingredients: [{ chemical: 'c' }, {}, { quantity: 'q', unit: 'u' }],
  });
});
