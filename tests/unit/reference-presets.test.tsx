// @vitest-environment jsdom
/**
 * A reference's declared presets (resources/kit/types.ts): choosing an ingredient's chemical in
 * the recipe form sets that row's unit to the chemical's own unit, and the user may change it.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Form, ResourceContextProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import recipe from '../../resources/recipe';
import { fieldInput } from '../../src/views/fields/FieldInput';
import { renderAdmin } from './helpers/render-admin';

afterEach(cleanup);

const chemicals = [
  { id: 'c-boric', label: 'Boric acid', unit: 'kg' },
  { id: 'c-brightener', label: 'Brightener', unit: 'L' },
];

function renderRecipeRows(getOne: DataProvider['getOne']) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: chemicals.map(({ id, label }) => ({ id, label })), total: chemicals.length })),
    getMany: vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({
      data: chemicals.filter((c) => ids.includes(c.id)).map(({ id, label }) => ({ id, label })),
    })),
    getOne,
  } as unknown as DataProvider;
  renderAdmin(
    <ResourceContextProvider value="recipe">
      <Form record={{ ingredients: [{}] }}>
        {fieldInput('ingredients', recipe.fields.ingredients, 'Ingredients', 'recipe')}
      </Form>
    </ResourceContextProvider>,
    { dataProvider },
  );
}

async function choose(name: string) {
  const input = screen.getByRole('combobox', { name: /Chemical/ });
  await act(async () => fireEvent.change(input, { target: { value: name.slice(0, 3) } }));
  await act(async () => fireEvent.click(await screen.findByRole('option', { name })));
}

const unitShown = () => screen.getByRole('combobox', { name: /Unit/ }).textContent;

describe('presets of a reference', () => {
  it("copy the chosen chemical's unit into the row, again when another is chosen", async () => {
    const getOne = vi.fn(async (_resource: string, { id }: { id: string }) => ({
      data: chemicals.find((c) => c.id === id)!,
    }));
    renderRecipeRows(getOne as unknown as DataProvider['getOne']);
    await choose('Boric acid');
    expect(getOne).toHaveBeenCalledWith('chemical', { id: 'c-boric', meta: { lookup: true } });
    await vi.waitFor(() => expect(unitShown()).toBe('kg'));
    await choose('Brightener');
    await vi.waitFor(() => expect(unitShown()).toBe('L'));
  });

  it('leave the unit alone when the chemical cannot be read', async () => {
    const getOne = vi.fn(async () => {
      throw new Error('forbidden');
    });
    renderRecipeRows(getOne as unknown as DataProvider['getOne']);
    await choose('Boric acid');
    expect(getOne).toHaveBeenCalled();
    expect(unitShown()).not.toMatch(/kg|L/);
  });
});
