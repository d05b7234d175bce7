/**
 * The invitation form's rules, as the server applies them (docs/product-spec.md#validation): one or more emails,
 * comma separated, each valid and at most 255 characters; at least one role.
 */
import { renderMessage } from '../../../i18n/render';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InviteValues {
  emails?: string;
  roles?: string[];
}

/** The emails typed, trimmed, without blanks or repeats. */
export function splitEmails(text: string | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((email) => email.trim())
        .filter(Boolean),
    ),
  ];
}

export function validateInvite(values: InviteValues, translate: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  const emails = splitEmails(values.emails);
  const invalid = emails.find((email) => !EMAIL.test(email) || email.length > 255);
  if (!emails.length)
    errors.emails = renderMessage(translate, translate('resources.user.fields.emails'), { key: 'validation.required' });
  else if (invalid) errors.emails = translate('user.validations.email', { value: invalid });
  if (!values.roles?.length)
    errors.roles = renderMessage(translate, translate('resources.user.fields.roles'), { key: 'validation.selected' });
  return errors;
}

/** POST /api/iam's data. */
export function invitePayload(values: InviteValues): { emails: string[]; roles: string[] } {
  return { emails: splitEmails(values.emails), roles: values.roles ?? [] };
}
