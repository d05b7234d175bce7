/** A translatable message: a locale key and its arguments. Type-only, so every validator may name it without importing another. */
export interface MessageDescriptor {
  key: string;
  args?: Record<string, string | number>;
  /** Arguments holding a `YYYY-MM-DD` day, written in the reader's date format (i18n/render.ts). */
  dates?: readonly string[];
}
