/** The audit log writes money, dates and counts of what changed in the interface language (docs/product-spec.md#areas-and-languages). */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, test } from 'vitest';
import ptBR from '../../i18n/pt-BR';
import { auditChanges } from '../../src/custom/auditLog/audit-changes';
import { formatsFor } from '../../src/views/fields/useFormat';

const pt = polyglotI18nProvider(() => ptBR, 'pt-BR', { allowMissing: true }).translate;
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('audit changes with the interface formats', () => {
  test('an invoice update shows money in the shop currency and a date as dd/mm/yyyy', () => {
    const before = { id: 'i1', valueID: 1024, status: 'Pending', date: '2026-03-01', paid: 0, total: 1234.56 };
    const after = { ...before, paid: 1234.56, date: '2026-11-23' };
    const changes = auditChanges(
      pt,
      { entityName: 'invoice', action: 'update', values: after, previousValues: before },
      formatsFor('pt-BR', 'BRL'),
    );
    expect(changes.map(({ name, before: was, after: is }) => [name, plain(was), plain(is)])).toEqual([
      ['date', '01/03/2026', '23/11/2026'],
      ['paid', 'R$ 0,00', 'R$ 1.234,56'],
    ]);
  });

  test('a visible number stays a name, without a thousands separator', () => {
    const changes = auditChanges(
      pt,
      { entityName: 'shipper', action: 'create', values: { valueID: 1024, quantity: 2000 } },
      formatsFor('pt-BR', 'BRL'),
    );
    expect(changes.find((c) => c.name === 'valueID')?.after).toBe('1024');
    expect(changes.find((c) => c.name === 'quantity')?.after).toBe('2.000');
  });
});
