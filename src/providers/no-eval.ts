/**
 * zod compiles faster parsers with `new Function` unless told not to, and the content security policy
 * forbids eval (even zod's probe for it would be reported as a violation). Interpreted parsing is fast
 * enough for forms. Imported by record-validation.ts ahead of the rules, so it runs before any schema
 * parses, and only where the rules load (forms, imports), not on every page.
 */
import { z } from 'zod';

z.config({ jitless: true });
