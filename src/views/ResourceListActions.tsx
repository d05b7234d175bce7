import { Button as MuiButton } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/Upload';
import { FilterButton, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceDefinition } from '../../resources';
import { can } from '../providers/authProvider';
import { ExportButton } from './export/ExportButton';

export function ResourceListActions({ resource }: { resource: ResourceDefinition }) {
  const translate = useTranslate();
  const allowed = (op: 'create' | 'import', permission = resource.permissions[op]) =>
    resource.operations.includes(op) && can(permission);
  return (
    // Wraps (a phone, or 768 px beside the menu in Portuguese) rather than pushing Export past the screen's edge.
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <FilterButton />
      {allowed('create') && (
        <MuiButton component={Link} to={`/${resource.path}/new`} startIcon={<AddIcon />} size="small">
          {translate('ra.action.create')}
        </MuiButton>
      )}
      {allowed('import') && (
        <MuiButton component={Link} to={`/${resource.path}/importer`} startIcon={<UploadIcon />} size="small">
          {translate('list.import')}
        </MuiButton>
      )}
      <ExportButton resource={resource} />
      <ExportButton resource={resource} format="csv" />
    </TopToolbar>
  );
}
