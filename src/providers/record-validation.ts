/**
 * The declared rules (resources/kit/validation.ts) as the client loads them: with zod set to parse
 * without eval first. Forms and imports import validateRecord from here, never from resources/ directly.
 */
import './no-eval';

export { validateRecord } from '../../resources/kit/validation';
