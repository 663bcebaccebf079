import type { Db } from '../db/client.ts';
import type { OutboxChannel } from '../outbox/index.ts';
import { type ChargeOutcome, type PaymentGateway, PaymentGatewayError } from './gateway.ts';
import { type ChargeStep, orderAwaitsCharge, requestCheck } from './repository.ts';

// Sending the charges written with their orders to the gateway, as an outbox: a charge is sent
// once its order's transaction has committed, and again after a crash or a gateway outage, always
// under its own reference, so the gateway refuses a second charge of the same attempt. A charge
// whose order stopped waiting for it (its hold ran out, the shopper chose payment on delivery) is
// not sent. The answer says what the shopper must do now; a final one (paid, declined) is also
// checked with the gateway and applied to the order by the payment worker.

export interface ChargeAnswer {
  /** Left out when the answer does not say where the charge stands. */
  step?: ChargeStep;
  instructions: string | null;
  gatewayMessage: string | null;
}

/** The charge's step and words after the gateway's answer to a charge or a voucher. */
export function chargeAnswer(outcome: ChargeOutcome): Required<ChargeAnswer> {
  switch (outcome.state) {
    case 'approve-on-phone':
      return { step: 'approve', instructions: outcome.displayText ?? null, gatewayMessage: null };
    case 'voucher-needed':
      return { step: 'voucher', instructions: outcome.displayText ?? null, gatewayMessage: null };
    case 'paid':
      return { step: 'paid', instructions: null, gatewayMessage: null };
    case 'declined':
      return { step: 'failed', instructions: null, gatewayMessage: outcome.reason };
  }
}

/**
 * After a final answer (paid, declined) to a charge or its voucher, asks the payment worker to
 * check the charge with the gateway and apply the verdict to its order.
 */
export async function checkWhenSettled(
  db: Db,
  reference: string,
  answer: ChargeAnswer,
  wakeChecks: () => void,
): Promise<void> {
  if (answer.step !== 'paid' && answer.step !== 'failed') return;
  await requestCheck(db, reference, `answered ${answer.step}`);
  wakeChecks();
}

export function chargeSender(
  db: Db,
  gateway: PaymentGateway,
  wakeChecks: () => void,
): OutboxChannel<'paymentCharges', ChargeAnswer> {
  return {
    noun: 'Charge',
    outbox: 'paymentCharges',
    async send(charge) {
      if (!(await orderAwaitsCharge(db, charge)))
        return {
          step: 'failed',
          instructions: null,
          gatewayMessage:
            'Not sent: the order no longer waits for it, or its hold was too near its end',
        };
      let answer: ChargeAnswer;
      try {
        answer = chargeAnswer(
          await gateway.chargeMobileMoney({
            reference: charge.reference,
            amountPesewas: charge.amountPesewas,
            email: charge.email,
            phone: localNumber(charge.wallet),
            network: charge.network as 'mtn' | 'telecel' | 'airteltigo',
          }),
        );
      } catch (error) {
        if (!(error instanceof PaymentGatewayError) || error.retryable) throw error;
        // Refused outright. On a first attempt the charge failed (a number the network does not
        // know); on a later one the gateway may have it from an attempt whose answer was lost (a
        // reference seen before): the check asks, and its verdict sets the step.
        answer =
          charge.attempts > 1
            ? { instructions: null, gatewayMessage: null }
            : { step: 'failed', instructions: null, gatewayMessage: error.message };
        await requestCheck(db, charge.reference, `charge refused: ${error.message}`);
        wakeChecks();
        return answer;
      }
      await checkWhenSettled(db, charge.reference, answer, wakeChecks);
      return answer;
    },
    sentColumns: ({ step, ...words }) => (step ? { step, ...words } : words),
    // Only errors worth retrying reach here: tried again until the order stops waiting.
    givesUp: () => false,
    givenUpMessage: 'Charge given up',
  };
}

/** +233241234567 as the networks write it: 0241234567. */
export function localNumber(phone: string): string {
  return phone.startsWith('+233') ? `0${phone.slice(4)}` : phone;
}
