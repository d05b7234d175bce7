/**
 * react-admin's Datagrid puts each row checkbox's aria-label on the wrapping span
 * instead of the input (ra-ui-materialui DatagridRow), which leaves the input
 * unnamed for screen readers. Until that is fixed upstream, move the label where it belongs.
 */
import { useEffect, useState } from 'react';

function relabel(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('span.select-item[aria-label]').forEach((span) => {
    const input = span.querySelector('input');
    if (input) input.setAttribute('aria-label', span.getAttribute('aria-label')!);
    span.removeAttribute('aria-label');
  });
}

/** Returns a callback ref for the element around the Datagrid; it may mount after the first render. */
export function useRowCheckboxLabels(): (element: HTMLElement | null) => void {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!root) return;
    relabel(root);
    const observer = new MutationObserver(() => relabel(root));
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [root]);
  return setRoot;
}
