/** The shop's currency (its company profile; USD until set), for amounts a message names. */
import { moneyArg, type MoneyArg } from '../../resources/kit/messages';
import type { Database } from '../db/client';
import { readSettings } from './settings';

/** `cents` as a message argument in the shop's currency: "R$ 3.400,00" / "$3,400.00" once rendered. */
export async function shopMoney(db: Database, cents: number): Promise<MoneyArg> {
  return moneyArg(cents / 100, (await readSettings(db)).currency);
}
