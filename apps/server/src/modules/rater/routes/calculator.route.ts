import type { FastifyInstance } from 'fastify';
import {
  CalculatorRequestSchema,
  CalculatorResultSchema,
  irpmFor,
  IrpmRequestSchema,
  IrpmResultSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { calculate } from '../services/calculator.ts';
import { callerOf } from '../../../context/index.ts';

const tags = ['rater'];

/** The quote calculator (spec 3 §7) and the IRPM modifier (spec 3 §5). */
export function calculatorRoutes(app: FastifyInstance) {
  const r = zodApp(app);

  r.post(
    '/api/rater/v1/calculator',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary:
          'Rate a quote: the rating input, or an accountId whose data fills what is left out',
        body: CalculatorRequestSchema,
        response: { 200: CalculatorResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => calculate(app.ctx, callerOf(request), request.body),
  );

  r.post(
    '/api/rater/v1/irpm',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: "The IRPM modifier from the seven characteristics, within the state's range",
        body: IrpmRequestSchema,
        response: { 200: IrpmResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => irpmFor(request.body),
  );
}
