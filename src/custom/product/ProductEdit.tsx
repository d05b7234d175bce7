/**
 * Editing a product: every writable field but the opening stock, which is set when the product is
 * created and stays (the server refuses a change); on hand moves by stock adjustments, recorded from here.
 */
import { DeleteButton, Edit, SaveButton, Toolbar, TopToolbar, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { resources } from '../../../resources';
import { can } from '../../providers/authProvider';
import { ResourceForm } from '../../views/ResourceForm';
import { useResourceNavigation } from '../../views/useResourceNavigation';
import { AdjustStockButton } from './AdjustStockButton';

const product = resources.product;

export default function ProductEdit() {
  const { id } = useParams();
  const translate = useTranslate();
  const { onSaved, onDeleted, onLoadFailed, onFailed } = useResourceNavigation(product);
  const name = translate(`resources.${product.name}.name`, { smart_count: 1 });
  return (
    <Edit
      resource={product.name}
      id={id}
      title={translate('ra.page.edit', { name, recordRepresentation: '' })}
      mutationMode="pessimistic"
      queryOptions={{ onError: onLoadFailed }}
      mutationOptions={{ onSuccess: onSaved, onError: onFailed }}
      actions={
        <TopToolbar>
          <AdjustStockButton />
        </TopToolbar>
      }
    >
      <ResourceForm
        resource={product}
        omit={['openingStock']}
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            {can(product.permissions.destroy) && (
              <DeleteButton mutationMode="pessimistic" mutationOptions={{ onSuccess: onDeleted, onError: onFailed }} />
            )}
          </Toolbar>
        }
      />
    </Edit>
  );
}
