// @vitest-environment jsdom
/**
 * A job's "Create packing list" (docs/domain-rules.md#jobs): offered once the job is Ready to ship to
 * whoever may make packing lists, opening the form with its shipper, the job and what it has left.
 */
import { cleanup, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ShipJobButton } from '../../src/custom/job/ShipJobButton';
import { renderAdmin } from './helpers/render-admin';
import { signInAs } from './helpers/signed-in';

afterEach(cleanup);

const job = { id: 'j1', shipper: 's1', quantity: 40, shipped: 15, status: 'readyToShip' };

function renderButton(record: Record<string, unknown>, roles = ['packingEditor']) {
  signInAs(roles);
  renderAdmin(
    <RecordContextProvider value={record}>
      <ShipJobButton />
    </RecordContextProvider>,
  );
}

describe('ShipJobButton', () => {
  it('opens the packing list form with the shipper, the job and the parts not yet shipped', async () => {
    renderButton(job);
    const link = await screen.findByRole('link', { name: 'Create packing list' });
    const source = new URL(link.getAttribute('href')!, 'http://x').searchParams.get('source');
    expect(new URL(link.getAttribute('href')!, 'http://x').pathname).toBe('/packing/new');
    expect(JSON.parse(source!)).toEqual({ shipper: 's1', job: 'j1', quantity: 25 });
  });

  it('is not offered before the job is ready, once all has shipped, or to who may not make packing lists', () => {
    for (const [record, roles] of [
      [{ ...job, status: 'inProcess' }, ['packingEditor']],
      [{ ...job, status: 'onHold' }, ['packingEditor']],
      [{ ...job, shipped: 40, status: 'shipped' }, ['packingEditor']],
      [job, ['shipperViewer']],
    ] as const) {
      renderButton(record, [...roles]);
      expect(screen.queryByRole('link')).toBeNull();
      cleanup();
    }
  });
});
