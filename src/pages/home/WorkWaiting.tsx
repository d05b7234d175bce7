/**
 * "Ready to ship" and "Ready to bill": for each resource whose picker declares open work (shippers with
 * parts left to pack, packing lists not billed) and that this user may list, a link to its list filtered
 * to that work, with how many are waiting. The count is the list's own, so it is what the link opens.
 */
import { Button, Chip, Skeleton, Stack } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resourceList, type ResourceDefinition } from '../../../resources';
import { OPEN_WORK_FILTER } from '../../../resources/kit/derive';
import { can } from '../../providers/authProvider';
import { useFormat } from '../../views/fields/useFormat';
import { filteredListUrl } from './home-format';

const filter = { [OPEN_WORK_FILTER]: true };

function WaitingLink({ resource }: { resource: ResourceDefinition }) {
  const translate = useTranslate();
  const { number } = useFormat();
  const { total, isPending } = useGetList(resource.name, { pagination: { page: 1, perPage: 1 }, filter });
  return (
    <Button
      component={Link}
      to={filteredListUrl(resource, filter)}
      variant="outlined"
      endIcon={
        isPending ? (
          <Skeleton variant="rounded" width={28} height={24} />
        ) : (
          <Chip size="small" color={total ? 'primary' : 'default'} label={number(total ?? 0, { decimals: 0 })} />
        )
      }
    >
      {translate(`entities.${resource.name}.picker.waiting`)}
    </Button>
  );
}

export function WorkWaiting() {
  const waiting = resourceList.filter(
    (resource) => resource.picker?.open && resource.permissions.read && can(resource.permissions.read),
  );
  if (!waiting.length) return null;
  return (
    <Stack direction="row" gap={2} flexWrap="wrap" sx={{ my: 2 }}>
      {waiting.map((resource) => (
        <WaitingLink key={resource.name} resource={resource} />
      ))}
    </Stack>
  );
}
