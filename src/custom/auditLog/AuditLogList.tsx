/**
 * /audit-logs as an auditor reads it: compact rows (when, who, action, which record, what changed),
 * a row opens to every value; entities and actions named in the user's language, filtered by
 * several entities at once (the API's `entityNames`). The export is the generic one: raw values.
 */
import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteArrayInput,
  Datagrid,
  FunctionField,
  List,
  Pagination,
  SimpleList,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { resources } from '../../../resources';
import { parseOrderBy } from '../../../resources/kit/derive';
import { pageSizeChoices } from '../../../resources/kit/list-page';
import type { ChoiceField } from '../../../resources/kit/types';
import { useFormat } from '../../views/fields/useFormat';
import { filterInputs } from '../../views/fields/filter-inputs';
import { translatedChoices } from '../../views/fields/option-label';
import { ResourceEmpty } from '../../views/ResourceEmpty';
import { ResourceListActions } from '../../views/ResourceListActions';
import { tableScrolls } from '../../views/table-scrolls';
import { AuditChanges } from './AuditChanges';
import { AuditDetails } from './AuditDetails';
import { AuditAction } from './AuditAction';
import { AuditRecord } from './AuditRecord';

const { auditLog } = resources;

const fields = auditLog.fields;
/** Filters an auditor asks by; ids (entry, actor) stay in the API for scripts. */
const OFFERED = ['entityNames', 'action', 'createdByEmail', 'timestampRange', 'entityId'];

function useAuditFilters() {
  const translate = useTranslate();
  const generic = new Map(filterInputs(auditLog, translate).map((input) => [String(input.key), input]));
  const entities = (
    <AutocompleteArrayInput
      key="entityNames"
      source="entityNames"
      alwaysOn
      label={translate('resources.auditLog.fields.entityNames')}
      // Named already: react-admin would translate the plural form ("Customer |||| Customers") as it is.
      choices={translatedChoices(translate, fields.entityName as ChoiceField)}
      translateChoice={false}
      helperText={false}
      sx={{ minWidth: 240 }}
    />
  );
  return OFFERED.map((key) => (key === 'entityNames' ? entities : generic.get(key))).filter(
    (input) => input !== undefined,
  );
}

// Dense rows: at least ten fit on a 1366 × 900 screen (the layout's header and filters included).
// A long email breaks where it must (a table cell ignores max-width), and beside the menu at tablet
// widths what still does not fit scrolls inside the table, never the page.
const compact = {
  ...tableScrolls,
  '& .RaDatagrid-rowCell, & .RaDatagrid-headerCell': { py: 0.5, px: 1, verticalAlign: 'top' },
  '& .column-timestamp, & .column-action': { whiteSpace: 'nowrap' },
  '& .column-createdByEmail': { overflowWrap: 'anywhere', minWidth: 120 },
};

export default function AuditLogList() {
  const translate = useTranslate();
  // When, as the interface language writes it (23/11/2026 14:05 in pt-BR).
  const { dateTime: formatDateTime } = useFormat();
  const notify = useNotify();
  const order = parseOrderBy(auditLog, undefined)!;
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const field = (name: string) => translate(`resources.auditLog.fields.${name}`);
  return (
    <List
      resource={auditLog.name}
      title={translate('resources.auditLog.name', { smart_count: 2 })}
      perPage={20}
      sort={{ field: order.field, order: order.direction }}
      filters={useAuditFilters()}
      actions={<ResourceListActions resource={auditLog} />}
      // Exports go through the server (ExportButton), not react-admin's CSV exporter.
      exporter={false}
      empty={<ResourceEmpty resource={auditLog} />}
      pagination={<Pagination rowsPerPageOptions={[...pageSizeChoices.auditLog]} />}
      queryOptions={{ onError: (error: Error) => notify(error.message, { type: 'error' }) }}
    >
      {narrow ? (
        // A phone: one entry per item (record and action, what changed, when and who), no sideways scrolling.
        <SimpleList
          linkType={false}
          // All in the primary text: it is the one part given the row's record context here.
          primaryText={(entry: RaRecord) => (
            <Stack component="span" gap={0.25}>
              <span>
                <AuditRecord /> · <AuditAction />
              </span>
              <AuditChanges />
              <Typography component="span" variant="caption" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {`${formatDateTime(entry.timestamp)} · ${entry.createdByEmail ?? translate('audit.system')}`}
              </Typography>
            </Stack>
          )}
        />
      ) : (
        <Datagrid size="small" bulkActionButtons={false} rowClick="expand" expand={<AuditDetails />} sx={compact}>
          <FunctionField
            source="timestamp"
            label={field('timestamp')}
            render={(entry) => formatDateTime(entry.timestamp)}
          />
          <FunctionField
            source="createdByEmail"
            label={field('createdByEmail')}
            render={(entry) => entry.createdByEmail ?? translate('audit.system')}
          />
          <FunctionField source="action" label={field('action')} render={() => <AuditAction />} />
          <FunctionField source="entityName" label={field('record')} render={() => <AuditRecord />} />
          <FunctionField label={field('changes')} sortable={false} render={() => <AuditChanges />} />
        </Datagrid>
      )}
    </List>
  );
}
