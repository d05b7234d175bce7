/**
 * Many invoices in one statement, for tests that need a large table fast: one customer, part,
 * shipper and packing list, and `count` Pending invoices billing it (the database checks nothing
 * more; the server's own rules are not the point there). 100,000 take about 6 s on PGlite.
 */
import type { Database } from '../../server/db/client';
import { rawClient } from '../../scripts/seed/bulk-insert';

export async function insertManyInvoices(db: Database, count: number): Promise<void> {
  await rawClient(db).query(
    `
    with c as (insert into customer (name, email, term) values ('Many Invoices Plating', 'many@plating.test', 'T30') returning id),
    p as (insert into product (part, customer, price, inventory, "openingStock") select 'MANY-1', id, 2.5, 0, 0 from c returning id, customer),
    s as (insert into shipper ("valueID", date, customer, product, quantity, packed)
      select 1, current_date, customer, id, 1, 1 from p returning id, customer, product),
    k as (insert into packing ("valueID", status, date, customer, shipper, product, quantity)
      select 1, 'Active', current_date, customer, id, product, 1 from s returning id, customer, product)
    insert into invoice ("valueID", status, date, "dueDate", packing, customer, product, "unitPrice", total, paid)
    select g, 'Pending', current_date - (g % 365), current_date + 30 - (g % 365), k.id, k.customer, k.product, 2.5, 2.5, 0
    from k, generate_series(1, $1::int) g`,
    [count],
  );
}
