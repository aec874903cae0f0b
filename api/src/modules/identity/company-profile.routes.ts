import { routeSecurity } from './access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { companyProfileSchema } from './identity.schemas';

const tags = ['organization'];

const profileJson = z.object({
  headOfficeCity: z.string().nullable(),
  headOfficeRegion: z.string().nullable(),
  headOfficeCountry: z.string().nullable(),
  boilerplate: z.string().nullable(),
  mediaContact: z.string().nullable(),
  dateline: z.string().describe('As releases print it, e.g. SEATTLE, WA; empty while no city is recorded'),
  marketCountry: z.string().nullable().describe("The country the market data lists for the company's ticker"),
});

/** The company profile over REST: what releases print about the company. */
export const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organization/profile',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: 'The company profile: head office (the dateline), About and media contact',
        response: { 200: profileJson },
      },
    },
    async (request) => request.services.companyProfile.get(request.em, request.viewer),
  );
  app.put(
    '/organization/profile',
    {
      schema: {
        ...routeSecurity('organization.read', 'campaign.write'),
        tags,
        summary: 'Save the company profile (owners and editors); a blank field clears it',
        body: companyProfileSchema,
        response: { 200: profileJson },
      },
    },
    async (request) => request.services.companyProfile.update(request.em, request.viewer, request.body),
  );
};
