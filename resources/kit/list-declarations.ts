/**
 * How a resource's records are found and shown in lists: its reference picker and its card on a
 * phone. Declared on the resource (resources/kit/types.ts ResourceDefinition `picker`, `card`).
 */

/**
 * How a reference picker finds and shows a record: by what a clerk decides by, open work first
 * (docs/architecture.md#pickers).
 */
export interface PickerDeclaration<K extends string = string> {
  /** Searched besides the label, each word of a query in any of them: text contains it, a reference's label does. */
  search: readonly K[];
  /** Shown under an option's label, in this order. */
  show: readonly K[];
  /**
   * Open work, listed first, when every condition holds: `below: [a, b]` is a < b (b − a is what is
   * left, shown in `entities.<name>.picker.open`), `empty` fields have no value, `equals` their option,
   * `among` one of theirs (an invoice Pending or Expired).
   */
  open?: {
    below?: readonly [K, K];
    empty?: readonly K[];
    equals?: Readonly<Partial<Record<K, string>>>;
    among?: Readonly<Partial<Record<K, readonly string[]>>>;
  };
}

/**
 * A list's row on a phone, as a card (docs/architecture.md#phone-cards): what names the record in
 * bold, then a line or two of labelled values, and a status chip. Derived from the list's columns
 * where a resource does not declare one (resources/kit/card.ts cardOf).
 */
export interface CardDeclaration<K extends string = string> {
  primary: readonly K[];
  secondary?: readonly K[];
  tertiary?: readonly K[];
  /** A choice field, shown as a chip. */
  status?: K;
}
