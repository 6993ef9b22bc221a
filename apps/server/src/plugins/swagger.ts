import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export const swaggerPlugin = fp(async (app: FastifyInstance, opts: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cyber insurance platform API',
        description:
          'Agencies, underwriters, policyholders and partners. Errors are { message, detail?, errors? }.',
        version: opts.version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Each operation says who may call it (`x-permission`: public, authenticated or a permission
    // such as `account:manage`), and needs a bearer token unless public.
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const permission = input.route.config?.permission;
      return {
        ...output,
        schema: {
          ...output.schema,
          ...(permission
            ? {
                'x-permission': permission,
                ...(permission === 'public' ? {} : { security: [{ bearer: [] }] }),
              }
            : {}),
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
