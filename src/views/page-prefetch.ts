/**
 * A list's next page is asked for on the click itself. react-admin changes the page through the
 * URL on a timer, the router then renders every reader of the URL as a transition (the whole
 * application, until docs/architecture.md#client-views), and only after that render does the list's
 * query ask, long after the click. The click now puts the page's request into react-admin's query cache under the list's own key, so
 * the list finds it in flight (or answered) when its render gets there, instead of asking again.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';

/**
 * Pages fetched by a click, until the list takes them up: fresh for the list's first look (no second
 * request), stale as any other page after it. The time only bounds a page the list never took up.
 */
const clickedPages = new WeakSet<object>();
const CLICKED_PAGE_FRESH_MS = 30_000;

/** The list's staleTime (ResourceList's queryOptions): 0, so every other visit asks the server again. */
export const listStaleTime = (query: object) => (clickedPages.has(query) ? CLICKED_PAGE_FRESH_MS : 0);

/** setPage that sends the page's request first; the key and answer are react-admin's useGetList's. */
export function usePrefetchingSetPage(): (page: number) => void {
  const { resource, perPage, sort, filterValues, setPage } = useListContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  return useCallback(
    (page: number) => {
      const params = { pagination: { page, perPage }, sort, filter: filterValues, meta: undefined };
      const queryKey = [resource, 'getList', params];
      void queryClient.prefetchQuery({
        queryKey,
        queryFn: () =>
          dataProvider
            .getList(resource, params)
            .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
      });
      const cache = queryClient.getQueryCache();
      const query = cache.find({ queryKey, exact: true });
      if (query) {
        clickedPages.add(query);
        // The list's query checks freshness right after it starts observing the page: let that check pass first.
        const stop = cache.subscribe((event) => {
          if (event.type !== 'observerAdded' || event.query !== query) return;
          stop();
          queueMicrotask(() => clickedPages.delete(query));
        });
      }
      setPage(page);
    },
    [resource, perPage, sort, filterValues, setPage, dataProvider, queryClient],
  );
}
