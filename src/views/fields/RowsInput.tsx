/** A `rows` field edited as a list of rows, each column with its own input and its own error. */
import type { ReactNode } from 'react';
import { ArrayInput, SimpleFormIterator, useTranslate } from 'react-admin';
import { rowColumnLabelKey } from '../../../resources/kit/rows';
import type { Field, RowsField } from '../../../resources/kit/types';

interface RowsInputProps {
  source: string;
  label: string;
  field: RowsField;
  resourceName: string;
  /** FieldInput's own renderer, passed in so the two files do not import each other. */
  renderInput: (name: string, field: Field, label: string) => ReactNode;
}

export function RowsInput({ source, label, field, resourceName, renderInput }: RowsInputProps) {
  const translate = useTranslate();
  return (
    <ArrayInput source={source} label={label} fullWidth>
      <SimpleFormIterator inline disableClear>
        {Object.entries(field.fields).map(([column, f]) => {
          const columnLabel = translate(rowColumnLabelKey(resourceName, source, column));
          return renderInput(column, f, columnLabel);
        })}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
