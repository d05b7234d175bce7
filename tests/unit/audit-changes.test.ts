/** What an audit entry says: changed fields before → after, labels for references, options and money by name. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, test } from 'vitest';
import en from '../../i18n/en';
import ptBR from '../../i18n/pt-BR';
import { auditChanges, changeSummary, recordLabel } from '../../src/custom/auditLog/audit-changes';

const t = polyglotI18nProvider(() => en, 'en', { allowMissing: true }).translate;
const pt = polyglotI18nProvider(() => ptBR, 'pt-BR', { allowMissing: true }).translate;

const before = {
  id: 'i1',
  valueID: 1024,
  status: 'Pending',
  date: '2026-03-01',
  customer: 'c1',
  paid: 0,
  total: 1234.5,
  updatedAt: '2026-03-01T10:00:00.000Z',
  labels: { customer: 'Acme', packing: '7', product: 'P-1' },
};
const after = {
  ...before,
  status: 'Paid',
  paid: 1234.5,
  customer: 'c2',
  updatedAt: '2026-03-02T10:00:00.000Z',
  labels: { ...before.labels, customer: 'Borg' },
};
const money = (n: number) => n.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('an update', () => {
  test('lists only the fields that changed, labelled, references by name, statuses and money formatted', () => {
    const changes = auditChanges(t, { entityName: 'invoice', action: 'update', values: after, previousValues: before });
    expect(changes).toEqual([
      { name: 'status', label: 'Status', before: 'Pending', after: 'Paid' },
      { name: 'customer', label: 'Customer', before: 'Acme', after: 'Borg' },
      { name: 'paid', label: 'Paid', before: money(0), after: money(1234.5) },
    ]);
  });

  test('in Portuguese, the labels and statuses are the translated ones', () => {
    const [status] = auditChanges(pt, {
      entityName: 'invoice',
      action: 'update',
      values: after,
      previousValues: before,
    });
    expect(status).toEqual({ name: 'status', label: 'Situação', before: 'Pendente', after: 'Paga' });
  });

  test('a save that changed nothing but bookkeeping lists nothing', () => {
    const touched = { ...before, updatedAt: '2026-03-09T10:00:00.000Z' };
    expect(
      auditChanges(t, { entityName: 'invoice', action: 'update', values: touched, previousValues: before }),
    ).toEqual([]);
  });

  test('the summary shows the first changes and counts the rest', () => {
    const changes = auditChanges(t, { entityName: 'invoice', action: 'update', values: after, previousValues: before });
    expect(changeSummary(changes, 'update', 2)).toEqual({
      parts: ['Status: Pending → Paid', 'Customer: Acme → Borg'],
      more: 1,
    });
  });
});

describe('a create and a delete', () => {
  test('a create lists its non-empty values, a delete the values it had', () => {
    const created = auditChanges(t, {
      entityName: 'customer',
      action: 'create',
      values: { name: 'Acme', term: 'T30', phone: null },
    });
    expect(created).toEqual([
      { name: 'name', label: 'Name', before: '', after: 'Acme' },
      { name: 'term', label: 'Term', before: '', after: 'T30 (30 days)' },
    ]);
    const deleted = auditChanges(t, { entityName: 'customer', action: 'delete', values: { name: 'Acme' } });
    expect(deleted).toEqual([{ name: 'name', label: 'Name', before: 'Acme', after: '' }]);
    expect(changeSummary(deleted, 'delete')).toEqual({ parts: ['Name: Acme'], more: 0 });
  });

  test('the settings, no resource, are named as the settings page names them', () => {
    const entry = {
      entityName: 'settings',
      action: 'update',
      values: { theme: 'gold', mode: 'dark' },
      previousValues: { theme: 'default', mode: 'dark' },
    };
    expect(auditChanges(t, entry)).toEqual([{ name: 'theme', label: 'Theme', before: 'Default', after: 'Gold' }]);
    expect(auditChanges(pt, { ...entry, previousValues: { theme: 'gold', mode: 'light' } })).toEqual([
      { name: 'mode', label: 'Modo', before: 'Claro', after: 'Escuro' },
    ]);
  });

  test('what nothing declares (the demo data) lists its own keys as they are', () => {
    expect(auditChanges(t, { entityName: 'demoData', action: 'create', values: { customers: 3 } })).toEqual([
      { name: 'customers', label: 'customers', before: '', after: '3' },
    ]);
  });
});

test('a record is named by its label field, a visible number without a thousands separator', () => {
  expect(recordLabel(t, 'shipper', { valueID: 1024 })).toBe('1024');
  expect(recordLabel(t, 'customer', { name: 'Acme' })).toBe('Acme');
  expect(recordLabel(t, 'settings', { theme: 'gold' })).toBe('');
});
