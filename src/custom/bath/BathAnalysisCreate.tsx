/** /bath-analysis/new: the generic form, with the parameter chosen among the tank's own (TankParameterInput). */
import { Create, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import { formDefaults } from '../../../resources/kit/form-defaults';
import { ResourceForm } from '../../views/ResourceForm';
import { useResourceNavigation } from '../../views/useResourceNavigation';
import { TankParameterInput } from './TankParameterInput';

export default function BathAnalysisCreate() {
  const resource = resources.bathAnalysis;
  const translate = useTranslate();
  const { onSaved, onFailed } = useResourceNavigation(resource);
  const name = translate(`resources.${resource.name}.name`, { smart_count: 1 });
  const label = `${translate(`resources.${resource.name}.fields.parameter`)} *`;
  return (
    <Create
      resource={resource.name}
      title={translate('ra.page.create', { name })}
      mutationOptions={{ onSuccess: onSaved, onError: onFailed }}
    >
      {/* As ResourceCreate: saving an empty form shows what is required; the parameter's input follows the tank's. */}
      <ResourceForm
        resource={resource}
        omit={['parameter']}
        after={{ tank: <TankParameterInput label={label} /> }}
        defaultValues={formDefaults(resource)}
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      />
    </Create>
  );
}
