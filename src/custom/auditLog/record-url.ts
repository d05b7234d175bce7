/** Where an audited record's own page is, if the user may open it: none for a deleted record or one without a page. */
import { findResource } from '../../../resources';
import { viewRoute, viewUrl } from '../../../resources/kit/derive';
import { can } from '../../providers/authProvider';

export function recordUrl(entityName: string, id: string, action: string): string | undefined {
  if (action === 'delete') return undefined;
  if (entityName === 'settings') return can('settingsEdit') ? '/settings' : undefined;
  const resource = findResource(entityName);
  if (!resource || !resource.operations.includes('get') || !can(viewRoute(resource).permission)) return undefined;
  return viewUrl(resource, id);
}
