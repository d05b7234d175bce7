/**
 * The inspection form as an inspector uses it, in pt-BR (src/custom/inspection/): the gauge's export
 * pasted with decimal commas, a refused line named and fixed, the live mean and verdict against the
 * specification's range, the required test added by its button, and the saved inspection holding the
 * pasted readings and the result the server computed, which the form had shown.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http';
import { withAppApi } from './helpers/in-process';
import { seedPackedShipper, type PackedShipper } from './helpers/billing-setup';
import { chooseAutocomplete } from './helpers/parts-steps';
import { browserSession } from './helpers/session';
import { expectNotification, messages, openInApp, setLanguage, signIn } from './helpers/steps';

const session = browserSession('inspection-form-');
const pt = messages['pt-BR'];
let page: Page;
let seeded: PackedShipper;
const specificationLabel = 'AMS 2404 Rev. F';

beforeAll(async () => {
  page = session.page;
  seeded = await seedPackedShipper(session.app, '2026-03-09');
  await withAppApi(session.app, async ({ api }) => {
    const res = await call(api, 'POST', '/api/specification', {
      token: seeded.owner.token,
      body: {
        data: {
          code: 'AMS 2404',
          revision: 'F',
          thicknessMin: 25,
          thicknessMax: 38,
          thicknessUnit: 'µm',
          requiredTests: ['adhesion'],
        },
      },
    });
    if (res.status !== 200) throw new Error(`POST /api/specification: ${res.status} ${JSON.stringify(res.body)}`);
  });
});

/** The local date and time a datetime-local input takes, a minute ago. */
const localNow = () => {
  const now = new Date(Date.now() - 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
};

const figure = (label: string) =>
  page.getByTestId('reading-figures').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

describe.sequential('the inspection form in pt-BR', () => {
  it('pastes readings with decimal commas and shows the live mean and verdict', async () => {
    await page.goto('/auth/signin');
    await signIn(page, seeded.owner.email, seeded.owner.password);
    await setLanguage(page, 'pt-BR');
    // As a packing list's page would open it: the packing list given.
    await openInApp(
      page,
      `/inspection/new?source=${encodeURIComponent(JSON.stringify({ packing: seeded.packingId }))}`,
    );
    await chooseAutocomplete(page, 'Especificação *', 'AMS', specificationLabel);
    await page.getByLabel('Inspecionado em *', { exact: true }).fill(localNow());
    await page.getByText(pt.custom.inspection.chooseSpecification).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: pt.custom.inspection.paste, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: pt.custom.inspection.pasteTitle, exact: true });
    const box = dialog.getByRole('textbox', { name: pt.custom.inspection.pasteLabel });
    await box.fill('Nº;Ni (µm)\n1;26,1\n2;30\n3;31.25.0\n4;31,25');
    await dialog.getByText('3 valores encontrados', { exact: true }).waitFor();
    await dialog.getByText('Linha 4 (“3 31.25.0”): não é um número', { exact: true }).waitFor();
    const add = dialog.getByRole('button', { name: pt.custom.inspection.add, exact: true });
    expect(await add.isDisabled()).toBe(true);
    await box.fill('Nº;Ni (µm)\n1;26,1\n2;30\n3;31,25');
    await dialog.getByText('3 valores encontrados', { exact: true }).waitFor();
    await add.click();
    await dialog.waitFor({ state: 'detached' });

    const values = page.getByRole('textbox', { name: 'Valor *', exact: true });
    await expect
      .poll(() => values.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)))
      .toEqual(['26,1', '30', '31,25']);
    await expect.poll(() => figure('Média').innerText()).toBe('29,1167 µm');
    expect(await figure('Faixa da especificação').innerText()).toBe('25–38 µm');
    await expect.poll(() => page.getByTestId('live-verdict').innerText()).toBe('Resultado: Aprovado');
  });

  it("adds the specification's required test, passes it, and saves the server's own result", async () => {
    await page.getByText('A especificação exige Aderência: adicione uma linha para cada', { exact: true }).waitFor();
    await page.getByRole('button', { name: pt.custom.inspection.addTests, exact: true }).click();
    // A test row without its result has not passed: the verdict follows it.
    await expect.poll(() => page.getByTestId('live-verdict').innerText()).toBe('Resultado: Reprovado');
    await page.getByText(pt.custom.inspection.testFailed, { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Resultado *', exact: true }).click();
    await page.getByRole('option', { name: 'Aprovado', exact: true }).click();
    await expect.poll(() => page.getByTestId('live-verdict').innerText()).toBe('Resultado: Aprovado');
    expect(await page.getByText(/A especificação exige/).count()).toBe(0);

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectNotification(page, pt.entities.inspection.save.success);
    const stored = await withAppApi(session.app, async ({ api }) => {
      const res = await call<{ rows: Record<string, unknown>[] }>(api, 'GET', '/api/inspection', {
        token: seeded.owner.token,
      });
      return res.body.rows;
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      packing: seeded.packingId,
      readings: [{ value: 26.1 }, { value: 30 }, { value: 31.25 }],
      tests: [{ test: 'adhesion', result: 'pass' }],
      readingCount: 3,
      thicknessMean: 29.1167,
      thicknessUnit: 'µm',
      result: 'pass',
    });
  });
});
