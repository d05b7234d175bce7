/**
 * An overlay that downloads its code when it is first shown. MUI's Popper (tooltips, with popper.js),
 * Modal, Dialog and Menu render nothing while closed, yet every list, form and the layout import them;
 * the build swaps each for one of these (scripts/build/deferred-overlays.ts), so a first screen loads
 * them only when a tooltip, dialog or menu first opens (docs/architecture.md#client-downloads).
 *
 * Closed and not kept mounted, it renders nothing, as the real one does. Once shown it always renders
 * the real one, which plays its closing transition and unmounts its content itself. A download that
 * fails leaves the overlay unshown, never the screen broken, and is tried again when next shown.
 */
import { forwardRef, useEffect, useState, type ComponentType, type Ref, type RefAttributes } from 'react';

export interface OverlayProps {
  open?: boolean;
  keepMounted?: boolean;
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Starts every deferred overlay's download at the first press, key or touch, ahead of the click that opens one. */
const pending = new Set<() => Promise<unknown>>();
let inputSeen = false;
function loadOnFirstInput(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined') return;
  if (inputSeen) return void load();
  if (!pending.size) {
    const start = () => {
      inputSeen = true;
      for (const event of INPUT_EVENTS) window.removeEventListener(event, start, true);
      for (const each of pending) void each();
      pending.clear();
    };
    for (const event of INPUT_EVENTS) window.addEventListener(event, start, { capture: true, passive: true });
  }
  pending.add(load);
}
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

export function deferredOverlay<P extends OverlayProps>(load: Loader<P>, name: string): ComponentType<P & RefAttributes<unknown>> {
  let Real: ComponentType<OverlayProps & { ref?: Ref<unknown> }> | undefined;
  let loading: Promise<unknown> | undefined;
  // A failed download (offline, or a deploy took the file away) is tried again on the next showing.
  const loadOnce = () => (loading ??= load().then(
    (module) => { Real = module.default as typeof Real; },
    () => { loading = undefined; },
  ));
  loadOnFirstInput(loadOnce);
  const Deferred = forwardRef<unknown, P>(function Deferred(props, ref) {
    const [shown, setShown] = useState(false);
    const [, setLoaded] = useState(false);
    const showing = Boolean(props.open || props.keepMounted);
    const wanted = shown || showing;
    if (showing && !shown) setShown(true);
    useEffect(() => {
      if (!wanted || Real) return;
      let current = true;
      void loadOnce().then(() => current && Real && setLoaded(true));
      return () => { current = false; };
    }, [wanted, showing]);
    if (!wanted || !Real) return null;
    return <Real {...(props as OverlayProps)} ref={ref} />;
  });
  Deferred.displayName = `Deferred${name}`;
  return Deferred as unknown as ComponentType<P & RefAttributes<unknown>>;
}
