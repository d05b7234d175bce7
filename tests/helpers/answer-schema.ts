/**
 * A 200 answer checked against the schema its route describes it by (resources/kit/*-answer.ts): answers
 * are written as the services return them, never through the schema, so a field the schema lacks, or of
 * another type, would be described wrongly without failing anything but this.
 */
import { expect } from 'vitest';
import type { z } from 'zod';
import type { CallResult } from './http';

export async function describedBy<R extends CallResult>(schema: z.ZodType, answer: Promise<R> | R): Promise<R> {
  const res = await answer;
  // Parsing drops what the schema does not name and refuses what it types otherwise.
  if (res.status === 200) expect(schema.parse(res.body)).toEqual(res.body);
  return res;
}
