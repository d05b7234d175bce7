import { choice, datetime, defineResource, json, text } from './kit/fields';
import type { PermissionSet } from './kit/types';

export const auditActions = ['create', 'update', 'delete'] as const;

/** Who reads the audit log (the home dashboard's activity too, resources/kit/dashboard.ts). */
export const auditLogPermissions = { read: 'auditLogRead' } as const satisfies PermissionSet;

/**
 * Written by the server alongside every change; read-only through the API. Its entityName is one of
 * `entities`, which resources/index.ts derives from its list (auditedEntities).
 */
export const auditLogOf = <const E extends string>(entities: readonly E[]) =>
  defineResource({
    name: 'auditLog',
    path: 'audit-logs',
    table: 'audit_log',
    timestamps: false,
    fields: {
      timestamp: datetime({ readOnly: true, stamped: true }),
      createdByEmail: text({ readOnly: true }),
      // Filtered as the spec's `entityNames`: several entities at once, each named in the user's language.
      entityName: choice(entities, {
        readOnly: true,
        optionLabels: 'resources.%{value}.name',
        filterKey: 'entityNames',
      }),
      action: choice(auditActions, { readOnly: true, optionLabels: 'choices.auditAction' }),
      entityId: text({ readOnly: true, exact: true }),
      values: json({ readOnly: true }),
      createdById: text({ readOnly: true, exact: true, list: false }),
    },
    permissions: auditLogPermissions,
    operations: ['list'],
    labelField: 'entityName',
    exportName: 'audit_log',
    exportFields: ['timestamp', 'createdByEmail', 'entityName', 'action', 'entityId', 'values', 'id'],
    defaultOrder: 'timestamp_DESC',
    menu: { order: 210 },
  });
