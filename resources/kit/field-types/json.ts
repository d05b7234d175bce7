/** `json`: any value the server keeps as it is (an audit entry's values). */
import { z } from 'zod';
import type { FieldTypeRules, FieldOf } from './field-type';

export const json: FieldTypeRules<FieldOf<'json'>> = {
  schema: () => z.unknown(),
};
