import {
  totpCodeBody,
  totpConfirmBody,
  totpKeyBody,
  totpRecoveryReply,
  totpSetupReply,
  totpStatusReply,
} from '@adepa/contract/two-step';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKey } from '../../lib/client-address.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { createLoginThrottle } from '../../lib/login-throttle.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { createTwoStep, type Guard } from './set-up.ts';

// /api/two-step: a staff member's own second factor. Every staff role may set one up; the desks
// may turn theirs off. Wrong codes count against the account's log-in throttle.

const CODE_FAILURES = {
  400: 'The code is missing or wrong, or the set-up has expired (`fields.code` says which)',
  429: 'Too many wrong codes: try again after `retry-after` seconds',
} as const;

export const twoStepRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  const twoStep = createTwoStep({
    db: app.db,
    secret: app.config.jwtSecret,
    issuer: app.shop.name,
  });
  const throttle = createLoginThrottle(app.rateLimiter, app.config.limits);
  const guardOf = (request: FastifyRequest): Guard => {
    const { email } = viewerOf(request);
    return {
      check: () => throttle.check(email, clientKey(request)),
      failed: () => throttle.failed(email, clientKey(request)),
    };
  };

  app.get(
    '/',
    {
      schema: {
        tags: ['two-step'],
        summary:
          'My two-step sign-in: on or off, whether my role must keep it, recovery codes left',
        response: { 200: totpStatusReply, ...errorReplies(401, 403) },
      },
    },
    async (request) => twoStep.status(viewerOf(request)),
  );

  app.post(
    '/key',
    {
      schema: {
        tags: ['two-step'],
        summary:
          'A new key to scan into an authenticator app (with a key in force, send one of its codes); nothing changes until it is confirmed',
        body: totpKeyBody,
        response: {
          200: totpSetupReply,
          ...errorReplies(CODE_FAILURES, 401, 403, 413, 415),
        },
      },
    },
    async (request) => twoStep.newKey(viewerOf(request), request.body.code, guardOf(request)),
  );

  app.post(
    '/confirm',
    {
      schema: {
        tags: ['two-step'],
        summary:
          'Puts the new key in force with its first code: log-ins then need a code; ten recovery codes, shown this once',
        body: totpConfirmBody,
        response: {
          200: totpRecoveryReply,
          ...errorReplies(CODE_FAILURES, 401, 403, 413, 415),
        },
      },
    },
    async (request) =>
      twoStep.confirm(
        viewerOf(request),
        request.body.setupToken,
        request.body.code,
        guardOf(request),
      ),
  );

  app.post(
    '/recovery-codes',
    {
      schema: {
        tags: ['two-step'],
        summary: 'Ten new recovery codes for a current code; the old ones stop working',
        body: totpCodeBody,
        response: {
          200: totpRecoveryReply,
          ...errorReplies(CODE_FAILURES, 401, 403, 413, 415),
        },
      },
    },
    async (request) =>
      twoStep.renewRecoveryCodes(viewerOf(request), request.body.code, guardOf(request)),
  );

  app.post(
    '/off',
    {
      schema: {
        tags: ['two-step'],
        summary: 'Turns my two-step sign-in off with a current code (the desks; an owner keeps it)',
        body: totpCodeBody,
        response: {
          200: totpStatusReply,
          ...errorReplies(
            CODE_FAILURES,
            401,
            { 403: 'Not staff, or an owner (who keeps it on)' },
            413,
            415,
          ),
        },
      },
    },
    async (request) => {
      const staff = viewerOf(request);
      await twoStep.turnOff(staff, request.body.code, guardOf(request));
      return twoStep.status(staff);
    },
  );
};
