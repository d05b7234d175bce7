/** An edit form sends only what the user changed, so it never overwrites what moved meanwhile. */
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { writableFields } from '../../resources/kit/derive';
import { changedData } from '../../src/providers/dataProvider';

describe('changedData', () => {
  const loaded = {
    id: 'p1',
    part: 'P-100',
    customer: 'c1',
    price: 2.5,
    inventory: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('keeps only changed writable fields', () => {
    expect(changedData('product', { ...loaded, price: 3 }, loaded)).toEqual({ price: 3 });
  });

  it('never sends inventory, which only the server keeps (shippers, packing lists and stock adjustments move it)', () => {
    expect(changedData('product', { ...loaded, name: 'Bracket' }, loaded)).not.toHaveProperty('inventory');
    expect(changedData('product', { ...loaded, inventory: 999 }, loaded)).toEqual({});
  });

  it('treats a cleared field as a change to null, and undefined like null', () => {
    expect(changedData('product', { ...loaded, price: null }, loaded)).toEqual({ price: null });
    expect(changedData('product', { ...loaded, po: undefined }, { ...loaded, po: null })).toEqual({});
  });

  it('sends every writable field when nothing was loaded before, and nothing the server keeps', () => {
    const sent = Object.keys(changedData('product', loaded, undefined)).sort();
    expect(sent).toEqual(
      writableFields(resources.product)
        .map(([name]) => name)
        .sort(),
    );
    expect(sent).toEqual(expect.arrayContaining(['customer', 'part', 'price', 'openingStock']));
    expect(sent).not.toContain('inventory');
  });

  it('sends a changed photo list whole and as it is (the server drops the links); an untouched one not at all', () => {
    const photo = (id: string) => ({
      id,
      name: `${id}.png`,
      sizeInBytes: 10,
      mimeType: 'image/png',
      downloadUrl: `/api/files/${id}?expires=1`,
    });
    const before = { ...loaded, photos: [photo('a')] };
    const photos = [photo('a'), photo('b')];
    expect(changedData('product', { ...before, photos }, before).photos).toBe(photos);
    expect(changedData('product', { ...before, photos: [photo('a')] }, before)).toEqual({});
  });
});
