/** The command line of `npm run seed`. */
import { parseArgs } from 'node:util';

export interface SeedCommand {
  shippers: number;
  reset: boolean;
  accounts: boolean;
}

export const usage = `Usage: npm run seed -- [--shippers N] [--reset] [--no-accounts]

  --shippers N    shippers over the last 365 days (default 2000); customers, parts, packing
                  lists, invoices and chemical movements scale with it
  --reset         empty the business tables first (customers, parts, shippers, packing lists,
                  invoices, chemistry, audit log); accounts, settings and files stay
  --no-accounts   do not create the demonstration sign-in accounts

Loads into DATABASE_URL when set, else into PGlite under DATA_DIR (default ./data).`;

export function parseSeedCommand(argv: string[]): SeedCommand {
  const { values } = parseArgs({
    args: argv,
    options: {
      shippers: { type: 'string', default: '2000' },
      reset: { type: 'boolean', default: false },
      'no-accounts': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const shippers = Number(values.shippers.replace(/[_,]/g, ''));
  if (!Number.isInteger(shippers) || shippers < 1)
    throw new Error(`--shippers must be a whole number of at least 1, not ${values.shippers}`);
  return { shippers, reset: values.reset, accounts: !values['no-accounts'] };
}
