// @vitest-environment jsdom
/**
 * A choice that names what no choice means (the company profile's paper size, `emptyLabel`) shows
 * that meaning while empty, in the reader's language, and offers it as the first option.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Form } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import companyProfile from '../../resources/singletons/company-profile';
import { fieldInput } from '../../src/views/fields/FieldInput';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

afterEach(cleanup);

function renderPaper(record: Record<string, unknown>, locale: TestLocale, label: string) {
  renderAdmin(<Form record={record}>{fieldInput('paperSize', companyProfile.fields.paperSize, label)}</Form>, {
    locale,
  });
}

describe('a choice with an empty meaning', () => {
  it('shows it while empty, in en and pt-BR', () => {
    renderPaper({}, 'en', 'Paper size');
    expect(screen.getByRole('combobox', { name: 'Paper size' }).textContent).toBe("As the currency's country prints");
    cleanup();
    renderPaper({}, 'pt-BR', 'Tamanho do papel');
    expect(screen.getByRole('combobox', { name: 'Tamanho do papel' }).textContent).toBe('Conforme o país da moeda');
  });

  it('shows a stored choice, and offers the empty meaning first', () => {
    renderPaper({ paperSize: 'a4' }, 'en', 'Paper size');
    const select = screen.getByRole('combobox', { name: 'Paper size' });
    expect(select.textContent).toBe('A4 (210 × 297 mm)');
    fireEvent.mouseDown(select);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(["As the currency's country prints", 'Letter (8.5 × 11 in)', 'A4 (210 × 297 mm)']);
  });
});
