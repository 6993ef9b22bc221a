import type { FastifyInstance } from 'fastify';
import {
  AccountConnectionsSchema,
  AgreementListSchema,
  AwsRegionListSchema,
  ConnectionCreateSchema,
  ConnectionDeleteParamsSchema,
  ConnectionIdParamsSchema,
  ConnectionListQuerySchema,
  ConnectionListSchema,
  ConnectionResultSchema,
  ConnectionStatusSchema,
  ConnectorAccountParamsSchema,
  ConnectorAccountQuerySchema,
  ConnectorActionListSchema,
  ConnectorAgreementInputSchema,
  ConnectorCatalogueSchema,
  ConnectorMessageSchema,
  ConnectorScoreSchema,
  ConsentMetadataParamsSchema,
  ConsentMetadataSchema,
  LatestScoreParamsSchema,
  ScoresHistoryQuerySchema,
  ScoresHistorySchema,
  WizerAddBodySchema,
  WizerAddQuerySchema,
} from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import {
  createConnection,
  refreshConnection,
  removeConnection,
  saveAgreement,
} from '../services/connections.ts';
import {
  accountConnections,
  actionList,
  awsRegions,
  catalogue,
  connectionStatus,
  consentMetadata,
  latestScore,
  listAgreements,
  listConnections,
  scoresHistory,
  shortlistActions,
} from '../services/reads.ts';
import { callerOf } from '../../../context/index.ts';

const BASE = '/api/connector/v1';

/** Security-tool connectors (spec 2 §7 "Connectors"; decision 025). */
export function connectorRoutes(app: FastifyInstance) {
  const api = zodApp(app);
  const tags = ['connectors'];
  const read = { permission: 'account:view' } as const;
  const manage = { permission: 'connector:manage' } as const;

  api.get(
    `${BASE}/connectors/all`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The connector catalogue: type, name, category, auth kind, risk factors',
        response: { 200: ConnectorCatalogueSchema, ...errorResponses(401, 403) },
      },
    },
    async () => catalogue(),
  );

  api.get(
    `${BASE}/aws/regions`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The AWS regions a connection may read',
        response: { 200: AwsRegionListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => awsRegions(),
  );

  api.get(
    `${BASE}/oauth/:connectorType/metadata`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'What a consent connector asks for (read-only scopes, tenant or domain field)',
        params: ConsentMetadataParamsSchema,
        response: { 200: ConsentMetadataSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => consentMetadata(request.params.connectorType),
  );

  api.get(
    `${BASE}/connections`,
    {
      config: read,
      schema: {
        tags,
        summary: "The account's connections (customers: their own; others name accountId)",
        querystring: ConnectionListQuerySchema,
        response: { 200: ConnectionListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listConnections(app.ctx, callerOf(request), request.query),
  );

  api.get(
    `${BASE}/connections/:connectorId/status`,
    {
      config: read,
      schema: {
        tags,
        summary: "A connection's status (SUCCESS = connected)",
        params: ConnectionIdParamsSchema,
        response: { 200: ConnectionStatusSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => connectionStatus(app.ctx, callerOf(request), request.params.connectorId),
  );

  api.get(
    `${BASE}/:connectorType/getLatestScore/:connectorId`,
    {
      config: read,
      schema: {
        tags,
        summary: "A connection's newest score with findings and actions",
        params: LatestScoreParamsSchema,
        response: { 200: ConnectorScoreSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      latestScore(
        app.ctx,
        callerOf(request),
        request.params.connectorType,
        request.params.connectorId,
      ),
  );

  api.get(
    `${BASE}/getActionList`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Every recommended action of the newest scores, most valuable first',
        querystring: ConnectorAccountQuerySchema,
        response: { 200: ConnectorActionListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => actionList(app.ctx, callerOf(request), request.query.accountId),
  );

  api.get(
    `${BASE}/getShortlistActions`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The three recommended actions worth most',
        querystring: ConnectorAccountQuerySchema,
        response: { 200: ConnectorActionListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => shortlistActions(app.ctx, callerOf(request), request.query.accountId),
  );

  api.get(
    `${BASE}/getScoresHistory`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Connector scores of the last `days` days (default 30), oldest first',
        querystring: ScoresHistoryQuerySchema,
        response: { 200: ScoresHistorySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => scoresHistory(app.ctx, callerOf(request), request.query),
  );

  api.get(
    `${BASE}/account/:accountId`,
    {
      config: read,
      schema: {
        tags,
        summary: "An account's connections and newest scores (read-only view for staff)",
        params: ConnectorAccountParamsSchema,
        response: { 200: AccountConnectionsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => accountConnections(app.ctx, callerOf(request), request.params.accountId),
  );

  api.get(
    `${BASE}/agreements`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The connector types whose privacy addendum the account accepted',
        querystring: ConnectorAccountQuerySchema,
        response: { 200: AgreementListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listAgreements(app.ctx, callerOf(request), request.query.accountId),
  );

  api.post(
    `${BASE}/agreements`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Accept the privacy addendum of a connector type',
        body: ConnectorAgreementInputSchema,
        response: { 200: ConnectorMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => saveAgreement(app.ctx, callerOf(request), request.body),
  );

  api.post(
    `${BASE}/connections`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Connect a security tool (connector, provider, credentials, cbid, metadata)',
        body: ConnectionCreateSchema,
        response: { 201: ConnectionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await createConnection(app.ctx, callerOf(request), request.body);
      return reply.status(201).send(result);
    },
  );

  api.post(
    `${BASE}/wizer/add`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Connect the key-based training connector (cbid in the query, apiKey in the body)',
        querystring: WizerAddQuerySchema,
        body: WizerAddBodySchema,
        response: { 201: ConnectionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await createConnection(app.ctx, callerOf(request), {
        connector: 'WIZER',
        cbid: request.query.cbid,
        credentials: { token: request.body.apiKey },
        metadata: {},
      });
      return reply.status(201).send(result);
    },
  );

  api.post(
    `${BASE}/connections/:connectorId/refresh`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Read the tool again now: a new score and a new account risk scan',
        params: ConnectionIdParamsSchema,
        response: { 200: ConnectionResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => refreshConnection(app.ctx, callerOf(request), request.params.connectorId),
  );

  api.delete(
    `${BASE}/connections/:id`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Remove a connection (credentials and collected data are deleted)',
        params: ConnectionDeleteParamsSchema,
        response: { 200: ConnectorMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => removeConnection(app.ctx, callerOf(request), request.params.id),
  );
}
