/** How a field of each declared type is shown in lists and detail views. */
import { BooleanField, EmailField, FunctionField, TextField } from 'react-admin';
import { lazy, Suspense, type ReactElement } from 'react';
import type { FieldOf, FieldType, NumberField } from '../../../resources/kit/types';
import type { Field } from '../../../resources';
import { ChoiceText } from './ChoiceText';
import { DocumentLink } from './DocumentLink';
import { FormattedValue } from './FormattedValue';
import { FileThumbnails } from './FileThumbnails';
import { OptionChips } from './OptionChips';
import { ReferencedByLinks } from './ReferencedByLinks';
import { QuantityWithUnit } from './QuantityWithUnit';
import { RecordLink } from './RecordLink';
import { string } from './text/string';
import { rowsText } from '../../../resources/kit/rows';

// Only a record's own page draws rows as a table: lists keep its bytes off their first screen.
const RowsTable = lazy(() => import('./RowsTable').then((module) => ({ default: module.RowsTable })));

interface DisplayCommon {
  source: string;
  sortable: boolean;
}
/** `detail`: a record's own page, which shows every photo; lists show the first. */
interface DisplayOptions {
  sortable?: boolean;
  detail?: boolean;
  resourceName?: string;
}
type DisplayFor<F extends Field> = (
  name: string,
  field: F,
  common: DisplayCommon,
  options: DisplayOptions,
) => ReactElement;

const formatted: DisplayFor<Field> = (name, field, common) => (
  <FunctionField key={name} {...common} render={(record) => <FormattedValue field={field} value={record[name]} />} />
);

function numberDisplay(name: string, field: NumberField, common: DisplayCommon) {
  // Counted in a referenced record's unit (a chemical's kg): the unit follows the number.
  if (field.unitOf)
    return (
      <FunctionField
        key={name}
        {...common}
        textAlign="right"
        render={() => <QuantityWithUnit source={name} field={field} />}
      />
    );
  return (
    <FunctionField
      key={name}
      {...common}
      textAlign="right"
      render={(record) => <FormattedValue field={field} value={record[name]} />}
    />
  );
}

/** Each field type's column and record-page display, by type (tsc asks a new type for its entry). */
const displays: { readonly [T in FieldType]: DisplayFor<FieldOf<T>> } = {
  string: (name, field, common) => {
    if (field.format === 'document') {
      // The server sets the url once the record exists; a PDF cannot be sorted by.
      return (
        <FunctionField
          key={name}
          {...common}
          sortable={false}
          render={(record) => (record[name] ? <DocumentLink url={String(record[name])} /> : null)}
        />
      );
    }
    if (field.nfeKey)
      // Read against the DANFE, where it is printed in groups of four; an NFS-e's code as typed.
      return (
        <FunctionField
          key={name}
          {...common}
          render={(record) => (record[name] ? string.cell!((key) => key, field, record[name]) : null)}
        />
      );
    return field.format === 'email' ? <EmailField key={name} {...common} /> : <TextField key={name} {...common} />;
  },
  integer: numberDisplay,
  decimal: numberDisplay,
  // A flag (void, low stock, disabled) is marked where set; a list column of ✗ on every other row says nothing.
  // The record's own page still says No.
  // (BooleanField's own FalseIcon={null} hands MUI's Tooltip a fragment, which throws.)
  boolean: (name, _field, common, options) =>
    options.detail ? (
      <BooleanField key={name} {...common} />
    ) : (
      <FunctionField
        key={name}
        {...common}
        render={(record) => (record[name] === true ? <BooleanField source={name} /> : null)}
      />
    ),
  date: formatted,
  datetime: formatted,
  // The API answers each reference with its label (record.labels), so no extra request is needed.
  reference: (name, field, common) => (
    <FunctionField
      key={name}
      {...common}
      render={(record) =>
        record[name] ? (
          <RecordLink resource={field.resource} id={record[name]}>
            {record.labels?.[name] ?? record[name]}
          </RecordLink>
        ) : null
      }
    />
  ),
  referencedBy: (name, field, common) => (
    <FunctionField
      key={name}
      {...common}
      sortable={false}
      render={(record) => <ReferencedByLinks field={field} ids={record[name]} labels={record.labels?.[name]} />}
    />
  ),
  choice: (name, field, common) => (
    <FunctionField key={name} {...common} render={(record) => <ChoiceText field={field} value={record[name]} />} />
  ),
  choices: (name, field, common) => (
    <FunctionField
      key={name}
      {...common}
      sortable={false}
      render={(record) => <OptionChips field={field} values={record[name]} />}
    />
  ),
  json: (name, _field, common) => (
    <FunctionField
      key={name}
      {...common}
      render={(record) => (
        <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: '0.8rem' }}>
          {JSON.stringify(record[name], null, 1)}
        </code>
      )}
    />
  ),
  files: (name, _field, common, options) => (
    <FunctionField
      key={name}
      {...common}
      sortable={false}
      render={(record) => <FileThumbnails files={record[name]} firstOnly={!options.detail} />}
    />
  ),
  // Lists show the rows as one line, in the form a spreadsheet cell takes; a record's page as a table.
  rows: (name, field, common, options) =>
    options.detail ? (
      <FunctionField
        key={name}
        {...common}
        sortable={false}
        render={() => (
          <Suspense fallback={null}>
            <RowsTable source={name} field={field} resourceName={options.resourceName ?? ''} />
          </Suspense>
        )}
      />
    ) : (
      <FunctionField
        key={name}
        {...common}
        sortable={false}
        render={(record) => rowsText(field, record[name], record.labels?.[name])}
      />
    ),
};

export function fieldDisplay(name: string, field: Field, options: DisplayOptions = {}) {
  const common = { source: name, sortable: options.sortable ?? field.type !== 'json' };
  // An index by a union type cannot say the entry matches the field.
  return (displays[field.type] as DisplayFor<Field>)(name, field, common, options);
}
