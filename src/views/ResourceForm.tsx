/** The create/edit form: one input per writable field, validated by the shared rules. */
import { Fragment, type ReactNode } from 'react';
import { SimpleForm, useTranslate, type SimpleFormProps } from 'react-admin';
import type { Field, ResourceDefinition } from '../../resources';
import { offeredIn, writableFields } from '../../resources/kit/derive';
import { useShopSettings } from '../providers/shop-settings';
import { fieldInput } from './fields/FieldInput';
import { UnitNumberInput } from './fields/UnitNumberInput';
import { useRecordValidator } from './useRecordValidator';

interface ResourceFormProps extends Omit<SimpleFormProps, 'children' | 'resource'> {
  resource: ResourceDefinition;
  /** Shown right below a field's input, by field name (what remains on the chosen shipper, under quantity). */
  after?: Partial<Record<string, ReactNode>>;
  /** Fields chosen elsewhere on the page (a create-from page's picker): no input here; the record's value is saved. */
  omit?: readonly string[];
}

/** A number counted in a referenced record's unit shows that unit (a receipt's quantity); else the field's input. */
function inputOf(resource: ResourceDefinition, name: string, field: Field, label: string) {
  const unitOf =
    (field.type === 'integer' || field.type === 'decimal') && field.unitOf ? resource.fields[field.unitOf] : undefined;
  if (unitOf?.type === 'reference' && (field.type === 'integer' || field.type === 'decimal')) {
    return (
      <UnitNumberInput
        source={name}
        label={field.required ? `${label} *` : label}
        field={field}
        reference={unitOf.resource}
        defaultValue={field.default}
      />
    );
  }
  return fieldInput(name, field, label, resource.name);
}

export function ResourceForm({ resource, after, omit = [], ...props }: ResourceFormProps) {
  const translate = useTranslate();
  const validate = useRecordValidator(resource);
  const { country } = useShopSettings();
  return (
    <SimpleForm validate={validate} {...props}>
      {writableFields(resource)
        .filter(([name]) => !omit.includes(name))
        .filter(offeredIn(country))
        .map(([name, field]) => (
          <Fragment key={name}>
            {inputOf(resource, name, field, translate(`resources.${resource.name}.fields.${name}`))}
            {after?.[name]}
          </Fragment>
        ))}
    </SimpleForm>
  );
}
