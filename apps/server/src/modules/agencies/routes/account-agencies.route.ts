import type { FastifyInstance } from 'fastify';
import {
  AccountAgenciesResponseSchema,
  AccountAgencyItemParamsSchema,
  AccountAgencyParamsSchema,
  AgencyMessageSchema,
  AssignAgencyInputSchema,
  ChangeAgentInputSchema,
  FavouriteInputSchema,
  MyAgentInputSchema,
  PolicyholderContactInputSchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  approveAccess,
  assignAgency,
  changeAgent,
  listAccountAgencies,
  requestAccess,
  setFavourite,
  setMyAgent,
  unlinkAgency,
} from '../services/account-agencies.ts';
import { savePolicyholderContact } from '../services/policyholder-contact.ts';
import { callerOf, requestContext } from '../../../context/index.ts';

const base = '/api/account/v1/accounts/:accountId';
const tags = ['agencies'];
const message = { 200: AgencyMessageSchema };

/** An insured account's agencies (spec 2 §3–§5, §8): assign, link, request, agent, contact. */
export function accountAgenciesRoutes(app: FastifyInstance) {
  const r = zodApp(app);
  r.get(
    `${base}/agencies`,
    {
      config: { permission: 'account:view' },
      schema: {
        tags,
        summary: "The account's agencies (data.agencies) and policyholder contact",
        params: AccountAgencyParamsSchema,
        response: { 200: AccountAgenciesResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listAccountAgencies(app.ctx, callerOf(request), request.params.accountId),
  );
  r.post(
    `${base}/agencies`,
    {
      config: { permission: 'account:manage' },
      schema: {
        tags,
        summary: 'Assign (agency of record) or link an agency (provider staff)',
        params: AccountAgencyParamsSchema,
        body: AssignAgencyInputSchema,
        response: { ...message, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      assignAgency(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        request.body,
        requestContext(request),
      ),
  );
  r.post(
    `${base}/agencies/request`,
    {
      config: { permission: 'account:manage' },
      schema: {
        tags,
        summary: 'An agency asks for access to a client it does not hold',
        params: AccountAgencyParamsSchema,
        response: { 201: AgencyMessageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await requestAccess(
            app.ctx,
            callerOf(request),
            request.params.accountId,
            requestContext(request),
          ),
        ),
  );
  r.put(
    `${base}/agencies/:agencyId/approve`,
    {
      config: { permission: 'account:manage' },
      schema: {
        tags,
        summary: 'Approve an access request (provider staff or the agency of record admin)',
        params: AccountAgencyItemParamsSchema,
        response: { ...message, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      approveAccess(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        request.params.agencyId,
        requestContext(request),
      ),
  );
  r.delete(
    `${base}/agencies/:agencyId`,
    {
      config: { permission: 'account:manage' },
      schema: {
        tags,
        summary: 'Unlink an agency (provider staff) or decline a request (agency of record admin)',
        params: AccountAgencyItemParamsSchema,
        response: { ...message, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      unlinkAgency(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        request.params.agencyId,
        requestContext(request),
      ),
  );
  r.put(
    `${base}/favourite`,
    {
      config: { permission: 'account:view' },
      schema: {
        tags,
        summary: "Mark or unmark the account as one of the caller's agency favourites",
        params: AccountAgencyParamsSchema,
        body: FavouriteInputSchema,
        response: { ...message, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setFavourite(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        request.body.favourite,
        requestContext(request),
      ),
  );
  r.put(
    `${base}/agent`,
    {
      config: { permission: 'account:manage' },
      schema: {
        tags,
        summary: "Change the account's agent and team",
        params: AccountAgencyParamsSchema,
        body: ChangeAgentInputSchema,
        response: { ...message, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      changeAgent(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        request.body,
        requestContext(request),
      ),
  );
  r.put(
    `${base}/my-agent`,
    {
      config: { permission: 'account:view' },
      schema: {
        tags,
        summary: 'An insured user sets "my agent" among the linked agencies',
        params: AccountAgencyParamsSchema,
        body: MyAgentInputSchema,
        response: { ...message, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setMyAgent(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        request.body.agencyId,
        requestContext(request),
      ),
  );
  r.delete(
    `${base}/my-agent`,
    {
      config: { permission: 'account:view' },
      schema: {
        tags,
        summary: 'An insured user removes "my agent"',
        params: AccountAgencyParamsSchema,
        response: { ...message, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      setMyAgent(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        null,
        requestContext(request),
      ),
  );
  r.put(
    `${base}/contact`,
    {
      config: { permission: 'account:manage' },
      schema: {
        tags,
        summary: 'Add or update the policyholder contact (optionally as a user)',
        params: AccountAgencyParamsSchema,
        body: PolicyholderContactInputSchema,
        response: { ...message, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      savePolicyholderContact(
        app.ctx,
        callerOf(request),
        request.params.accountId,
        request.body,
        requestContext(request),
      ),
  );
}
