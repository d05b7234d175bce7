/** The vocabulary of a field declaration (resources/kit/types.ts re-exports it). Pure data. */
import type { CountryFormat } from './country-formats';

interface FieldBase {
  /** Required on create, update and import. */
  required?: boolean;
  /** Kept by the server: shown, never accepted from a client. */
  readOnly?: boolean;
  /** Shown as a list column (default true). */
  list?: boolean;
  /** Offered as a list filter (default true). */
  filter?: boolean;
  /** The list filter's name where it is not the field's (the audit log's `entityNames`, several at once). */
  filterKey?: string;
  /** Written to the export and the import template (default true unless readOnly). */
  exported?: boolean;
  /** Taken when a create or import leaves the field out, and preset in the form. */
  default?: string | number | boolean;
  /**
   * Offered in forms, filters and record pages only by a shop in one of these countries (ISO
   * 3166-1 codes): a paper only they keep, like Brazil's NF-e. The API, export and import take it anywhere.
   */
  shopCountries?: readonly string[];
}

export interface StringField extends FieldBase {
  type: 'string';
  min?: number;
  max?: number;
  /** A regular expression source the trimmed value must match. */
  pattern?: string;
  /**
   * `document`: a link to a PDF the server renders for this record. `phone`: digits, optionally
   * after a `+`, grouped by spaces, dashes, dots or parentheses (+55 11 98765-4321). `pixKey`: a key
   * the Banco Central registers (a valid CNPJ or CPF, an e-mail, a +55 phone, a random key: pix-key.ts).
   * `noteNumber`: a fiscal note's number, digits optionally grouped by dots (000.001.234).
   */
  format?: 'email' | 'document' | 'phone' | 'pixKey' | 'noteNumber';
  /**
   * Checked and kept in the form of the country another field of the record names (a CNPJ in
   * Brazil, an EIN in the United States: country-formats.ts); free text where the country has none.
   */
  inCountry?: { format: CountryFormat; country: string };
  /**
   * An NF-e's access key (nfe-keys.ts), kept as its 44 digits. The record's `number` field, left
   * empty, is filled from the key and otherwise must agree with it. Where the record's `kind` field
   * says `NFS-e`, free text instead: a service note's verification code or national key.
   */
  nfeKey?: { number: string; kind?: string };
  /** A `document` link's last path segment, the PDF's kind: `pdf` (default), `certificate`. */
  document?: string;
  multiline?: boolean;
  /** Exact match filter instead of "contains". */
  exact?: boolean;
}

export interface NumberField extends FieldBase {
  type: 'integer' | 'decimal';
  min?: number;
  max?: number;
  /** Must be greater than zero (a quantity moved), where `min` would let zero through. */
  positive?: boolean;
  /**
   * A sibling reference whose record's `unit` this number is counted in (a movement's quantity,
   * in its chemical's unit): inputs show that unit beside the number.
   */
  unitOf?: string;
  /** Decimal places kept and shown. */
  scale?: number;
  /** An amount in the shop's currency: shown with its symbol in the reader's language, typed beside it. */
  money?: boolean;
  /** A gap-free visible number the server assigns on create (valueID). */
  sequence?: boolean;
  /**
   * Kept by the database as `a − b` of two sibling numbers, an empty one counted as 0 (a shipper's
   * parts left to pack): read-only, listed, filtered, sorted and exported as any number.
   */
  difference?: readonly [string, string];
}

export interface BooleanField extends FieldBase {
  type: 'boolean';
}

export interface DateField extends FieldBase {
  type: 'date' | 'datetime';
  /** A new record's form starts at today's date, in the browser's own calendar (not UTC's). */
  defaultToday?: boolean;
  /** A datetime the database sets to the moment its row is written when none is given (an audit entry's). */
  stamped?: boolean;
  /**
   * The date of something that happened (a receipt, a payment, an analysis): from 2000-01-01 to a
   * year from today (field-rules.ts). The field constructors set it; `happened: false` opts out.
   */
  happened?: boolean;
}

export interface ChoiceField extends FieldBase {
  type: 'choice';
  options: readonly string[];
  /**
   * i18n key prefix naming each option, `<optionLabels>.<value>.label`, or a key holding `%{value}`
   * (`resources.%{value}.name`); without it the value is shown as it is.
   */
  optionLabels?: string;
  /** A new record's form starts with the shop's own (its country), where no default is declared. */
  fromShop?: 'country';
  /** The i18n key of what no choice means (the paper of the currency's country), shown as the empty option. */
  emptyLabel?: string;
  /**
   * The options a person may choose, where the server sets the others (an invoice's Void): a form
   * offers these and the record's own value.
   */
  choosable?: readonly string[];
  /**
   * Options past `choosable` a form and a filter offer only once the shop's settings list them under
   * this key (the shop's own payment terms); the record's own value stays shown.
   */
  shopOptions?: 'paymentTerms';
  /**
   * Options `<prefix><n>` (D28: 28 days) are named by one key, `<optionLabels>.<prefix>.label`, said
   * with smart_count n; the `named` ones keep a label of their own (D0, "Due on receipt"). The import
   * template lists the others and, as examples of these, the named ones and `example`.
   */
  numbered?: { prefix: string; named?: readonly string[]; example: string };
}

/** `R`: the referenced resource's name, kept literal so resources/index.ts can check it exists. */
export interface ReferenceField<R extends string = string> extends FieldBase {
  type: 'reference';
  /** Name of the referenced resource. */
  resource: R;
  /** Fields the referenced record must share with this one (a shipper's product belongs to its customer). */
  matches?: readonly string[];
  /** Fields of the referenced record shown beside it on a record's page (an ingredient's current stock). */
  alongside?: readonly string[];
  /**
   * Fields of the referenced record copied into same-named fields beside this one when a user
   * chooses it in a form (an ingredient's unit from its chemical); they stay editable.
   */
  presets?: readonly string[];
}

/** Several of a fixed set of values (a user's roles); imports list them split on spaces. */
export interface ChoicesField extends FieldBase {
  type: 'choices';
  options: readonly string[];
  /** As ChoiceField's: roles are named by `roles.<role>.label`. */
  optionLabels?: string;
}

/** What one row of a `rows` field may hold. */
export type RowItemField = StringField | NumberField | ChoiceField | ReferenceField;

/**
 * A list of small records kept inside this one (a recipe's ingredients), edited as rows.
 * In a spreadsheet cell each row is its values in declared order, rows split by ";";
 * only the first column may hold spaces ("Nickel sulfate 2 kg; Boric acid 0.5 kg").
 */
export interface RowsField<F extends Record<string, RowItemField> = Record<string, RowItemField>> extends FieldBase {
  type: 'rows';
  fields: F;
  /** How many rows the value may hold. */
  max: number;
}

/**
 * The records of another resource that reference this one (a shipper's packing lists), computed on
 * every read and never stored: read-only, neither filtered nor sorted. The API answers their ids,
 * with their labels under `labels`; lists, pages and exports show the labels, split by spaces.
 */
export interface ReferencedByField<R extends string = string> extends FieldBase {
  type: 'referencedBy';
  /** The referencing resource. */
  resource: R;
  /** Its reference field that names this record. */
  via: string;
  /** Only the records holding these values (a packing list's status Active: a Void one took nothing). */
  only?: Readonly<Record<string, string>>;
}

export interface JsonField extends FieldBase {
  type: 'json';
}

/** Uploaded files (POST /api/files/<resource>/<field>); the value lists them, in order. */
export interface FilesField extends FieldBase {
  type: 'files';
  /** How many files the value may hold. */
  max: number;
  /** The largest upload accepted, in bytes. */
  maxBytes: number;
  /** What the upload's content must be: pictures, or PDF documents (a specification, a certificate). */
  accept: 'image' | 'pdf';
  /** The image formats taken, judged by content; absent: every one browsers show (IMAGE_MIME_TYPES). */
  formats?: readonly ImageFormat[];
  /**
   * Pixels an image is scaled down to fit, once, at upload (proportions kept; a smaller one is kept
   * as it is): a logo or signature is drawn small on documents, which then never decode a large one.
   */
  fitWithin?: { width: number; height: number };
}

/** The image formats an upload may have, by the name users know them by. */
export const IMAGE_MIME_TYPES = { PNG: 'image/png', JPEG: 'image/jpeg', GIF: 'image/gif', WebP: 'image/webp' } as const;
export type ImageFormat = keyof typeof IMAGE_MIME_TYPES;

/** One entry of a `files` value, as the upload answered it. */
export interface StoredFileValue {
  id: string;
  name: string;
  sizeInBytes: number;
  mimeType: string;
  /** Added to every read by the server: an expiring signed link; never stored. */
  downloadUrl?: string;
}

export type Field =
  | StringField
  | NumberField
  | BooleanField
  | DateField
  | ChoiceField
  | ChoicesField
  | ReferenceField
  | ReferencedByField
  | JsonField
  | FilesField
  | RowsField;

export type FieldType = Field['type'];

/** The declaration of a field of type `T` (NumberField for 'integer', narrowed to it). */
export type FieldOf<T extends FieldType> = Field & { type: T };
