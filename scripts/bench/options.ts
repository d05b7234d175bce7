/** The command line of `npm run bench`. */
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Shipper counts the list latency is measured at; the first one also runs import, export and memory. */
  sizes: number[];
  importRows: number;
  exportRows: number;
  /** Timed list requests per size (after a warm-up). */
  samples: number;
  client: boolean;
  /** Where BENCHMARKS.md is written; empty: not written. */
  output: string;
}

export const usage = `Usage: npm run bench -- [--quick] [--sizes 100000,1000000] [--samples 300] [--no-client] [--no-write]

  --quick        10,000 shippers, a 1,000-row import and export, fewer samples (a try-out, minutes)
  --sizes        shipper counts to measure the list at, comma-separated (default 100000,1000000)
  --samples      timed list requests per size (default 300)
  --no-client    skip the client build and the browser figures (bytes on the wire, paint times, Lighthouse)
  --no-write     print the table only; do not write BENCHMARKS.md

Runs on PGlite, or on PostgreSQL when DATABASE_URL is set (a database per size is created on
that server and dropped afterwards).`;

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      sizes: { type: 'string' },
      samples: { type: 'string' },
      'no-client': { type: 'boolean', default: false },
      'no-write': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const number = (text: string) => {
    const n = Number(text.replace(/_/g, ''));
    if (!Number.isInteger(n) || n < 1) throw new Error(`not a whole number: ${text}`);
    return n;
  };
  const quick = values.quick;
  return {
    sizes: values.sizes ? values.sizes.split(',').map(number) : quick ? [10_000] : [100_000, 1_000_000],
    importRows: quick ? 1_000 : 10_000,
    exportRows: quick ? 10_000 : 100_000,
    samples: values.samples ? number(values.samples) : quick ? 100 : 300,
    client: !values['no-client'],
    output: values['no-write'] ? '' : 'BENCHMARKS.md',
  };
}
