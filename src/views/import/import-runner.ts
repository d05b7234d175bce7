/**
 * Sends the valid rows to the server, one call per row, 10 in parallel per batch
 * (docs/product-spec.md#import). Pausing lets the batch in flight finish, then stops; resuming
 * picks up the rows still pending.
 */
import { importHash } from './import-hash';
import { importOutcome, type ImportOutcome, type ImportRow } from './import-row';

export const IMPORT_BATCH_SIZE = 10;

export type SendImportRow = (data: Record<string, unknown>, hash: string) => Promise<unknown>;

export interface ImportRunnerOptions {
  send: SendImportRow;
  /** Called with a fresh copy of every row after each batch settles. */
  onProgress?: (rows: ImportRow[]) => void;
  batchSize?: number;
  hash?: (data: Record<string, unknown>) => Promise<string>;
  /** Message recorded when a failure carries none of its own. */
  fallbackMessage?: string;
  /** Whether a refusal means the row is in already (the server knows its importHash): not a failure. */
  isAlreadyImported?: (error: unknown) => boolean;
}

export type ImportRunResult = { state: 'paused' } | { state: 'completed'; outcome: ImportOutcome };

export class ImportRunner {
  private current: ImportRow[];
  private pauseRequested = false;
  private running: Promise<ImportRunResult> | null = null;
  private readonly options: Required<Omit<ImportRunnerOptions, 'onProgress'>> & Pick<ImportRunnerOptions, 'onProgress'>;

  constructor(rows: readonly ImportRow[], options: ImportRunnerOptions) {
    this.current = [...rows];
    this.options = {
      batchSize: IMPORT_BATCH_SIZE,
      hash: importHash,
      fallbackMessage: 'Ops, an error occurred',
      isAlreadyImported: () => false,
      ...options,
    };
  }

  get rows(): readonly ImportRow[] {
    return this.current;
  }

  get isRunning(): boolean {
    return this.running !== null;
  }

  /**
   * Runs until every row is settled or a pause takes effect. Calling it while a
   * run is in flight cancels a pending pause and returns that same run.
   */
  start(): Promise<ImportRunResult> {
    this.pauseRequested = false;
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Lets the batch in flight finish, then stops. */
  pause(): void {
    if (this.running) this.pauseRequested = true;
  }

  resume(): Promise<ImportRunResult> {
    return this.start();
  }

  /**
   * The next pending rows from `from` on. Within a run a row only ever leaves PENDING, so each
   * batch looks on from where the last one ended rather than through the whole file again.
   */
  private nextBatch(from: number): number[] {
    const batch: number[] = [];
    for (let index = from; index < this.current.length && batch.length < this.options.batchSize; index++) {
      if (this.current[index].status === 'PENDING') batch.push(index);
    }
    return batch;
  }

  private async run(): Promise<ImportRunResult> {
    let from = 0;
    for (;;) {
      if (this.pauseRequested) return { state: 'paused' };
      const batch = this.nextBatch(from);
      from = (batch.at(-1) ?? from) + 1;
      if (batch.length === 0) return { state: 'completed', outcome: importOutcome(this.current) };
      await Promise.all(batch.map((index) => this.sendRow(index)));
      // Once per batch rather than per row: a screen of thousands of rows re-renders 10 times less.
      this.options.onProgress?.([...this.current]);
    }
  }

  private async sendRow(index: number): Promise<void> {
    const row = this.current[index];
    let settled: ImportRow;
    try {
      await this.options.send(row.data, await this.options.hash(row.data));
      settled = { line: row.line, data: row.data, status: 'IMPORTED' };
    } catch (error) {
      settled = this.options.isAlreadyImported(error)
        ? { line: row.line, data: row.data, status: 'ALREADY_IMPORTED' }
        : { ...row, status: 'ERROR', message: this.describe(error) };
    }
    this.current[index] = settled;
  }

  private describe(error: unknown): string {
    // fetch rejects with a TypeError when no answer came (network down): its text is the browser's, in English.
    if (error instanceof TypeError) return this.options.fallbackMessage;
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
    return message || this.options.fallbackMessage;
  }
}
