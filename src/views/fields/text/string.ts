/** `string`: shown as it is. */
import type { FieldOf } from '../../../../resources/kit/types';
import type { FieldText } from './field-text';

export const string: FieldText<FieldOf<'string'>> = {};
