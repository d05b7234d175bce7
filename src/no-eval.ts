/**
 * Imported first by main.tsx, before any schema is built: zod compiles faster parsers with
 * `new Function` unless told not to, and the content security policy forbids eval (even zod's
 * probe for it would be reported as a violation). Interpreted parsing is fast enough for forms.
 */
import { z } from 'zod';

z.config({ jitless: true });
