/** The create/edit form: one input per writable field, validated by the shared rules. */
import { SimpleForm, useTranslate, type SimpleFormProps } from 'react-admin';
import type { ResourceDefinition } from '../../resources';
import { writableFields } from '../../resources/kit/derive';
import { fieldInput } from './fields/FieldInput';
import { useRecordValidator } from './useRecordValidator';

export function ResourceForm({ resource, ...props }: { resource: ResourceDefinition } & Omit<SimpleFormProps, 'children' | 'resource'>) {
  const translate = useTranslate();
  const validate = useRecordValidator(resource);
  return (
    <SimpleForm validate={validate} {...props}>
      {writableFields(resource).map(([name, field]) =>
        fieldInput(name, field, translate(`resources.${resource.name}.fields.${name}`), resource.name),
      )}
    </SimpleForm>
  );
}
