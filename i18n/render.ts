/** Renders a validation message with its field label as {path}; shared by client and server. */
import type { MessageDescriptor } from '../resources/kit/validation';

export type Translate = (key: string, args?: Record<string, unknown>) => string;

export function renderValidationMessage(
  t: Translate,
  resource: string,
  field: string,
  message: MessageDescriptor,
): string {
  const path = field === '_unknown' ? t('validation.data') : t(`resources.${resource}.fields.${field}`);
  const args = { path, ...message.args };
  // The expected type is named in the reader's language ("must be a number" / "deve ser um número").
  if (typeof args.type === 'string') args.type = t(`validation.types.${args.type}`, { _: args.type });
  return t(message.key, args);
}
