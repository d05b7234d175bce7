// @vitest-environment jsdom
/** The "Use recipe" preview writes what it takes, stock before and after, and what is short the interface language's way. */
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DataProvider } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { RecipeUsePreview } from '../../src/custom/recipe/RecipeUsePreview';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

afterEach(cleanup);

const recipe = {
  id: 'r1',
  recipe: 'Watts nickel',
  ingredients: [
    { chemical: 'ni', quantity: 1250.5, unit: 'g' },
    { chemical: 'acid', quantity: 2, unit: 'L' },
  ],
};
const chemicals = [
  { id: 'ni', name: 'Nickel sulfate', unit: 'kg', stock: 2500.25 },
  { id: 'acid', name: 'Boric acid', unit: 'L', stock: 3.5 },
];
const dataProvider = { getList: async () => ({ data: chemicals, total: chemicals.length }) } as unknown as DataProvider;

function Batches({ batches, children }: { batches: number; children: ReactNode }) {
  return <FormProvider {...useForm({ defaultValues: { batches } })}>{children}</FormProvider>;
}

async function previewRows(locale: TestLocale, batches: number) {
  renderAdmin(
    <Batches batches={batches}>
      <RecipeUsePreview recipe={recipe} />
    </Batches>,
    { dataProvider, locale },
  );
  const table = await screen.findByRole('table');
  await within(table).findByText('Nickel sulfate');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('RecipeUsePreview', () => {
  it('in Portuguese: decimal commas and grouped thousands, and what is short', async () => {
    expect(await previewRows('pt-BR', 2)).toEqual([
      ['Nickel sulfate', '2,501 kg', '2.500,25 kg', '2.497,749 kg'],
      ['Boric acid', '4 L', '3,5 L', 'faltam 0,5\u00a0L'],
    ]);
  });

  it('in English: decimal points and grouping commas', async () => {
    expect(await previewRows('en', 2)).toEqual([
      ['Nickel sulfate', '2.501 kg', '2,500.25 kg', '2,497.749 kg'],
      ['Boric acid', '4 L', '3.5 L', '0.5\u00a0L short'],
    ]);
  });
});
