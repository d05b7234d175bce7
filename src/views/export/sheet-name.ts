/** A spreadsheet's one sheet is named after the list it holds ("Shippers", "Remessas"): docs/product-spec.md#export. */
import type { Translate } from '../../../i18n/render';
import type { ResourceDefinition } from '../../../resources/kit/types';

/** Excel's limits: at most 31 characters, none of \ / ? * [ ] :, never blank. */
export function sheetName(resource: ResourceDefinition, t: Translate): string {
  const name = t(`resources.${resource.name}.name`, { smart_count: 2 })
    .replace(/[\\/?*[\]:]/g, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return name || resource.exportName;
}
