import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { MEMBER_ROLES, PERSON_ROUTE, PUBLIC_ROUTE } from '../identity';
import { changeRoleSchema, inviteSchema } from './team.schemas';

const tags = ['team'];

const memberJson = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  twoFactorEnabled: z.boolean(),
  joinedAt: z.date(),
});

const invitationJson = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  outsideDomain: z.boolean(),
  invitedBy: z.string().nullable(),
  createdAt: z.date(),
  expiresAt: z.date(),
});

const token = z.object({ token: z.string().max(200) });
const userId = z.object({ userId: z.string().max(100) });

/** Settings → Team over REST: the same service as the GraphQL team fields. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team/members',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: "The organization's members with their roles; for the owner also the pending invitations",
        response: { 200: z.object({ members: z.array(memberJson), invitations: z.array(invitationJson) }) },
      },
    },
    async (request) => request.services.team.members(request.em, request.viewer),
  );

  app.post(
    '/team/invitations',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Invite an address (owner only): a single-use link valid 7 days, mailed',
        description:
          'An address outside the verified domain answers 409 outside_domain_unconfirmed unless confirmOutsideDomain is true (recorded in the audit log).',
        body: inviteSchema,
        response: { 201: invitationJson },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.services.team.invite(request.em, request.viewer, request.body);
    },
  );

  app.delete(
    '/team/invitations/:id',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Withdraw an invitation (owner only): its link stops working',
        params: z.object({ id: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      await request.services.team.revokeInvitation(request.em, request.viewer, request.params.id);
      return reply.code(204).send();
    },
  );

  // An invitation link's own routes, by its secret token: /api/invitations/{token}. The earlier paths,
  // /api/team/invitations/{token}, keep working but are left out of the document, where they would clash
  // with DELETE /api/team/invitations/{id} (the same path to a generator).
  for (const [base, hide] of [
    ['/invitations', false],
    ['/team/invitations', true],
  ] as const) {
    app.get(
      `${base}/:token`,
      {
        schema: {
          hide,
          ...PUBLIC_ROUTE,
          tags,
          summary: 'What an invitation link offers (company, role, masked address), before accepting',
          params: token,
          response: {
            200: z.object({
              organizationName: z.string(),
              ticker: z.string().nullable(),
              role: z.enum(MEMBER_ROLES),
              email: z.string(),
              expiresAt: z.date(),
            }),
          },
        },
      },
      async (request) => request.services.team.preview(request.em, request.params.token),
    );

    app.post(
      `${base}/:token/accept`,
      {
        schema: {
          hide,
          ...PERSON_ROUTE,
          tags,
          summary: 'Join the organization with the invited role (signed in with the invited address)',
          description:
            'The account must have confirmed its address: without `code`, a 6-digit code is mailed to it and the answer is 403 email_verification_required; send it again with the code (400 email_code_invalid when wrong).',
          params: token,
          body: z.object({ code: z.string().max(20).optional().describe('The code mailed to the invited address') }).nullish(),
          response: { 200: memberJson },
        },
      },
      async (request) => request.services.team.accept(request.em, request.viewer, request.params.token, request.body?.code),
    );
  }

  app.put(
    '/team/members/:userId',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: "Change a member's role (owner only); their sessions end at once",
        params: userId,
        body: changeRoleSchema,
        response: { 200: memberJson },
      },
    },
    async (request) => request.services.team.changeRole(request.em, request.viewer, request.params.userId, request.body),
  );

  app.delete(
    '/team/members/:userId',
    { schema: { ...PERSON_ROUTE, tags, summary: 'Remove a member (owner only); their sessions end at once', params: userId } },
    async (request, reply) => {
      await request.services.team.remove(request.em, request.viewer, request.params.userId);
      return reply.code(204).send();
    },
  );
};
