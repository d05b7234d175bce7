/** Customers (a few large accounts, many small ones) and the parts each sends for plating. */
import { randomUUID } from 'node:crypto';
import { specTerms, type SpecTerm } from '../../resources/kit/payment-terms';
import { cities, companySuffixes, companyTrades, companyWords, finishes, lotSizes, partNames, streets } from './names';
import { WeightedPicker, type Random } from './random';

export interface SeedCustomer {
  id: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  term: SpecTerm;
  /** How many days past the invoice date this customer usually pays, as a share of its term. */
  paysAfter: number;
  createdAt: Date;
}

export interface SeedProduct {
  id: string;
  customer: string;
  part: string;
  name: string;
  description: string;
  /** The process the certificate of conformance states. */
  specification: string;
  price: string;
  po: string | null;
  serial: string | null;
  lotSize: number;
  createdAt: Date;
}

/** Customers grow with the square root of the volume: 2,000 shippers make about 22 customers, 1,000,000 about 500. */
export const customerCountFor = (shippers: number) => Math.max(5, Math.round(Math.sqrt(shippers) / 2));

function companyName(random: Random, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const base = `${random.pick(companyWords)} ${random.pick(companyTrades)} ${random.pick(companySuffixes)}`;
    const name = attempt < 20 ? base : `${base} ${attempt}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function makeCustomers(random: Random, count: number, since: Date): SeedCustomer[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, () => {
    const name = companyName(random, taken);
    return {
      id: randomUUID(),
      name,
      address: `${random.int(100, 9899)} ${random.pick(streets)}\n${random.pick(cities)} ${random.digits(5)}`,
      phone: `+1 ${random.int(201, 989)}-${random.int(200, 989)}-${random.digits(4)}`,
      email: `purchasing@${slug(name)}.example.com`,
      term: random.pick(specTerms),
      paysAfter: random.chance(0.2) ? 1 + random.next() * 0.6 : 0.4 + random.next() * 0.6,
      createdAt: new Date(since.getTime() - random.int(1, 400) * 86_400_000),
    };
  });
}

/** 3 to 12 parts per customer, each with its finish, price and usual lot size. */
export function makeProducts(random: Random, customers: readonly SeedCustomer[]): SeedProduct[] {
  return customers.flatMap((customer) => {
    const code = customer.name.replace(/[^A-Z]/g, '').slice(0, 3) || 'PN';
    return Array.from({ length: random.int(3, 12) }, () => {
      const finish = random.pick(finishes);
      const [low, high] = finish.price;
      return {
        id: randomUUID(),
        customer: customer.id,
        part: `${code}-${random.int(1000, 99999)}-${random.digits(2)}`,
        name: random.pick(partNames),
        description: finish.spec,
        specification: finish.spec,
        price: (low + random.next() * (high - low)).toFixed(2),
        po: random.chance(0.3) ? `BPO-${random.digits(6)}` : null,
        serial: random.chance(0.15) ? `REV ${random.pick(['A', 'B', 'C', 'D'])}` : null,
        lotSize: random.pick(lotSizes),
        createdAt: customer.createdAt,
      };
    });
  });
}

/** A few customers send most of the work (a Zipf-like share), and a few of each customer's parts. */
export function volumePickers(customers: readonly SeedCustomer[], products: readonly SeedProduct[], random: Random) {
  const byCustomer = new Map<string, WeightedPicker<SeedProduct>>();
  for (const customer of customers) {
    const own = products.filter((p) => p.customer === customer.id);
    const weights = new Map(own.map((p) => [p.id, 0.2 + random.next()]));
    byCustomer.set(customer.id, new WeightedPicker(own, (p) => weights.get(p.id)!));
  }
  const ranks = new Map(customers.map((c, i) => [c.id, i + 1]));
  const customer = new WeightedPicker(customers, (c) => 1 / ranks.get(c.id)! ** 0.8);
  return { customer, productOf: (id: string) => byCustomer.get(id)! };
}
