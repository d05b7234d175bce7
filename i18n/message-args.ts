/**
 * Numbers and amounts inside messages, written in the reader's language when the message is rendered
 * (resources/kit/messages.ts: NumberArg, MoneyArg): both translators (the server's createTranslator
 * and the client's i18n provider) pass every message's arguments through here.
 */
import { formatCount, formatMoney, formatQuantity, type FormatLocale } from './format';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function formatArg(value: unknown, locale: FormatLocale): unknown {
  if (!isObject(value)) return value;
  if (typeof value.number === 'number') return formatCount(value.number, locale);
  if (typeof value.money === 'number' && typeof value.currency === 'string')
    return formatMoney(value.money, value.currency, locale);
  if (Array.isArray(value.quantities)) {
    return (value.quantities as { name: string; amount: number; unit: string }[])
      .map(({ name, amount, unit }) => `${name} ${formatQuantity(amount, unit, locale)}`)
      .join('; ');
  }
  return value;
}

/** The arguments with each NumberArg and MoneyArg written out; everything else as it was. */
export function formatMessageArgs<T extends object | undefined>(args: T, locale: FormatLocale): T {
  if (!args) return args;
  const entries = Object.entries(args);
  if (!entries.some(([, value]) => isObject(value))) return args;
  return Object.fromEntries(entries.map(([name, value]) => [name, formatArg(value, locale)])) as T;
}
