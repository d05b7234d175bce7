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
    expect(agreement('Não conformidade')).toEqual({ o: 'a', e: 'é' });
  });

  it('an audit entry says what happened in agreement with its record: Fatura 1 · Alterada, Romaneio 2 · Criado', () => {
    const pt = createTranslator('pt-BR');
    const done = (entity: string, action: string) =>
      pt(`audit.done.${action}`, { ...agreement(pt(`resources.${entity}.name`, { smart_count: 1 })) });
    expect([done('invoice', 'update'), done('packing', 'create'), done('nonconformance', 'create')]).toEqual([
      'Alterada',
      'Criado',
      'Criada',
    ]);
    expect(createTranslator('en')('audit.done.delete', { ...agreement('Invoice') })).toBe('Deleted');
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

  it('the importer counts in Portuguese agree with their number: 1 importada, 1 de 1 linha processada', () => {
    const pt = createTranslator('pt-BR');
    expect(pt('importer.progress', { done: 1, total: 1, smart_count: 1 })).toBe('1 de 1 linha processada');
    expect(pt('importer.progress', { done: 2, total: 3, smart_count: 3 })).toBe('2 de 3 linhas processadas');
    expect([1, 2].map((n) => pt('importer.counts.imported', { smart_count: n }))).toEqual(['importada', 'importadas']);
  });
});
