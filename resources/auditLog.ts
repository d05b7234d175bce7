import { choice, datetime, defineResource, json, text } from './kit/fields';

/** Written by the server alongside every change; read-only through the API. */
export default defineResource({
  name: 'auditLog',
  path: 'audit-logs',
  table: 'audit_log',
  timestamps: false,
  fields: {
    timestamp: datetime({ readOnly: true }),
    createdByEmail: text({ readOnly: true }),
    entityName: text({ readOnly: true, exact: true }),
    action: choice(['create', 'update', 'delete'], { readOnly: true }),
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
  menu: { icon: 'auditLog', order: 210 },
});
