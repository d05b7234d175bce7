/** `files`: uploads, listed in order; a blank is none. */
import { describeFilesIssue, filesSchema } from '../files-validation';
import type { FieldTypeRules, FieldOf } from './field-type';

export const files: FieldTypeRules<FieldOf<'files'>> = {
  blank: () => [],
  schema: filesSchema,
  describe: describeFilesIssue,
};
