import { describe, expect, it } from 'vitest';
import { ExportReader } from '../../src/providers/export-reader';

/** Feeds `body` to a reader in pieces of `size` characters; answers the records in order. */
function readAll(body: string, size: number) {
  const reader = new ExportReader();
  const records: unknown[] = [];
  for (let at = 0; at < body.length; at += size) records.push(...reader.push(body.slice(at, at + size)));
  records.push(...reader.end());
  return { records, received: reader.received };
}

const lines = '{"rows":[\n{"id":"a","note":"line\\nbreak, {brace}"},\n{"id":"b","n":[1,2]}\n],"count":2}';

describe('ExportReader', () => {
  it("reads the server's one-record-per-line answer whatever the pieces, escaped line breaks and braces inside values too", () => {
    for (const size of [1, 3, 10, 1000]) {
      expect(readAll(lines, size)).toEqual({
        records: [
          { id: 'a', note: 'line\nbreak, {brace}' },
          { id: 'b', n: [1, 2] },
        ],
        received: 2,
      });
    }
  });

  it('gives out records before the answer is complete', () => {
    const reader = new ExportReader();
    expect(reader.push('{"rows":[\n{"id":"a"},\n{"id":')).toEqual([{ id: 'a' }]);
    expect(reader.push('"b"},\n')).toEqual([{ id: 'b' }]);
    expect(reader.push('{"id":"c"}\n],"count":3}')).toEqual([{ id: 'c' }]);
    expect(reader.end()).toEqual([]);
  });

  it('reads an export of nothing', () => {
    expect(readAll('{"rows":[\n\n],"count":0}', 4)).toEqual({ records: [], received: 0 });
  });

  it('keeps an answer laid out otherwise whole and parses it at the end', () => {
    expect(readAll('{"count":2,"rows":[{"id":"a"},{"id":"b"}]}', 5)).toEqual({
      records: [{ id: 'a' }, { id: 'b' }],
      received: 2,
    });
    expect(readAll('{"rows":[{"id":"a"}],"count":1}', 5).records).toEqual([{ id: 'a' }]);
  });

  it('refuses an answer cut short', () => {
    const reader = new ExportReader();
    reader.push('{"rows":[\n{"id":"a"},\n');
    expect(() => reader.end()).toThrow(/cut short/);
  });
});
