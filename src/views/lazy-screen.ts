/**
 * A screen past the first, loaded on demand with the words it says (src/providers/i18nProvider.ts):
 * every route's lazy component but the home page's and a list's is made by this.
 */
import { lazy, type ComponentType } from 'react';
import { loadPageMessages } from '../providers/i18nProvider';

export function lazyScreen<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(async () => {
    const [screen] = await Promise.all([load(), loadPageMessages()]);
    return screen;
  });
}
