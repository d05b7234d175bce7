/** What a record's page is titled: its label (resources' `labelField`), never its UUID. */
import type { RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../resources';
import { optionLabel } from './fields/option-label';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A name, such as a customer's, stands alone ("Acme Plating"); a number or a date says what it
 * numbers ("Shipper 1024", "Chemical use 2026-11-24"); a record without a label is named by its kind.
 */
export function recordTitle(resource: ResourceDefinition, record: RaRecord | undefined, translate: Translate): string {
  const name = translate(`resources.${resource.name}.name`, { smart_count: 1 });
  const field = resource.fields[resource.labelField];
  const raw = field?.type === 'reference' ? record?.labels?.[resource.labelField] : record?.[resource.labelField];
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  // An option by its name in the reader's language ("Stock adjustment Customer return"), not its code.
  const label = text && field?.type === 'choice' ? optionLabel(translate, field, text) : text;
  if (!label) return name;
  return field?.type === 'string' ? label : translate('custom.show.title', { name, label });
}
