/**
 * What POST /api/iam and PUT /api/iam accept: invitation emails (docs/product-spec.md#validation: each a valid
 * email, comma separated, max 255, required) and roles from the spec's dictionary. Messages
 * are the validation kit's keys, so both languages render them.
 */
import { resources } from '../../../resources';
import {
  unknownKeysMessage,
  validateField,
  validateRecord,
  type MessageDescriptor,
} from '../../../resources/kit/validation';
import { ValidationFailed } from '../../errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `emails` as an array or one comma-separated text; each trimmed and lowercased. */
export function parseEmails(raw: unknown): string[] {
  const errors: Record<string, MessageDescriptor> = {};
  const list = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [])
    .map((value) => String(value).trim().toLowerCase())
    .filter(Boolean);
  if (!list.length) errors.emails = { key: 'validation.required' };
  const invalid = list.find((email) => !EMAIL.test(email) || email.length > 255);
  if (invalid) errors.emails = { key: 'user.validations.email', args: { value: invalid } };
  if (Object.keys(errors).length) throw new ValidationFailed('user', errors);
  return [...new Set(list)];
}

/** What POST /api/iam's data may hold; anything else was ignored while the invitation was still written. */
const INVITE_KEYS = new Set(['emails', 'email', 'roles']);

/** Refuses keys beyond the invitation's, as every other write does (docs/product-spec.md#validation). */
export function checkInviteKeys(data: Record<string, unknown>): void {
  const unknown = Object.keys(data).filter((key) => !INVITE_KEYS.has(key));
  if (unknown.length) {
    throw new ValidationFailed('user', { _unknown: unknownKeysMessage(unknown) });
  }
}

/** Roles as the user resource declares them (the dictionary of docs/domain-rules.md#roles-and-permissions). */
export function parseRoles(raw: unknown): string[] {
  const { value, error } = validateField(resources.user.fields.roles, raw ?? []);
  if (error) throw new ValidationFailed('user', { roles: error });
  return value as string[];
}

/** PUT /api/iam: the user's writable fields (names, phone, avatars, roles); the email stays. */
export function parseUserUpdate(data: Record<string, unknown>): Record<string, unknown> {
  const { email: _email, id: _id, ...rest } = data;
  const { values, errors } = validateRecord(resources.user, { ...rest, email: 'kept@example.com' });
  delete values.email;
  if (Object.keys(errors).length) throw new ValidationFailed('user', errors);
  // A field left out keeps its stored value.
  return Object.fromEntries(Object.entries(values).filter(([name]) => name in rest));
}
