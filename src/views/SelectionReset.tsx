/**
 * Clears the list's selection when the screen opens and whenever its filter, sort, page or page
 * size changes, so a bulk action only ever takes rows the user can see (react-admin keeps the
 * selection in its store across all of these).
 */
import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';

export function SelectionReset() {
  const { filterValues, sort, page, perPage, onUnselectItems } = useListContext();
  const shown = JSON.stringify([filterValues, sort, page, perPage]);
  const cleared = useRef<string | null>(null);
  useEffect(() => {
    if (cleared.current === shown) return;
    cleared.current = shown;
    onUnselectItems();
  }, [shown, onUnselectItems]);
  return null;
}
