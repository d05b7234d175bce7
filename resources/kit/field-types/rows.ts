/** `rows`: small records kept inside this one, in a spreadsheet cell as text (../rows.ts). */
import { z } from 'zod';
import { parseRowsText } from '../rows';
import type { FieldTypeRules, FieldOf } from './field-type';

export const rows: FieldTypeRules<FieldOf<'rows'>> = {
  blank: () => [],
  fromText: parseRowsText,
  // Each row's columns are checked one by one (rows-validation.ts); here only the list itself.
  schema: (field) => z.array(z.record(z.string(), z.unknown())).max(field.max),
  describe: (issue) =>
    issue.code === 'too_big'
      ? { key: 'validation.rows.max', args: { max: Number(issue.maximum) } }
      : { key: 'validation.invalid' },
};
