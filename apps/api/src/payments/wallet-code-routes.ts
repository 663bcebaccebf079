import {
  WALLET_CODE_MINUTES,
  walletCodeRequestSchema,
  walletCodeSentSchema,
} from '@adepa/contract/wallet-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../lib/error-replies.ts';
import { sendWalletCode } from './wallet-codes.ts';

// A guest asks for a code to be texted to the wallet they mean to pay from (wallet-codes.ts). The
// reply says only that it was sent, to the number asked: nothing of whether the number has a
// wallet, orders or a customer. Without a payment gateway the route answers as unknown addresses
// do. Its own plugin: the webhook's plugin reads JSON bodies as raw bytes.

export const walletCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    if (!app.payments) return reply.callNotFound();
  });

  app.post(
    '/wallet-codes',
    {
      onRequest: app.limitAnonymousWrites,
      schema: {
        tags: ['payments'],
        summary:
          'Text a code to a Mobile Money number, for a guest to pay from it when it is not the order phone',
        body: walletCodeRequestSchema,
        response: {
          200: walletCodeSentSchema,
          ...errorReplies(
            {
              400: 'The number is not valid, or cannot receive SMS',
              404: 'The shop takes no Mobile Money',
              429: 'Too many codes to this number, too many SMS to it today, or too many requests: the error says which',
            },
            413,
            415,
          ),
        },
      },
    },
    async (request) => {
      const { wallet } = request.body;
      await sendWalletCode(
        {
          db: app.db,
          sms: app.sms,
          shop: app.shop,
          secret: app.config.jwtSecret,
          perHour: app.config.limits.payments.walletCodesPerHour,
        },
        wallet,
      );
      return { sent: true as const, wallet, minutes: WALLET_CODE_MINUTES };
    },
  );
};
