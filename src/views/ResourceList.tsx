/** The list pattern of every resource: filter, sort, page-size changer, selection, bulk delete, export, import. */
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, List, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../resources';
import { listFields, parseOrderBy, viewRoute, viewUrl } from '../../resources/kit/derive';
import { can } from '../providers/authProvider';
import { useShopSettings } from '../providers/shop-settings';
import { fieldDisplay } from './fields/FieldDisplay';
import { filterInputs } from './fields/filter-inputs';
import { BulkDeleteSelected } from './BulkDeleteSelected';
import { ListPagination } from './ListPagination';
import { listStaleTime } from './page-prefetch';
import { ResourceEmpty } from './ResourceEmpty';
import { ResourceListActions } from './ResourceListActions';
import { SelectionReset } from './SelectionReset';
import { tableScrolls } from './table-scrolls';
import { useRowCheckboxLabels } from './useRowCheckboxLabels';

// A phone's cards load with the first phone list: a desktop's list never needs them.
const ListCards = lazy(() => import('./ListCards').then((module) => ({ default: module.ListCards })));

/**
 * Wider screens: a cell holds one line (no date or part number broken over three), a long name ends
 * in an ellipsis (its record's page has it whole), and a grid still wider than the screen scrolls inside.
 */
const wideGrid = {
  ...tableScrolls,
  '& .RaDatagrid-rowCell': { maxWidth: '12rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
} as const;

interface ResourceListProps {
  resource: ResourceDefinition;
  /** Replaces the bulk delete (a custom list's own bulk actions). */
  bulkActions?: ReactNode;
  /** Shown above the grid, such as a mode switch. */
  header?: ReactNode;
  /** Rows the bulk actions may take (all by default). */
  isRowSelectable?: (record: RaRecord) => boolean;
  /** Replaces the declared columns and filters where a screen shows a field its own way. */
  columns?: ReactNode[];
  filters?: ReactElement[];
}

/**
 * One list per resource, never one reused for the next: the routes of all lists render the same
 * component, and a reused react-admin list reads the previous resource's params from its store for
 * a render (ra-core useStore keeps its value until an effect sees the new key) and runs a pending
 * debounced filter against the new URL, so the new resource was asked for the old one's filter
 * and sort. A key per resource mounts a fresh list with its own params.
 */
export default function ResourceList(props: ResourceListProps) {
  return <ResourceListOf key={props.resource.name} {...props} />;
}

function ResourceListOf({ resource, bulkActions, header, isRowSelectable, columns, filters }: ResourceListProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { country } = useShopSettings();
  const order = parseOrderBy(resource, undefined)!;
  const canDestroy = resource.operations.includes('destroy') && can(resource.permissions.destroy);
  // Only where the view route would let the user in (a receipt's view asks chemicalsEdit, docs/product-spec.md#private-routes-and-permissions).
  const canShow = resource.operations.includes('get') && can(viewRoute(resource).permission);
  const rowsRef = useRowCheckboxLabels(resource.labelField);
  // Below the theme's sm (576 px) each row is a card (resources/kit/card.ts), the grid's columns do not fit.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const bulkActionButtons = bulkActions ?? (canDestroy ? <BulkDeleteSelected resource={resource} /> : false);
  return (
    <List
      resource={resource.name}
      title={translate(`resources.${resource.name}.name`, { smart_count: 2 })}
      perPage={10}
      sort={{ field: order.field, order: order.direction }}
      filterDefaultValues={resource.defaultFilter}
      filters={filters ?? filterInputs(resource, translate, country)}
      actions={<ResourceListActions resource={resource} />}
      // Exports go through the server (ExportButton), not react-admin's CSV exporter.
      exporter={false}
      empty={<ResourceEmpty resource={resource} />}
      pagination={<ListPagination />}
      // A refused filter (400) is shown as a toast; 403 and 500 are routed by the authProvider.
      // staleTime: a page the pagination already asked for on the click is not asked for twice (page-prefetch.ts).
      queryOptions={{ onError: (error: Error) => notify(error.message, { type: 'error' }), staleTime: listStaleTime }}
    >
      <SelectionReset />
      {header}
      {phone ? (
        <Suspense fallback={null}>
          <ListCards
            resource={resource}
            bulkActionButtons={bulkActionButtons}
            isRowSelectable={isRowSelectable}
            canShow={canShow}
          />
        </Suspense>
      ) : (
        <Box ref={rowsRef} sx={wideGrid}>
          <Datagrid
            rowClick={canShow ? (id) => viewUrl(resource, id) : false}
            isRowSelectable={isRowSelectable}
            bulkActionButtons={bulkActionButtons}
          >
            {columns ?? listFields(resource).map(([name, field]) => fieldDisplay(name, field))}
          </Datagrid>
        </Box>
      )}
    </List>
  );
}
