import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CoverageRulesRequestSchema,
  CoverageRulesSchema,
  EndorsementRulesQuerySchema,
  EndorsementRulesSchema,
  GlobalsParamsSchema,
  GlobalsRequestSchema,
  RaterDataSchema,
  RaterGlobalsSchema,
  RatingPlanListSchema,
  TechEnoRateQuerySchema,
  TechEnoRateSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { boostV5Of } from '../rater.context.ts';
import {
  allRaters,
  coverageRules,
  endorsementRules,
  globalsFor,
  raterData,
  techEnoRate,
} from '../services/rules.ts';
import { callerOf } from '../../../context/index.ts';

const tags = ['rater'];
const NaicsParamsSchema = z.object({
  naicsCode: z
    .string()
    .trim()
    .regex(/^\d{2,6}$/, 'Enter a NAICS or SIC code of 2 to 6 digits.'),
});

/** The rater's rule calls (spec 3 §7): coverage rules, globals, Tech E&O rate, endorsements. */
export function rulesRoutes(app: FastifyInstance) {
  const r = zodApp(app);

  r.post(
    '/api/rater/v1/rules/:naicsCode',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: 'Coverage rules for an industry: availability, flags and messages',
        params: NaicsParamsSchema,
        body: CoverageRulesRequestSchema,
        response: { 200: CoverageRulesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { boostV5Enabled, ...body } = request.body;
      const boost = boostV5Enabled ?? (await boostV5Of(app.ctx, callerOf(request)));
      return coverageRules(request.params.naicsCode, { ...body, boostV5Enabled: boost });
    },
  );

  r.post(
    '/api/rater/v1/rules/globals/:state',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: 'Aggregate limits, deductibles and waiting periods (hrs) offered in a state',
        params: GlobalsParamsSchema,
        body: GlobalsRequestSchema.prefault({}),
        response: { 200: RaterGlobalsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => globalsFor(request.params.state, request.body),
  );

  r.get(
    '/api/rater/v1/rules/techeno-rate',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: 'The Tech E&O rate for a state, effective date and paper',
        querystring: TechEnoRateQuerySchema,
        response: { 200: TechEnoRateSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => techEnoRate(request.query),
  );

  r.get(
    '/api/rater/v1/rules/endorsement',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: "Every endorsement's availability for a state, effective date and paper",
        querystring: EndorsementRulesQuerySchema,
        response: { 200: EndorsementRulesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => endorsementRules(request.query),
  );

  r.get(
    '/api/rater/v1/raterdata',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: 'The catalogue, options, presets and defaults the calculator needs',
        response: { 200: RaterDataSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => raterData(await boostV5Of(app.ctx, callerOf(request))),
  );

  r.get(
    '/api/rater/v1/all-raters',
    {
      config: { permission: 'quote:view' },
      schema: {
        tags,
        summary: 'The rating plan in force per product (name, version, effective date)',
        response: { 200: RatingPlanListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => allRaters(),
  );
}
