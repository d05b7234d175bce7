/** Parts-flow screens (product, shipper, packing): reference autocompletes, cells, and how to know each screen is ready. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { dataRows, pathOf, waitForApp, waitForPath, type Messages } from './steps';

/** Today as the date inputs and the API write it. */
export const today = () => new Date().toLocaleDateString('sv-SE');

/** One cell of the datagrid, by its column's header label and the row's index. */
export async function cellOf(page: Page, label: string, row = 0): Promise<Locator> {
  await dataRows(page).first().waitFor();
  const headers = (await page.locator('.RaDatagrid-table thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(label);
  if (index < 0) throw new Error(`No column ${label} in ${JSON.stringify(headers)}`);
  return dataRows(page)
    .nth(row)
    .locator(`td:nth-child(${index + 1})`);
}

/**
 * A reference input (MUI Autocomplete): types to search through /api/<x>/autocomplete, then picks the
 * option, which reads `option` or, where a picker shows more than the label, matches `shown`.
 */
export async function chooseAutocomplete(
  page: Page,
  label: string,
  typed: string,
  option: string,
  shown?: RegExp,
): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', shown ? { name: shown } : { name: option, exact: true }).click();
  await expect.poll(() => input.inputValue()).toBe(option);
}

/** Waits until an input (by its accessible name) shows this value. */
export async function expectValue(
  page: Page,
  role: 'combobox' | 'textbox' | 'spinbutton',
  name: string,
  value: string,
): Promise<void> {
  const input = page.getByRole(role, { name, exact: true });
  await input.waitFor();
  await expect.poll(() => input.inputValue(), { timeout: 15_000, message: `value of ${name}` }).toBe(value);
}

/** The quantity input: react-admin's NumberInput is a textbox with inputmode, or a spinbutton in some versions. */
export const quantityInput = (page: Page, t: Messages) =>
  page.getByLabel(`${t.resources.packing.fields.quantity} *`, { exact: true });

export const packedOf = (t: Messages, packed: number, quantity: number) =>
  t.custom.shipper.packedOf
    .replace('%{packed}', String(packed))
    .replace('%{quantity}', String(quantity))
    .replace('%{remaining}', String(quantity - packed));

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).first().waitFor();

/** Each screen, ready in the language of `t` (used again after each language reload). */
export const partsReady = {
  /** A list whose column shows these values. */
  list:
    (page: Page, resource: 'product' | 'shipper' | 'packing' | 'invoice', field: string, values: string[]) =>
    async (t: Messages) => {
      const label = (t.resources[resource].fields as Record<string, string>)[field];
      await expect
        .poll(
          async () => {
            const headers = (await page.locator('.RaDatagrid-table thead th').allInnerTexts()).map((h) => h.trim());
            const index = headers.indexOf(label);
            return index < 0
              ? []
              : (
                  await dataRows(page)
                    .locator(`td:nth-child(${index + 1})`)
                    .allInnerTexts()
                ).map((v) => v.trim());
          },
          { timeout: 15_000 },
        )
        .toEqual(values);
    },
  create: (page: Page, resource: 'product' | 'shipper', field: string) => async (t: Messages) => {
    const label = (t.resources[resource].fields as Record<string, string>)[field];
    await page.getByLabel(`${label} *`, { exact: true }).first().waitFor();
  },
  shipperShow: (page: Page, packed: number, quantity: number) => async (t: Messages) => {
    await page.getByText(packedOf(t, packed, quantity), { exact: true }).waitFor();
  },
  fromShipper: (page: Page, quantity: string) => async (t: Messages) => {
    await heading(page, t.custom.packing.fromShipperTitle);
    await expect.poll(() => quantityInput(page, t).inputValue(), { timeout: 15_000 }).toBe(quantity);
  },
  packingShow: (page: Page, shipperLabel: string) => async (t: Messages) => {
    await page.getByText(t.resources.packing.fields.shipper, { exact: true }).first().waitFor();
    await page.getByRole('link', { name: shipperLabel, exact: true }).waitFor();
  },
};

/** Opens the first shipper from the list's ID cell (the row's centre holds links to its customer and part); answers its id. */
export async function openFirstShipper(page: Page): Promise<string> {
  await page.goto('/shipper');
  await waitForApp(page);
  await (await cellOf(page, 'ID')).click();
  await waitForPath(page, /^\/shipper\/[^/]+$/);
  return pathOf(page).split('/')[2];
}
