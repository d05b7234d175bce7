import type { ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import EditIcon from '@mui/icons-material/Edit';
import { DeleteButton, Show, SimpleShowLayout, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { ResourceDefinition } from '../../resources';
import { allFields, offeredIn } from '../../resources/kit/derive';
import { can } from '../providers/authProvider';
import { useShopSettings } from '../providers/shop-settings';
import { fieldDisplay } from './fields/FieldDisplay';
import { recordTitle } from './record-title';
import { useResourceNavigation } from './useResourceNavigation';

/** A field shown as a table (a recipe's ingredients) fits a phone: long words break, cells pad less. */
// A long unbroken value (an email, a link) breaks rather than widening a phone's page.
const tablesFit = {
  '& .MuiTableCell-root': { overflowWrap: 'anywhere', px: { xs: 1, sm: 2 } },
  '& .ra-field': { overflowWrap: 'anywhere', minWidth: 0 },
} as const;

interface ResourceShowProps {
  resource: ResourceDefinition;
  /** More actions beside Edit and Delete (a custom view's own). */
  actions?: ReactNode;
  /** Shown below the fields, inside the record's context. */
  children?: ReactNode;
  /** Fields the children show in their own way (a shipper's packing lists as a table), left out above them. */
  omit?: readonly string[];
  /**
   * The record's document (an invoice as printed), shown first; the fields follow under "Record details",
   * open (their links lead on to the shipper, the product, the customer), and may be folded away.
   */
  document?: ReactNode;
}

/** The record's label as the page's title: "Shipper 1024", "Acme Plating". */
function RecordTitle({ resource }: { resource: ResourceDefinition }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{recordTitle(resource, record, translate)}</>;
}

function RecordHeading({ resource }: { resource: ResourceDefinition }) {
  return (
    <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2, overflowWrap: 'anywhere' }}>
      <RecordTitle resource={resource} />
    </Typography>
  );
}

/** The UUID, for support and the API, last and quiet: people go by the label above. */
function RecordId() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.id) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {translate('custom.show.recordId')}: {String(record.id)}
      </Typography>
    </Box>
  );
}

export default function ResourceShow({ resource, actions, children, omit = [], document }: ResourceShowProps) {
  const { id } = useParams();
  const translate = useTranslate();
  const { onDeleted, onLoadFailed, onFailed } = useResourceNavigation(resource);
  const allowed = (op: 'update' | 'destroy', permission: keyof ResourceDefinition['permissions']) =>
    resource.operations.includes(op) && can(resource.permissions[permission]);
  // The label's own field first, then the rest; the UUID is left to RecordId below.
  const { country } = useShopSettings();
  const fields = allFields(resource)
    .filter(([name]) => name !== 'id' && !omit.includes(name))
    .filter(offeredIn(country));
  fields.sort(([a], [b]) => Number(b === resource.labelField) - Number(a === resource.labelField));
  const fieldList = (
    <SimpleShowLayout sx={tablesFit}>
      {fields.map(([field, f]) =>
        fieldDisplay(field, f, { sortable: false, detail: true, resourceName: resource.name }),
      )}
    </SimpleShowLayout>
  );
  return (
    <Show
      resource={resource.name}
      id={id}
      title={<RecordTitle resource={resource} />}
      queryOptions={{ onError: onLoadFailed }}
      actions={
        // Several actions (a packing list's invoice, slip, certificate, Edit, Delete) wrap on a phone rather than overlap.
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          {actions}
          {allowed('update', 'edit') && (
            <Button component={Link} to={`/${resource.path}/${id}/edit`} startIcon={<EditIcon />} size="small">
              {translate('ra.action.edit')}
            </Button>
          )}
          {allowed('destroy', 'destroy') && (
            <DeleteButton mutationMode="pessimistic" mutationOptions={{ onSuccess: onDeleted, onError: onFailed }} />
          )}
        </TopToolbar>
      }
    >
      <RecordHeading resource={resource} />
      {document ? (
        <>
          {document}
          <Accordion
            defaultExpanded
            disableGutters
            elevation={0}
            sx={{ mx: 2, mb: 2, border: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>{translate('custom.show.details')}</AccordionSummary>
            <AccordionDetails sx={{ p: 0 }}>{fieldList}</AccordionDetails>
          </Accordion>
        </>
      ) : (
        fieldList
      )}
      {children}
      <RecordId />
    </Show>
  );
}
