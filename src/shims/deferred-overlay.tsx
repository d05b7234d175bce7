/**
 * An overlay that downloads its code when it is first shown. MUI's Popper (tooltips, with popper.js),
 * Modal, Dialog and Menu render nothing while closed, yet every list, form and the layout import them;
 * the build swaps each for one of these (scripts/build/deferred-overlays.ts), so a first screen loads
 * them only when a tooltip, dialog or menu first opens (docs/architecture.md#client-downloads).
 *
 * Closed and not kept mounted, it renders nothing, as the real one does. Once shown it always renders
 * the real one, which plays its closing transition and unmounts its content itself.
 */
import { forwardRef, lazy, Suspense, useState, type ComponentType, type Ref, type RefAttributes } from 'react';

export interface OverlayProps {
  open?: boolean;
  keepMounted?: boolean;
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Starts every deferred overlay's download at the first press, key or touch, ahead of the click that opens one. */
const pending = new Set<() => unknown>();
let listening = false;
function loadOnFirstInput(load: () => unknown): void {
  if (typeof window === 'undefined') return;
  pending.add(load);
  if (listening) return;
  listening = true;
  const start = () => {
    for (const event of INPUT_EVENTS) window.removeEventListener(event, start, true);
    for (const each of pending) void Promise.resolve(each()).catch(() => undefined);
    pending.clear();
  };
  for (const event of INPUT_EVENTS) window.addEventListener(event, start, { capture: true, passive: true });
}
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

export function deferredOverlay<P extends OverlayProps>(load: Loader<P>, name: string): ComponentType<P & RefAttributes<unknown>> {
  let loading: ReturnType<Loader<P>> | undefined;
  const loadOnce = () => (loading ??= load());
  const Real = lazy(loadOnce) as unknown as ComponentType<OverlayProps & { ref?: Ref<unknown> }>;
  loadOnFirstInput(loadOnce);
  const Deferred = forwardRef<unknown, P>(function Deferred(props, ref) {
    const [shown, setShown] = useState(false);
    const showing = Boolean(props.open || props.keepMounted);
    if (showing && !shown) setShown(true);
    if (!showing && !shown) return null;
    return (
      <Suspense fallback={null}>
        <Real {...(props as OverlayProps)} ref={ref} />
      </Suspense>
    );
  });
  Deferred.displayName = `Deferred${name}`;
  return Deferred as unknown as ComponentType<P & RefAttributes<unknown>>;
}
