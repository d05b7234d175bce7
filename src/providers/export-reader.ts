/**
 * The export answer read as it arrives (docs/architecture.md#exports): the server writes
 * `{"rows":[`, then one record per line, then `],"count":N}`, so each complete line is one record
 * to turn into a spreadsheet row while the rest is still on its way. An answer laid out otherwise
 * (any other valid JSON) is kept whole and parsed at the end.
 */
export type ExportRecord = Record<string, unknown>;

const OPENING = '{"rows":[';
const CLOSING = /^\],"count":(\d+)\}$/;

export class ExportReader {
  private rest = '';
  private mode: 'start' | 'lines' | 'whole' = 'start';
  private closed = false;
  /** Records given out so far. */
  received = 0;

  /** The records completed by this piece of the answer, in order. */
  push(text: string): ExportRecord[] {
    this.rest += text;
    if (this.mode === 'whole') return [];
    const records: ExportRecord[] = [];
    let start = 0;
    for (let end = this.rest.indexOf('\n'); end !== -1; end = this.rest.indexOf('\n', start)) {
      const line = this.rest.slice(start, end);
      start = end + 1;
      // An export of nothing has an empty line between its opening and its closing.
      if (line === '') continue;
      if (this.mode === 'start') {
        if (line !== OPENING) return this.keepWhole();
        this.mode = 'lines';
        continue;
      }
      records.push(this.record(line));
    }
    this.rest = this.rest.slice(start);
    this.received += records.length;
    return records;
  }

  /** The records still held once the answer is complete; throws when it was cut short. */
  end(): ExportRecord[] {
    if (this.mode !== 'lines') {
      const { rows } = JSON.parse(this.rest) as { rows: ExportRecord[] };
      this.rest = '';
      this.received += rows.length;
      return rows;
    }
    if (this.closed || !CLOSING.test(this.rest)) throw new Error('The export answer was cut short');
    this.closed = true;
    this.rest = '';
    return [];
  }

  private record(line: string): ExportRecord {
    const text = line.endsWith(',') ? line.slice(0, -1) : line;
    if (text.startsWith('{')) return JSON.parse(text) as ExportRecord;
    throw new Error('The export answer is not one record per line');
  }

  private keepWhole(): ExportRecord[] {
    this.mode = 'whole';
    return [];
  }
}
