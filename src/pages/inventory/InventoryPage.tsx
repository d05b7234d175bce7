/**
 * /inventory: parts on hand, by customer, a page at a time, with subtotals and the grand total
 * summed by the server over every part (README "Inventory"); the export holds every part on hand.
 */
import { useState } from 'react';
import { Box, Card, LinearProgress, Stack, TablePagination, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import { defineResource } from '../../../resources/kit/fields';
import { pageSizeChoices } from '../../../resources/kit/list-page';
import { InventoryExportButton } from './InventoryExportButton';
import { InventoryTable } from './InventoryTable';
import { useInventory } from './useInventory';

/** The product declaration, exported under its own name with the columns this page shows. */
const inventoryExport = defineResource({
  ...resources.product,
  exportName: 'inventory',
  exportFields: ['customer', 'part', 'name', 'inventory'],
});

// Declared beside the server's page maximum (resources/kit/list-page.ts).
const PAGE_SIZES = [...pageSizeChoices.inventory];

export default function InventoryPage() {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(50);
  const { data, isPending, error } = useInventory(page, perPage);
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('app.inventory')} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', py: 1 }}>
        <InventoryExportButton resource={inventoryExport} />
      </Stack>
      <Card>
        {isPending && <LinearProgress aria-label={translate('app.loading')} />}
        {error && (
          <Typography color="error" sx={{ p: 3 }}>
            {(error as Error).message}
          </Typography>
        )}
        {data && data.count === 0 && <Typography sx={{ p: 3 }}>{translate('custom.inventory.empty')}</Typography>}
        {data && data.count > 0 && (
          <>
            <InventoryTable answer={data} />
            <TablePagination
              component="div"
              count={data.count}
              page={page}
              rowsPerPage={perPage}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(e) => {
                setPerPage(Number(e.target.value));
                setPage(0);
              }}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) =>
                translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
              }
            />
          </>
        )}
      </Card>
    </Box>
  );
}
