// @vitest-environment jsdom
/**
 * src/shims/deferred-overlay.tsx: an overlay's code is asked for only when it is first shown (or kept
 * mounted), or at the first press or key; shown, it is the real one, with every prop and the ref; closed
 * again, the real one stays to play its closing transition. And the build swaps MUI's overlays for these.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { forwardRef, createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredOverlay, type OverlayProps } from '../../src/shims/deferred-overlay';
import { DEFERRED_OVERLAYS } from '../../scripts/build/deferred-overlays';

interface Props extends OverlayProps { label: string }

/** Stands for MUI's overlay: renders while open, and says so when closed (its closing transition). */
const Real = forwardRef<HTMLDivElement, Props>(function Real({ open, keepMounted, label }, ref) {
  return <div ref={ref} role="dialog" aria-label={label}>{open ? 'open' : keepMounted ? 'kept' : 'closing'}</div>;
});

function overlay() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  const load = vi.fn(async () => { await gate; return { default: Real }; });
  return { Overlay: deferredOverlay<Props>(load, 'Test'), load, release };
}

afterEach(cleanup);

describe('an overlay loaded when first shown', () => {
  it('closed, renders nothing and asks for nothing', () => {
    const { Overlay, load } = overlay();
    const { container } = render(<Overlay open={false} label="Delete" />);
    expect(container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('opened, loads the real one once and renders it with the props and the ref', async () => {
    const { Overlay, load, release } = overlay();
    const ref = createRef<HTMLDivElement>();
    const { rerender } = render(<Overlay open={false} label="Delete" ref={ref} />);
    rerender(<Overlay open label="Delete" ref={ref} />);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect((await screen.findByRole('dialog', { name: 'Delete' })).textContent).toBe('open');
    expect(ref.current).toBe(screen.getByRole('dialog'));
    // Closed again: the real one is still there to close itself.
    rerender(<Overlay open={false} label="Delete" ref={ref} />);
    expect(screen.getByRole('dialog').textContent).toBe('closing');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('kept mounted, loads at once', async () => {
    const { Overlay, load, release } = overlay();
    render(<Overlay open={false} keepMounted label="Menu" />);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect((await screen.findByRole('dialog')).textContent).toBe('kept');
  });

  it('a failed download leaves it unshown, and is tried again when next shown', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Real });
    const Overlay = deferredOverlay<Props>(load, 'Test');
    const { rerender } = render(<Overlay open label="Delete" />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Overlay open={false} label="Delete" />);
    rerender(<Overlay open label="Delete" />);
    expect((await screen.findByRole('dialog', { name: 'Delete' })).textContent).toBe('open');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts loading at the first press, before anything opens', () => {
    const { load } = overlay();
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(load).toHaveBeenCalledTimes(1);
    // One declared after the first press loads at once.
    expect(overlay().load).toHaveBeenCalledTimes(1);
  });
});

describe('the build swaps MUI overlays for these', () => {
  it.each(DEFERRED_OVERLAYS)('%s has a stand-in that loads the real file', async (name) => {
    const { readFile } = await import('node:fs/promises');
    const standIn = await readFile(`src/shims/overlays/${name}.ts`, 'utf8');
    expect(standIn).toContain(`import('deferred-real:@mui/material/esm/${name}/${name}.js')`);
  });
});
