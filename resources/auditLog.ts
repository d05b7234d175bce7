import { choice, datetime, defineResource, json, text } from './kit/fields';

/**
 * Every entityName the server writes: each audited resource's name (a unit test holds this list to
 * resources/index.ts), the settings and the demonstration data `npm run seed` loads.
 */
export const auditedEntities = [
  'customer', 'product', 'stockAdjustment', 'shipper', 'packing', 'invoice', 'invoicePayment', 'chemical', 'recipe',
  'chemicalIn', 'chemicalOut', 'tank', 'bathAnalysis', 'user', 'settings', 'demoData',
] as const;

export const auditActions = ['create', 'update', 'delete'] as const;

/** Written by the server alongside every change; read-only through the API. */
export default defineResource({
  name: 'auditLog',
  path: 'audit-logs',
  table: 'audit_log',
  timestamps: false,
  fields: {
    timestamp: datetime({ readOnly: true }),
    createdByEmail: text({ readOnly: true }),
    // Filtered as the spec's `entityNames`: several entities at once, each named in the user's language.
    entityName: choice(auditedEntities, { readOnly: true, optionLabels: 'resources.%{value}.name', filterKey: 'entityNames' }),
    action: choice(auditActions, { readOnly: true, optionLabels: 'choices.auditAction' }),
    entityId: text({ readOnly: true, exact: true }),
    values: json({ readOnly: true }),
    createdById: text({ readOnly: true, exact: true, list: false }),
  },
  permissions: { read: 'auditLogRead' },
  operations: ['list'],
  labelField: 'entityName',
  exportName: 'audit_log',
  exportFields: ['timestamp', 'createdByEmail', 'entityName', 'action', 'entityId', 'values', 'id'],
  defaultOrder: 'timestamp_DESC',
  menu: { order: 210 },
});
