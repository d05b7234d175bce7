// @vitest-environment jsdom
/**
 * "Release certificate" on the packing page: only for certificateRelease, disabled with the server's refusal
 * words, a reason asked before a second revision is sent, and a server refusal shown as written (in the
 * user's language) with the dialog left open (tests/api/certificates.test.ts checks the server).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { HttpError, RecordContextProvider, type DataProvider, type RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReleaseCertificateButton } from '../../src/custom/packing/ReleaseCertificateDialog';
import type { PackingQualityAnswer } from '../../resources/kit/packing-quality-answer';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

const state = vi.hoisted(() => ({ calls: [] as [string, unknown][], refusal: '', granted: true }));
vi.mock('../../src/providers/authProvider', () => ({ can: () => state.granted }));
vi.mock('../../src/providers/api', () => ({
  apiFetch: async (path: string, options: unknown) => {
    state.calls.push([path, options]);
    if (state.refusal) throw new HttpError(state.refusal, 400, { message: state.refusal });
    return {};
  },
}));
afterEach(() => {
  cleanup();
  Object.assign(state, { calls: [], refusal: '', granted: true });
});

const packing: RaRecord = { id: 'p1', valueID: 12, status: 'Active' };
const passed: PackingQualityAnswer = {
  inspection: { id: 'i1', valueID: 3, result: 'pass', inspectedAt: '2026-03-09T10:00:00.000Z' },
  held: false,
  reason: null,
  release: null,
};

function render(quality: PackingQualityAnswer, released: RaRecord[] = [], locale: TestLocale = 'en') {
  const dataProvider = {
    getList: async () => ({ data: released, total: released.length }),
  } as unknown as DataProvider;
  renderAdmin(
    createElement(RecordContextProvider, {
      value: packing,
      children: createElement(ReleaseCertificateButton, { quality }),
    }),
    { dataProvider, notifications: true, locale },
  );
}

describe('ReleaseCertificateButton', () => {
  it('is not offered without certificateRelease', async () => {
    state.granted = false;
    render(passed);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Release certificate' })).toBeNull());
  });

  it('is disabled, saying why, while the packing list is held', async () => {
    render({
      ...passed,
      held: true,
      reason: 'Held: inspection 3 failed',
      release: 'Packing list 12 is held: its inspection failed and a nonconformance still needs a disposition',
    });
    const button = await screen.findByRole('button', { name: 'Release certificate' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Packing list 12 is held/)).toBeTruthy();
  });

  it('releases revision 1 with no reason asked', async () => {
    render(passed);
    const button = await screen.findByRole('button', { name: 'Release certificate' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Release the certificate of packing list 12?' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release certificate' }));
    await screen.findByText('Certificate revision 1 released');
    expect(state.calls).toEqual([['packing/p1/certificate', { method: 'POST', body: {} }]]);
  });

  it('asks why before a second revision is sent, then sends it', async () => {
    render(passed, [{ id: 'c1', revision: 1 }]);
    const button = await screen.findByRole('button', { name: 'Release certificate' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release certificate' }));
    await within(dialog).findByText('Required');
    expect(state.calls).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Why a new revision/), { target: { value: ' Lot corrected ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release certificate' }));
    await screen.findByText('Certificate revision 2 released');
    expect(state.calls).toEqual([['packing/p1/certificate', { method: 'POST', body: { reason: 'Lot corrected' } }]]);
  });

  it("shows the server's refusal as written, in the user's language, and stays open", async () => {
    state.refusal = 'O romaneio 12 está retido: a inspeção foi reprovada';
    render(passed, [], 'pt-BR');
    const button = await screen.findByRole('button', { name: 'Emitir certificado' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Emitir certificado' }));
    await screen.findByText(state.refusal);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
