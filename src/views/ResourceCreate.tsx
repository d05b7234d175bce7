import type { ReactNode } from 'react';
import { Create, SaveButton, Toolbar, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../resources';
import { formDefaults } from '../../resources/kit/form-defaults';
import { useShopSettings } from '../providers/shop-settings';
import { ResourceForm } from './ResourceForm';
import { useResourceNavigation } from './useResourceNavigation';

interface ResourceCreateProps {
  resource: ResourceDefinition;
  /** Shown below a field's input, by field name (a hand-written create page's hints). */
  after?: Partial<Record<string, ReactNode>>;
}

export default function ResourceCreate({ resource, after }: ResourceCreateProps) {
  const translate = useTranslate();
  const { onSaved, onFailed } = useResourceNavigation(resource);
  const shop = useShopSettings();
  const name = translate(`resources.${resource.name}.name`, { smart_count: 1 });
  return (
    <Create
      resource={resource.name}
      title={translate('ra.page.create', { name })}
      mutationOptions={{ onSuccess: onSaved, onError: onFailed }}
    >
      {/* Saving an empty form shows what is required instead of a disabled button. */}
      {/* Declared defaults (a shipper's date: today) start the form; a `record` passed by the caller wins. */}
      <ResourceForm
        resource={resource}
        after={after}
        defaultValues={formDefaults(resource, new Date(), shop)}
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      />
    </Create>
  );
}
