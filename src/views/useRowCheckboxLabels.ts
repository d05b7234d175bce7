/**
 * Names each list checkbox for screen readers: a row's after the row ("Select Acme Aerospace", its
 * label field's cell), the header's after how many rows it selects ("Select all 25 rows"), where
 * react-admin says "Select this row" on every line. react-admin also puts a row's label on the
 * wrapping span instead of the input (ra-ui-materialui DatagridRow): the name goes on the input.
 */
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

type Translate = (key: string, options?: Record<string, unknown>) => string;

function rowName(row: Element, labelField: string): string {
  const cell =
    row.querySelector(`td.column-${labelField}`) ??
    [...row.querySelectorAll('td')].find((td) => !td.querySelector('input[type="checkbox"]') && td.textContent?.trim());
  return cell?.textContent?.trim() ?? '';
}

function setLabel(element: Element, label: string): void {
  if (element.getAttribute('aria-label') !== label) element.setAttribute('aria-label', label);
}

function relabel(root: HTMLElement, labelField: string, translate: Translate): void {
  let selectable = 0;
  root.querySelectorAll<HTMLElement>('span.select-item').forEach((span) => {
    span.removeAttribute('aria-label');
    const input = span.querySelector('input');
    const row = span.closest('tr');
    if (!input || !row) return;
    if (!input.disabled) selectable += 1;
    const name = rowName(row, labelField);
    setLabel(input, name ? translate('list.selectRow', { label: name }) : translate('ra.action.select_row'));
  });
  const all = root.querySelector('.select-all input');
  if (all) setLabel(all, translate('list.selectAllRows', { smart_count: selectable }));
}

/** Returns a callback ref for the element around the Datagrid; it may mount after the first render. */
export function useRowCheckboxLabels(labelField: string): (element: HTMLElement | null) => void {
  const translate = useTranslate();
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!root) return;
    relabel(root, labelField, translate);
    // Only the rows changing matter: our own aria-label writes must not wake the observer again.
    const observer = new MutationObserver(() => relabel(root, labelField, translate));
    observer.observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    return () => observer.disconnect();
  }, [root, labelField, translate]);
  return setRoot;
}
