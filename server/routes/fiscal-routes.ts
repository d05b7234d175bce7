/** GET /api/fiscal-notes: a period's fiscal notes for the accountant (docs/domain-rules.md#fiscal-notes). */
import { differenceInCalendarDays } from 'date-fns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import fiscalPeriod from '../../resources/forms/fiscal-period';
import { FISCAL_LEDGER_MAX_DAYS, fiscalLedgerPermissions } from '../../resources/kit/fiscal-ledger';
import { fiscalLedgerAnswer } from '../../resources/kit/fiscal-ledger-answer';
import { numberArg } from '../../resources/kit/messages';
import { validateRecord } from '../../resources/kit/validation';
import { ValidationFailed } from '../errors';
import { answers } from '../schema/api';
import { fiscalLedger } from '../services/fiscal/fiscal-ledger';

const period = z.object({
  from: z.string().optional().meta({ description: 'YYYY-MM-DD, the first day' }),
  to: z.string().optional().meta({ description: 'YYYY-MM-DD, the last day' }),
});

/** The period asked for, or a refusal under its field: a day that is none, `to` before `from`, more than a year. */
function periodOf(query: z.infer<typeof period>): { from: string; to: string } {
  const { values, errors } = validateRecord(fiscalPeriod, { from: query.from, to: query.to });
  if (Object.keys(errors).length) throw new ValidationFailed(fiscalPeriod.name, errors);
  const { from, to } = values as { from: string; to: string };
  const days = differenceInCalendarDays(new Date(to), new Date(from));
  if (days < 0) throw new ValidationFailed(fiscalPeriod.name, { to: { key: 'validation.period.order' } });
  if (days >= FISCAL_LEDGER_MAX_DAYS)
    throw new ValidationFailed(fiscalPeriod.name, {
      to: { key: 'validation.period.length', args: { days: numberArg(FISCAL_LEDGER_MAX_DAYS) } },
    });
  return { from, to };
}

export const fiscalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/fiscal-notes',
    {
      schema: {
        tags: ['fiscal-notes'],
        summary: "A period's fiscal notes: customers' remessas, the shop's returns and charges",
        querystring: period,
        response: answers(fiscalLedgerAnswer),
      },
      config: { permission: fiscalLedgerPermissions },
    },
    (request) => fiscalLedger(app.db, request.currentUser.roles, periodOf(request.query)),
  );
};
