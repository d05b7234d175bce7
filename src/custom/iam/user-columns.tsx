/**
 * The users list shows a person's full name and status (Enabled / Disabled) where the declaration
 * stores first name, last name and `disabled`: a "Disabled ✗" column read as a fault on every active user.
 */
import { FunctionField, SelectInput, type RaRecord } from 'react-admin';
import { resources } from '../../../resources';
import { listFields } from '../../../resources/kit/derive';
import { fieldDisplay } from '../../views/fields/FieldDisplay';
import { filterInputs } from '../../views/fields/filter-inputs';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const fullName = (record: RaRecord) => [record.firstName, record.lastName].filter(Boolean).join(' ');
export const statusKey = (record: RaRecord) => (record.disabled ? 'iam.disabled' : 'iam.enabled');

export function userColumns(translate: Translate) {
  return listFields(resources.user).flatMap(([name, field]) => {
    if (name === 'lastName') return [];
    if (name === 'firstName')
      return [<FunctionField key="fullName" source="fullName" sortBy="firstName" render={fullName} />];
    if (name === 'disabled') {
      return [
        <FunctionField
          key="status"
          source="status"
          sortBy="disabled"
          render={(record: RaRecord) => translate(statusKey(record))}
        />,
      ];
    }
    return [fieldDisplay(name, field)];
  });
}

/** The status filter maps Enabled / Disabled to the API's `disabled` filter. */
export function userFilters(translate: Translate) {
  return filterInputs(resources.user, translate).map((input) =>
    input.props.source === 'disabled' ? (
      <SelectInput
        key="disabled"
        source="disabled"
        label={translate('resources.user.fields.status')}
        helperText={false}
        choices={[
          { id: false, name: 'iam.enabled' },
          { id: true, name: 'iam.disabled' },
        ]}
      />
    ) : (
      input
    ),
  );
}
