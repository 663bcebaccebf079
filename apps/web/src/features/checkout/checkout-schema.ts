import { shippingAddressSchema } from '@adepa/contract/orders';
import { type paymentChoiceSchema, walletFormSchema } from '@adepa/contract/payments';
import type { z } from 'zod';
import type { FormSchema } from '../../lib/use-schema-form';
import { chargedWallet, type PaymentFields } from './checkout-values';

// The checkout form's check, loaded with zod once the shopper starts filling the form in: the
// api's own delivery address schema, and, when the shopper pays now, the api's wallet schema on
// the network and the number the prompt goes to (so the form shows the api's messages), with the
// texted code when a guest pays from another number than the delivery phone.

export type CheckoutOutput = z.output<typeof shippingAddressSchema> & {
  payment?: z.output<typeof paymentChoiceSchema>;
};

type Issue = z.core.$ZodIssue;

export const checkoutSchema: FormSchema<CheckoutOutput> = {
  safeParse(input) {
    const values = input as PaymentFields & { phoneNumber: string };
    const address = shippingAddressSchema.safeParse(input);
    const wallet =
      values.paymentMethod === 'mobile_money'
        ? walletFormSchema(values.guest ? [values.phoneNumber] : null).safeParse({
            network: values.network,
            wallet: chargedWallet(values),
            walletCode: values.walletCode,
          })
        : undefined;
    const issues: Issue[] = [...(address.error?.issues ?? []), ...(wallet?.error?.issues ?? [])];
    if (!address.success || (wallet && !wallet.success)) {
      return { success: false, error: { issues } };
    }
    const payment = wallet?.data && { method: 'mobile_money' as const, ...wallet.data };
    return { success: true, data: { ...address.data, ...(payment && { payment }) } };
  },
};
