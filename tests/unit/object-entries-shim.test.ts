/**
 * The client's `object.entries` (src/shims/object-entries.cjs, aliased in vite.config.ts) is the package's
 * whole es-shim interface over the built-in: the same answers and the same members as the package, so it
 * holds for any caller of the package, not only for what node-polyglot calls.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type Entries = ((object: unknown) => [string, unknown][]) & {
  getPolyfill: () => typeof Object.entries;
  implementation: (object: unknown) => [string, unknown][];
  shim: () => typeof Object.entries;
};
const shim = require('../../src/shims/object-entries.cjs') as Entries;
const library = require('object.entries') as Entries;

const samples: unknown[] = [
  { a: 1, b: 'two' },
  [3, 4],
  'str',
  { [Symbol('hidden')]: 1, shown: true },
  Object.create({ inherited: 1 }),
  {},
];

describe('object.entries as the package gives it', () => {
  it.each(samples.map((sample) => [sample]))('the same entries for %o', (sample) => {
    expect(shim(sample)).toEqual(library(sample));
    expect(shim.implementation(sample)).toEqual(library.implementation(sample));
  });

  it('refuses null and undefined as the package does', () => {
    for (const bad of [null, undefined]) {
      expect(() => library(bad)).toThrow(TypeError);
      expect(() => shim(bad)).toThrow(TypeError);
    }
  });

  it('has the package’s members, not enumerable, and uses the built-in', () => {
    const members = (f: object) =>
      Object.getOwnPropertyNames(f)
        .filter((name) => !['length', 'name', 'prototype', 'arguments', 'caller'].includes(name))
        .sort();
    expect(members(shim)).toEqual(members(library));
    expect(Object.keys(shim)).toEqual(Object.keys(library));
    expect(shim.getPolyfill()).toBe(Object.entries);
    const before = Object.entries;
    expect(shim.shim()).toBe(Object.entries);
    expect(Object.entries).toBe(before);
  });
});
