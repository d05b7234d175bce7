/**
 * A list's pagination with its page-size selector at every width: react-admin's own drops the
 * selector below md (900 px), which left phones and tablets stuck at 10 rows.
 */
import type { ChangeEvent, MouseEvent } from 'react';
import { TablePagination, useMediaQuery, type Theme } from '@mui/material';
import { ListPaginationContext, Pagination, useListPaginationContext, useTranslate } from 'react-admin';
import { pageSizeChoices } from '../../resources/kit/list-page';
import { usePrefetchingSetPage } from './page-prefetch';

// Declared beside the server's page maximum, so no choice is one the server refuses.
const DEFAULT_OPTIONS = [...pageSizeChoices.list];

export function ListPagination({ rowsPerPageOptions = DEFAULT_OPTIONS }: { rowsPerPageOptions?: number[] }) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // Both paginations change the page through this context: the page's request leaves on the click (page-prefetch.ts).
  const pagination = useListPaginationContext();
  const setPage = usePrefetchingSetPage();
  return (
    <ListPaginationContext.Provider value={{ ...pagination, setPage }}>
      {small ? (
        <SmallScreenPagination rowsPerPageOptions={rowsPerPageOptions} />
      ) : (
        <Pagination rowsPerPageOptions={rowsPerPageOptions} />
      )}
    </ListPaginationContext.Provider>
  );
}

function SmallScreenPagination({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) {
  const translate = useTranslate();
  const { isPending, total, page, perPage, hasNextPage, setPage, setPerPage } = useListPaginationContext();
  if (isPending || total === 0) return null;
  return (
    <TablePagination
      component="div"
      count={total ?? -1}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={rowsPerPageOptions}
      onPageChange={(event: MouseEvent | null, next: number) => {
        event?.stopPropagation();
        setPage(next + 1);
      }}
      onRowsPerPageChange={(event: ChangeEvent<HTMLInputElement>) => setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', {
          offsetBegin: from,
          offsetEnd: to,
          total: count === -1 ? to : count,
        })
      }
      slotProps={{ actions: { nextButton: { disabled: hasNextPage === false } } }}
      // MUI names its arrows in English whatever the language: react-admin's own words for them.
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      // Wraps rather than widening a phone's page.
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 1 },
        '& .MuiTablePagination-spacer': { display: 'none' },
      }}
    />
  );
}
