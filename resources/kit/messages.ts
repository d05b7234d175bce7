/** A translatable message: a locale key and its arguments. Type-only, so every validator may name it without importing another. */
export interface MessageDescriptor {
  key: string;
  args?: Record<string, MessageArg>;
  /** Arguments holding a `YYYY-MM-DD` day, written in the reader's date format (i18n/render.ts). */
  dates?: readonly string[];
  /** Arguments holding choice values (joined by ', '), each written as its option's label under this prefix. */
  choices?: Readonly<Record<string, string>>;
}

/**
 * A number in a message, written as the reader's language groups it when the message is rendered
 * (i18n/message-args.ts): pt-BR `2.147.483.647`, en `2,147,483,647`. A plain number is an identifier
 * (an invoice's number, a row) and stays as it is.
 */
export interface NumberArg {
  number: number;
}

/** An amount in a currency (ISO 4217), written the reader's way: pt-BR `R$ 3.400,00`, en `$3,400.00`. */
export interface MoneyArg {
  money: number;
  currency: string;
}

/** Named quantities in a message, each in its unit, written the reader's way: pt-BR `Ácido bórico 0,5 L; Sulfato 2.000 g`. */
export interface QuantitiesArg {
  quantities: { name: string; amount: number; unit: string }[];
}

export type MessageArg = string | number | NumberArg | MoneyArg | QuantitiesArg;

export const numberArg = (value: number): NumberArg => ({ number: value });
export const moneyArg = (value: number, currency: string): MoneyArg => ({ money: value, currency });
export const quantitiesArg = (quantities: QuantitiesArg['quantities']): QuantitiesArg => ({ quantities });
