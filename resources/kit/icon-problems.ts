/** A menu entry needs its icon (src/layout/menu-icons.tsx): checked there as the client's frame loads, and by compileResources. */
import type { ResourceDefinition } from './types';

export function iconProblems(resource: ResourceDefinition, icons: ReadonlySet<string>): string[] {
  return resource.menu && !icons.has(resource.name)
    ? [`${resource.name}.menu: no icon for "${resource.name}" in src/layout/menu-icons.tsx`]
    : [];
}
