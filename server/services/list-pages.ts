/**
 * What a resource's list page adds to the rows it read, by resource (the generic list route knows
 * none by name): an audit page's updates carry the values before them (before → after); its
 * export keeps the values alone.
 */
import type { ResourceName } from '../../resources';
import type { Database } from '../db/client';
import { withPreviousValues } from './audit-read';
import type { Row } from './records/record-shape';

export type PageRows = (db: Database, rows: Row[]) => Promise<Row[]>;

export const listPageRows: { readonly [N in ResourceName]?: PageRows } = {
  auditLog: withPreviousValues,
};
