/** Renders a validation message in the translator's language; shared by client and server. */
import { rowColumnLabelKey, rowErrorPath } from '../resources/kit/rows';
import type { MessageDescriptor } from '../resources/kit/validation';
import { agreement } from './agreement';

export type Translate = (key: string, args?: Record<string, unknown>) => string;

/** A `YYYY-MM-DD` day as the reader's language writes dates (`app.datePattern`: mm/dd/yyyy, dd/mm/aaaa). */
export function writtenDate(t: Translate, iso: string): string {
  const [year, month, day] = iso.split('-');
  if (!day) return iso;
  return t('app.datePattern').replace(/y+|a+/i, year).replace(/m+/i, month).replace(/d+/i, day);
}

/** A message about `path` (an already translated label). */
export function renderMessage(t: Translate, path: string, message: MessageDescriptor): string {
  // pt-BR agrees with the label (`%{path} é obrigatóri%{o}`); English messages do not use o and e.
  const args: Record<string, unknown> = { path, ...agreement(path), ...message.args };
  for (const name of message.dates ?? [])
    if (typeof args[name] === 'string') args[name] = writtenDate(t, args[name] as string);
  for (const [name, prefix] of Object.entries(message.choices ?? {}))
    if (typeof args[name] === 'string')
      args[name] = (args[name] as string)
        .split(', ')
        .map((value) => t(`${prefix}.${value}.label`, { _: value }))
        .join(', ');
  // The expected type is named in the reader's language ("must be a number" / "deve ser um número").
  if (typeof args.type === 'string') args.type = t(`validation.types.${args.type}`, { _: args.type });
  return t(message.key, args);
}

/** How a message names its field: by its label, or a column of one row ("Quantity in row 2"). */
function fieldPath(t: Translate, resource: string, field: string): string {
  if (field === '_unknown') return t('validation.data');
  const row = rowErrorPath(field);
  if (!row) return t(`resources.${resource}.fields.${field}`);
  const column =
    row.column === '_unknown' ? t('validation.data') : t(rowColumnLabelKey(resource, row.field, row.column));
  return t('validation.rowPath', { field: column, row: row.row + 1 });
}

/** A message about a resource's field, labelled as that field. */
export function renderValidationMessage(
  t: Translate,
  resource: string,
  field: string,
  message: MessageDescriptor,
): string {
  const path = fieldPath(t, resource, field);
  const args = message.args ?? {};
  // A message naming another field of the same record names it by its label.
  const other: Record<string, string> =
    typeof args.field === 'string' ? { field: t(`resources.${resource}.fields.${args.field}`) } : {};
  return renderMessage(t, path, { ...message, args: { ...args, ...other } });
}
