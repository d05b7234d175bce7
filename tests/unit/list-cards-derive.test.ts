/** A list's row on a phone (resources/kit/card.ts): declared, or derived from the list's columns. */
import { describe, expect, test } from 'vitest';
import { resourceList } from '../../resources';
import { cardOf, cardProblems } from '../../resources/kit/card';
import { listFields } from '../../resources/kit/derive';
import {
  boolean,
  choice,
  date,
  decimal,
  defineResource,
  documentUrl,
  images,
  integer,
  reference,
  text,
} from '../../resources/kit/fields';
import type { ResourceDefinition } from '../../resources/kit/types';
import { customerShaped } from '../helpers/fixture-resources';

const order = defineResource({
  name: 'order',
  fields: {
    number: integer({ required: true }),
    notes: text({ multiline: true }),
    photos: images({ max: 2, maxBytes: 1_000_000 }),
    status: choice(['Open', 'Closed'], { required: true }),
    customer: reference('customer', { required: true }),
    date: date(),
    total: decimal({ money: true }),
    hidden: text({ list: false }),
    rush: boolean(),
    url: documentUrl(),
    po: text(),
  },
  permissions: {},
  labelField: 'number',
});

describe('a derived card', () => {
  test('names the record, then whose it is; the status a chip; the rest two a line, long values left out', () => {
    expect(cardOf(order)).toEqual({
      primary: ['number', 'customer'],
      status: 'status',
      secondary: ['date', 'total'],
      tertiary: ['rush', 'po'],
    });
  });

  test('without a reference the label alone names it, a multiline text is left out, a choice not named status is a value', () => {
    expect(cardOf(customerShaped)).toEqual({
      primary: ['name'],
      status: undefined,
      secondary: ['phone', 'email'],
      tertiary: ['term'],
    });
  });
});

describe('a declared card', () => {
  test('is taken as declared', () => {
    const declared = {
      ...order,
      card: { primary: ['number'], secondary: ['po'], status: 'status' },
    } as ResourceDefinition;
    expect(cardOf(declared)).toEqual({ primary: ['number'], secondary: ['po'], tertiary: [], status: 'status' });
  });

  test('naming a missing field, a long one or a status that is no choice is a problem', () => {
    const declared = {
      ...order,
      card: { primary: ['number', 'numbr'], secondary: ['notes', 'photos'], status: 'po' },
    } as ResourceDefinition;
    expect(cardProblems(declared)).toEqual([
      'order.card: "numbr" is not a field of order',
      'order.card: "notes" (string) is too long for a card',
      'order.card: "photos" (files) is too long for a card',
      'order.card.status: "po" is not a choice field of order',
    ]);
  });

  test("the app's cards name only list-worthy fields of their own (every declared or derived name is a field)", () => {
    for (const resource of resourceList) {
      const card = cardOf(resource);
      expect(cardProblems(resource), resource.name).toEqual([]);
      for (const name of [...card.primary, ...card.secondary, ...card.tertiary])
        expect(resource.fields[name], `${resource.name}.${name}`).toBeDefined();
      expect(card.primary[0], resource.name).toBe(resource.labelField);
    }
    expect(listFields(order).some(([name]) => name === 'hidden')).toBe(false);
  });
});
