/**
 * Whether a URL belongs to the signed-in application: home, the fixed screens and every declared
 * resource's paths. A signed-out visit there goes to sign-in; any other URL is simply not found.
 */
import { resourceList } from '../../resources';

const fixedScreens = ['profile', 'inventory', 'fiscal-notes', 'settings'];

export function isPrivatePath(pathname: string): boolean {
  const first = pathname.split('/').filter(Boolean)[0];
  if (first === undefined) return true;
  return fixedScreens.includes(first) || resourceList.some((resource) => resource.path === first);
}
