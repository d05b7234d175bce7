/**
 * The customer importer in Portuguese (issue 40): a column the template lacks is named once before
 * any row is read, and a Portuguese file's headers, terms, language and country are read by an
 * English-speaking user. Its own browser and owner, apart from customers.test.ts's flow.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './helpers/axe';
import { buildImportFile, importRow, ready, uploadInLanguage } from './helpers/customer-steps';
import { browserSession } from './helpers/session';
import { messages, setLanguage, signUp, verifyAndContinue, waitForApp, waitForPath } from './helpers/steps';

const ownerEmail = `owner-pt-${Date.now()}@shop.test`;
const session = browserSession('');
let page: Page;

beforeAll(async () => {
  page = session.page;
  await page.goto('/customer/importer');
  await waitForPath(page, '/auth/signin');
  await signUp(page, ownerEmail, 'plating-secret-1');
  await verifyAndContinue(page, ownerEmail);
});

describe.sequential('the customer importer in Portuguese', () => {
  it('names a column the template lacks once, in Portuguese; reads terms and headers written in Portuguese', async () => {
    await page.goto('/customer/importer');
    await waitForApp(page);
    await setLanguage(page, 'pt-BR');
    await ready.importer(page)(messages['pt-BR']);
    const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const ptHeader = ['Nome', 'Endereço', 'Telefone', 'E-mail', 'Prazo', 'Idioma dos documentos', 'País'];
    const choose = (buffer: Buffer) =>
      page.locator('input[type="file"]').setInputFiles({ name: 'clientes.xlsx', mimeType: XLSX_MIME, buffer });
    await choose(
      buildImportFile(
        [...ptHeader, 'Limite de crédito'],
        [{ Nome: 'Metalúrgica Nova', 'E-mail': 'compras@nova.test', Prazo: 'T30', 'Limite de crédito': '5000' }],
      ),
    );
    await page
      .getByText(
        'A coluna “Limite de crédito” não existe em Clientes. Remova-a, ou dê a ela um dos cabeçalhos do modelo, e escolha o arquivo de novo.',
      )
      .waitFor();
    expect(await page.locator('tr[data-line]').count(), 'no row is read, none marked failed').toBe(0);
    await expectAccessible(page, 'customer importer (unknown column) [pt-BR]');

    // A Portuguese file read by an English-speaking user: its headers and its terms' labels.
    await uploadInLanguage(
      page,
      buildImportFile(ptHeader, [
        {
          Nome: 'Metalúrgica Nova',
          'E-mail': 'compras@nova.test',
          Prazo: '30 dias',
          'Idioma dos documentos': 'Português (Brasil)',
          País: 'Brasil',
        },
        { Nome: 'Autopeças Itaú', 'E-mail': 'compras@itau.test', Prazo: 'T60 (60 dias)' },
      ]),
      'en',
    );
    expect(await importRow(page, 2).getAttribute('data-status')).toBe('PENDING');
    expect(await importRow(page, 3).getAttribute('data-status')).toBe('PENDING');
    // Only read, never sent: the list is still empty.
    await page.goto('/customer');
    await waitForApp(page);
    await page.getByText('No customers yet.').waitFor();
  });
});
