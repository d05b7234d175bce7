/** pt-BR messages agree with their field's label (docs/product-spec.md#areas-and-languages). */
import { describe, expect, it } from 'vitest';
import { agreement } from '../../i18n/agreement';
import { createTranslator, renderValidationMessage } from '../../i18n';

describe('agreement', () => {
  it('reads gender and number from the label', () => {
    expect(agreement('Unidade')).toEqual({ o: 'a', e: 'é' });
    expect(agreement('Receita')).toEqual({ o: 'a', e: 'é' });
    expect(agreement('Data de vencimento')).toEqual({ o: 'a', e: 'é' });
    expect(agreement('Descrição')).toEqual({ o: 'a', e: 'é' });
    expect(agreement('Nome')).toEqual({ o: 'o', e: 'é' });
    expect(agreement('Prazo')).toEqual({ o: 'o', e: 'é' });
    expect(agreement('Idioma dos documentos')).toEqual({ o: 'o', e: 'é' });
    expect(agreement('Status')).toEqual({ o: 'o', e: 'é' });
    expect(agreement('Papéis')).toEqual({ o: 'os', e: 'são' });
    expect(agreement('Observações')).toEqual({ o: 'as', e: 'são' });
    expect(agreement('Ingredientes')).toEqual({ o: 'os', e: 'são' });
  });

  it('renders pt-BR messages in agreement and leaves English as it was', () => {
    const pt = createTranslator('pt-BR');
    const en = createTranslator('en');
    const unit = pt('resources.chemical.fields.unit');
    expect(renderValidationMessage(pt, 'chemical', 'unit', { key: 'validation.selected' })).toBe(
      `${unit} deve ser selecionada`,
    );
    expect(renderValidationMessage(pt, 'customer', 'name', { key: 'validation.required' })).toBe('Nome é obrigatório');
    expect(renderValidationMessage(pt, 'shipper', 'date', { key: 'validation.invalid' })).toBe('Data é inválida');
    expect(renderValidationMessage(en, 'shipper', 'date', { key: 'validation.invalid' })).toBe('Date is invalid');
    expect(renderValidationMessage(en, 'chemical', 'unit', { key: 'validation.selected' })).toBe(
      'Unit must be selected',
    );
  });
});
