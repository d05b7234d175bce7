/** The real module a deferred overlay stands in for, resolved by scripts/build/deferred-overlays.ts. */
declare module 'deferred-real:*' {
  import type { ComponentType } from 'react';

  const component: ComponentType<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  export default component;
}
