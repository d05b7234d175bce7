/** What an empty list says, with the ways to fill it. */
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceDefinition } from '../../resources';
import { can } from '../providers/authProvider';

export function ResourceEmpty({ resource }: { resource: ResourceDefinition }) {
  const translate = useTranslate();
  const name = translate(`resources.${resource.name}.name`, { smart_count: 2 }).toLowerCase();
  const canCreate = resource.operations.includes('create') && can(resource.permissions.create);
  const canImport = resource.operations.includes('import') && can(resource.permissions.import);
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('list.empty', { name })}
      </Typography>
      {(canCreate || canImport) && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('list.emptyHint')}
        </Typography>
      )}
      {canCreate && (
        <Button component={Link} to={`/${resource.path}/new`} variant="contained" startIcon={<AddIcon />} sx={{ m: 1 }}>
          {translate('ra.action.create')}
        </Button>
      )}
      {canImport && (
        <Button
          component={Link}
          to={`/${resource.path}/importer`}
          variant="outlined"
          startIcon={<UploadIcon />}
          sx={{ m: 1 }}
        >
          {translate('list.import')}
        </Button>
      )}
    </Box>
  );
}
