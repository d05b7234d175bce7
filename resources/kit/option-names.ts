/**
 * A choice's options by name ({ Void: 'Void', … }), built from the declaration's own list, so code
 * names a status the declaration holds (invoiceStatus.Void) and a typo or a renamed option does not compile.
 */
export function optionNames<const T extends readonly string[]>(options: T): { readonly [K in T[number]]: K } {
  return Object.fromEntries(options.map((option) => [option, option])) as { [K in T[number]]: K };
}
