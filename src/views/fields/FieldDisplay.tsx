/** How a field of each declared type is shown in lists and detail views. */
import { Link as MuiLink } from '@mui/material';
import { BooleanField, EmailField, FunctionField, TextField } from 'react-admin';
import { Link } from 'react-router-dom';
import { findResource, type Field } from '../../../resources';
import { viewUrl } from '../../../resources/kit/derive';
import { ChoiceText } from './ChoiceText';
import { DocumentLink } from './DocumentLink';
import { FormattedValue } from './FormattedValue';
import { FileThumbnails } from './FileThumbnails';
import { OptionChips } from './OptionChips';
import { ReferencedByLinks } from './ReferencedByLinks';
import { QuantityWithUnit } from './QuantityWithUnit';
import { RowsTable } from './RowsTable';
import { rowsText } from '../../../resources/kit/rows';

/** `detail`: a record's own page, which shows every photo; lists show the first. */
export function fieldDisplay(
  name: string, field: Field, options: { sortable?: boolean; detail?: boolean; resourceName?: string } = {},
) {
  const common = { source: name, sortable: options.sortable ?? field.type !== 'json' };
  switch (field.type) {
    case 'string':
      if (field.format === 'document') {
        // The server sets the url once the record exists; a PDF cannot be sorted by.
        return <FunctionField key={name} {...common} sortable={false} render={(record) => (record[name] ? <DocumentLink url={String(record[name])} /> : null)} />;
      }
      return field.format === 'email' ? <EmailField key={name} {...common} /> : <TextField key={name} {...common} />;
    case 'integer':
    case 'decimal': {
      // Counted in a referenced record's unit (a chemical's kg): the unit follows the number.
      if (field.unitOf) return <FunctionField key={name} {...common} textAlign="right" render={() => <QuantityWithUnit source={name} field={field} />} />;
      return <FunctionField key={name} {...common} textAlign="right" render={(record) => <FormattedValue field={field} value={record[name]} />} />;
    }
    case 'boolean':
      return <BooleanField key={name} {...common} />;
    case 'date':
    case 'datetime':
      return <FunctionField key={name} {...common} render={(record) => <FormattedValue field={field} value={record[name]} />} />;
    case 'reference': {
      // The API answers each reference with its label (record.labels), so no extra request is needed.
      const target = findResource(field.resource);
      const url = (id: string) => (target ? viewUrl(target, id) : `/${field.resource}/${id}`);
      return (
        <FunctionField key={name} {...common} render={(record) =>
          record[name] ? (
            <MuiLink component={Link} to={url(record[name])} onClick={(e) => e.stopPropagation()}>
              {record.labels?.[name] ?? record[name]}
            </MuiLink>
          ) : null
        } />
      );
    }
    case 'referencedBy':
      return (
        <FunctionField key={name} {...common} sortable={false} render={(record) => <ReferencedByLinks field={field} ids={record[name]} labels={record.labels?.[name]} />} />
      );
    case 'choice':
      return <FunctionField key={name} {...common} render={(record) => <ChoiceText field={field} value={record[name]} />} />;
    case 'choices':
      return (
        <FunctionField key={name} {...common} sortable={false} render={(record) => <OptionChips field={field} values={record[name]} />} />
      );
    case 'json':
      return (
        <FunctionField key={name} {...common} render={(record) => (
          <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: '0.8rem' }}>
            {JSON.stringify(record[name], null, 1)}
          </code>
        )} />
      );
    case 'files':
      return (
        <FunctionField key={name} {...common} sortable={false} render={(record) => <FileThumbnails files={record[name]} firstOnly={!options.detail} />} />
      );
    case 'rows':
      // Lists show the rows as one line, in the form a spreadsheet cell takes; a record's page as a table.
      return options.detail ? (
        <FunctionField key={name} {...common} sortable={false} render={() => <RowsTable source={name} field={field} resourceName={options.resourceName ?? ''} />} />
      ) : (
        <FunctionField key={name} {...common} sortable={false} render={(record) => rowsText(field, record[name], record.labels?.[name])} />
      );
    default:
      return <TextField key={name} {...common} />;
  }
}
