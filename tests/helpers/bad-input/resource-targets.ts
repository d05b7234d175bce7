/**
 * The create, update and import routes of every declared resource (resources/, apiPath), each
 * with the shape its `data` takes and a valid record to spoil: derived, so a new resource or
 * field is fed bad input the moment it is declared.
 */
import { randomUUID } from 'node:crypto';
import type { ResourceDefinition } from '../../../resources';
import { importFields, writableFields } from '../../../resources/kit/derive';
import type { ContractContext } from '../contract/context';
import { pathFor, referencesFor, seed, validData } from '../contract/store';
import { call, type CallResult } from '../http';
import { sampleImportRecord } from '../samples';
import type { RecordShape } from './bad-records';

export type WriteOperation = 'create' | 'update' | 'import';

export interface WriteTarget {
  shape: RecordShape;
  /** A valid `data`, spoiled by the generated mutations. */
  base: Record<string, unknown>;
  send: (data: unknown) => Promise<CallResult<unknown>>;
}

export const writeOperations = (resource: ResourceDefinition): WriteOperation[] =>
  (['create', 'update', 'import'] as const).filter((op) => resource.operations.includes(op));

/** Builds the target, creating what it needs first (references, the record an update changes). */
export async function resourceTarget(
  ctx: ContractContext,
  resource: ResourceDefinition,
  op: WriteOperation,
): Promise<WriteTarget> {
  const as = (method: 'POST' | 'PUT', path: string, body: unknown) =>
    call(ctx.app, method, path, { token: ctx.owner.token, body });
  if (op === 'create') {
    return {
      shape: { fields: writableFields(resource), mode: 'write', missingIsError: true },
      base: await validData(ctx, resource),
      send: (data) => as('POST', pathFor(resource, 'create'), { data }),
    };
  }
  if (op === 'update') {
    const { id } = await seed(ctx, resource);
    return {
      // A key left out keeps its stored value, so missing keys are no error here.
      shape: { fields: writableFields(resource), mode: 'write', missingIsError: false },
      base: {},
      send: (data) => as('PUT', pathFor(resource, 'update', id), { id, data }),
    };
  }
  const fields = importFields(resource);
  return {
    shape: { fields, mode: 'import', missingIsError: true },
    base: sampleImportRecord(resource, ctx.nextSeq(), await referencesFor(ctx, fields)),
    send: (data) => as('POST', pathFor(resource, 'import'), { data, importHash: randomUUID() }),
  };
}
