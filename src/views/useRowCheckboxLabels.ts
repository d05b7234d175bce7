/**
 * react-admin's Datagrid puts each row checkbox's aria-label on the wrapping span
 * instead of the input (ra-ui-materialui DatagridRow), which leaves the input
 * unnamed for screen readers. Until that is fixed upstream, move the label where it belongs.
 */
import { useEffect, type RefObject } from 'react';

function relabel(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('span.select-item[aria-label]').forEach((span) => {
    const input = span.querySelector('input');
    if (input) input.setAttribute('aria-label', span.getAttribute('aria-label')!);
    span.removeAttribute('aria-label');
  });
}

export function useRowCheckboxLabels(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    relabel(root);
    const observer = new MutationObserver(() => relabel(root));
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [ref]);
}
