/** A translatable message: a locale key and its arguments. Type-only, so every validator may name it without importing another. */
export interface MessageDescriptor {
  key: string;
  args?: Record<string, string | number>;
}
