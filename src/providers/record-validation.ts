/**
 * The declared rules (resources/kit/validation.ts) as the client loads them: with zod set to parse
 * without eval first. Forms and imports import validateRecord, and the field types' rules (a spreadsheet
 * cell's reading), from here, never from resources/ directly.
 */
import './no-eval';

export { validateRecord } from '../../resources/kit/validation';
export { rulesOf } from '../../resources/kit/field-types';
