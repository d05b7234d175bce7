/** A `rows` field edited as a list of rows, each column with its own input and its own error. */
import type { ReactNode } from 'react';
import type { Theme } from '@mui/material';
import { ArrayInput, SimpleFormIterator, SimpleFormIteratorClasses as classes, useTranslate } from 'react-admin';
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

/**
 * A tank's parameter row showed Target, Lower limit, Upper limit and Factor 32 px wide, labels cut
 * to "T" (issue 39). Each row's inputs (its form, a Stack) now sit on a grid of columns at least
 * 9rem wide, the same columns on every row, wrapping before they shrink; on a phone each row is a
 * card with its inputs one under another.
 */
const rowsLayout = (theme: Theme) => {
  const divider = `1px solid ${(theme.vars || theme).palette.divider}`;
  return {
    [`& .${classes.form}`]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
      columnGap: 2,
      rowGap: 0,
      alignItems: 'start',
    },
    [`& .${classes.form} > *`]: { minWidth: 0, width: '100%' },
    // A record's name (a chemical, "Copper sulfate pentahydrate") needs two columns to be read.
    [`& .${classes.form} > .MuiAutocomplete-root`]: { gridColumn: 'span 2' },
    [theme.breakpoints.down('sm')]: {
      [`& .${classes.form}`]: { gridTemplateColumns: '1fr' },
      [`& .${classes.form} > .MuiAutocomplete-root`]: { gridColumn: 'auto' },
      [`& .${classes.line}`]: { border: divider, borderRadius: 1, px: 1.5, py: 1, mb: 1 },
      [`& > ul > li:last-child`]: { borderBottom: divider },
    },
  };
};

export function RowsInput({ source, label, field, resourceName, renderInput }: RowsInputProps) {
  const translate = useTranslate();
  return (
    <ArrayInput source={source} label={label} fullWidth>
      <SimpleFormIterator inline disableClear fullWidth sx={rowsLayout}>
        {Object.entries(field.fields).map(([column, f]) => {
          const columnLabel = translate(rowColumnLabelKey(resourceName, source, column));
          return renderInput(column, f, columnLabel);
        })}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
