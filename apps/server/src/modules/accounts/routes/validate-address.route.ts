import type { FastifyInstance } from 'fastify';
import { AddressValidationInputSchema, AddressValidationResultSchema } from '@cyber/domain';
import { errorResponses, zodApp } from '../../../lib/route.ts';
import { validateAddress } from '../services/validate-address.ts';

export function validateAddressRoute(app: FastifyInstance) {
  zodApp(app).post(
    '/api/account/v1/address/validate',
    {
      config: { permission: 'account:manage' },
      schema: {
        tags: ['accounts'],
        summary: 'Verify an address (country USA or GBR): errorFields, localizedErrorFieldNames',
        body: AddressValidationInputSchema,
        response: { 200: AddressValidationResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => validateAddress(request.body),
  );
}
