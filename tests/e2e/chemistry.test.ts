/**
 * Chemistry end to end (docs/domain-rules.md#chemistry): a chemical with a minimum of 6 kg receives 10 kg,
 * 4 kg are used by hand, then 2 batches of a recipe dosing 500 g each; the stock shows 10, 6 and
 * 5 kg, and the below-minimum flag comes on with the last use and filters the list. A bad
 * ingredient row is named by its row. Each new screen is checked with axe in en and pt-BR.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSession } from './helpers/session';
import { formatDate } from '../../i18n/format';
import { cellOf, chooseAutocomplete, today } from './helpers/parts-steps';
import {
  checkScreenInBothLanguages as checkScreen,
  expectColumn,
  expectNotification,
  messages,
  pathOf,
  signUp,
  verifyAndContinue,
  waitForApp,
  waitForPath,
  type Messages,
} from './helpers/steps';

const PASSWORD = 'plating-secret-1';
const ownerEmail = `chemistry-owner-${Date.now()}@shop.test`;
const nickel = 'Nickel sulfate hexahydrate';
const recipeName = 'Watts nickel top-up';

const session = browserSession('chemistry-');
let page: Page;
let recipeUrl = '';

const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();
const stockCell = async () => (await cellOf(page, 'Stock')).innerText();
/** react-admin's BooleanField draws a check or a cross, tagged "true" or "false". */
const lowFlag = async () => (await (await cellOf(page, 'Below minimum')).locator('[data-testid="true"]').count()) > 0;

async function openChemicals(filter = ''): Promise<void> {
  await page.goto(`/chemical${filter}`);
  await waitForApp(page);
  await expectColumn(page, 'Name', [nickel]);
}

/** A receipt or a use of the nickel, then the chemical list that shows its stock. */
async function recordMovement(
  url: string,
  quantity: string,
  [label, value]: [string, string],
  saved: string,
): Promise<void> {
  await page.goto(url);
  await waitForApp(page);
  // The date starts at today (resources/kit/chemistry-ledger.ts); the quantity shows the chemical's unit once chosen.
  await expect.poll(() => page.getByLabel('Date *', { exact: true }).inputValue()).toBe(formatDate(today(), 'en'));
  await chooseAutocomplete(page, 'Chemical *', 'Nickel', nickel);
  await page.locator('.MuiInputAdornment-root', { hasText: 'kg' }).waitFor();
  await page.getByLabel('Quantity *', { exact: true }).fill(quantity);
  await page.getByLabel(label, { exact: true }).fill(value);
  await save();
  await expectNotification(page, saved);
  await openChemicals();
}

/** The recipe form with one ingredient row: the nickel, `quantity` g. */
async function fillRecipeOfOneRow(quantity: string): Promise<void> {
  await page.getByLabel('Recipe *', { exact: true }).fill(recipeName);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await chooseAutocomplete(page, 'Chemical *', 'Nickel', nickel);
  // Choosing the chemical presets the row's unit to its own (kg); this recipe counts in grams.
  // (A select's accessible name ends with its value: "Unit * kg".)
  const unit = page.getByRole('combobox', { name: /^Unit \*/ });
  await expect.poll(() => unit.textContent()).toBe('kg');
  await page.getByLabel('Quantity *', { exact: true }).fill(quantity);
  await unit.click();
  await page.getByRole('option', { name: 'g', exact: true }).click();
}

/** The recipe's page, ready in the language of `t`: its ingredients table shows the stock now. */
const recipeReady = (stock: string) => async (t: Messages) => {
  const table = page.getByRole('table', { name: t.resources.recipe.fields.ingredients, exact: true });
  await table.getByRole('link', { name: nickel, exact: true }).waitFor();
  await table.getByRole('cell', { name: stock, exact: true }).waitFor();
};

beforeAll(() => {
  page = session.page;
});

describe.sequential('chemistry end to end', () => {
  it('signs up the owner and creates a chemical kept in kg with a minimum of 6', async () => {
    await page.goto('/');
    await waitForPath(page, '/auth/signin');
    await signUp(page, ownerEmail, PASSWORD);
    await verifyAndContinue(page, ownerEmail);
    // An empty database: the home page invites instead of showing figures.
    await page
      .getByRole('region', { name: 'Parts per month', exact: true })
      .getByText('No shippers yet — receive your first parts')
      .waitFor();
    await page
      .getByRole('region', { name: 'Chemicals below minimum', exact: true })
      .getByText('No chemicals yet — add the ones your tanks use')
      .waitFor();
    await page.goto('/chemical/new');
    await waitForApp(page);
    await page.getByLabel('Name *', { exact: true }).fill(nickel);
    await page.getByLabel('CAS number', { exact: true }).fill('10101-97-0');
    await page.getByRole('combobox', { name: 'Unit *', exact: true }).click();
    await page.getByRole('option', { name: 'kg', exact: true }).click();
    await page.getByLabel('Minimum stock', { exact: true }).fill('6');
    await save();
    await expectNotification(page, 'Chemical saved successfully');
    await waitForPath(page, '/chemical');
    expect(await stockCell()).toBe('0');
    expect(await lowFlag(), 'nothing in stock is below a minimum of 6').toBe(true);
  });

  it('receives 10 kg: stock 10, no longer below minimum', async () => {
    await recordMovement('/chemical-in/new', '10', ['Lot', 'LOT-77'], 'Chemical receipt saved successfully');
    expect(await stockCell()).toBe('10');
    expect(await lowFlag()).toBe(false);
  });

  it('uses 4 kg by hand: stock 6, still not below minimum', async () => {
    await recordMovement('/chemical-out/new', '4', ['Notes', 'Top-up of nickel 1'], 'Chemical use saved successfully');
    expect(await stockCell()).toBe('6');
    expect(await lowFlag()).toBe(false);
  });

  it('writes a recipe of 500 g per batch; a bad row is named by its row', async () => {
    await page.goto('/recipe/new');
    await waitForApp(page);
    await fillRecipeOfOneRow('0');
    await checkScreen(page, 'recipe create', {
      reopen: async (t) => {
        await page.getByLabel(`${t.resources.recipe.fields.recipe} *`, { exact: true }).waitFor();
      },
    });
    // The language switch reloaded the page: fill it again.
    await fillRecipeOfOneRow('0');
    await save();
    await page.getByText('Quantity in row 1 must be greater than 0', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/recipe/new');
    await page.getByLabel('Quantity *', { exact: true }).fill('500');
    await save();
    await expectNotification(page, 'Recipe saved successfully');
    await waitForPath(page, '/recipe');
    await expectColumn(page, 'Ingredients', [`${nickel} 500 g`]);
  });

  it("shows the recipe with its ingredient's stock, and uses 2 batches: 5 kg left, below minimum", async () => {
    await (await cellOf(page, 'Recipe')).click();
    await waitForPath(page, /^\/recipe\/[0-9a-f-]{36}$/);
    recipeUrl = pathOf(page);
    await recipeReady('6')(messages.en);
    await checkScreen(page, 'recipe view', { reopen: recipeReady('6') });
    await page.getByRole('button', { name: 'Use recipe', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Use ${recipeName}`, exact: true });
    await dialog.getByLabel('Batches *', { exact: true }).fill('2');
    await dialog.getByLabel('Notes', { exact: true }).fill('Top-up of nickel 1');
    // The preview: 1000 g taken as 1 kg, 6 kg in stock now, 5 kg after.
    const preview = dialog.getByRole('table', { name: 'Takes from stock', exact: true });
    await expect.poll(() => preview.locator('tbody td').allInnerTexts()).toEqual([nickel, '1 kg', '6 kg', '5 kg']);
    await dialog.getByRole('button', { name: 'Record uses', exact: true }).click();
    await expectNotification(page, 'One chemical use recorded');
    await recipeReady('5')(messages.en);
    const table = page.getByRole('table', { name: 'Ingredients', exact: true });
    expect(await table.locator('tbody td').allInnerTexts()).toEqual([nickel, '500', 'g', '5', 'kg', 'Yes']);
  });

  it('the chemical list flags it below minimum and the filter finds it; its uses name the recipe', async () => {
    await openChemicals('?filter=%7B%22lowStock%22%3Atrue%7D');
    expect(await stockCell()).toBe('5');
    expect(await lowFlag()).toBe(true);
    await page.goto('/chemical-out');
    await waitForApp(page);
    // Each quantity with its chemical's unit.
    await expectColumn(page, 'Quantity', ['1 kg', '4 kg']);
    await expectColumn(page, 'Recipe', [recipeName, '']);
    expect(recipeUrl).not.toBe('');
  });

  it('the home page lists it among the chemicals below minimum', async () => {
    await page.goto('/');
    await waitForApp(page);
    const tileReady = async (t: Messages) => {
      const tile = page.getByRole('region', { name: t.home.lowStock.title, exact: true });
      await tile.getByRole('link', { name: nickel, exact: true }).waitFor();
      await tile.getByRole('cell', { name: '5', exact: true }).waitFor();
    };
    await tileReady(messages.en);
    await checkScreen(page, 'home dashboard', { reopen: tileReady });
  });
});
