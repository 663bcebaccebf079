import { Suspense } from 'react';
import { PhoneIcon, TruckIcon } from '../../../components/ui/icons';
import { RadioCard } from '../../../components/ui/radio-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { shop } from '../../../lib/shop-settings';
import type { FieldProps } from '../../../lib/use-schema-form';
import { MobileMoneyFields } from '../../mobile-money';

type PaymentMethodProps = {
  /** The chosen method: `delivery` or `mobile_money`. */
  method: FieldProps;
  network: FieldProps;
  wallet: FieldProps;
  walletCode: FieldProps;
  /** The delivery phone; null for a signed-in shopper (never asked for a wallet code). */
  phone: string | null;
  /** The Order Summary's total, once a region is chosen: what Mobile Money charges. */
  total: number | undefined;
};

/**
 * Payment On Delivery, chosen unless the shopper picks otherwise, and Pay now with Mobile Money
 * where the shop has a payment gateway (its fields load once it is chosen). A shop without one
 * shows Payment On Delivery alone, as the one way to pay.
 */
export function PaymentMethod({
  method,
  network,
  wallet,
  walletCode,
  phone,
  total,
}: PaymentMethodProps) {
  const mobileMoney = shop.mobileMoney && method.value === 'mobile_money';
  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
      <legend className="float-left w-full text-lg font-bold">Payment Method</legend>
      <div className="clear-both grid gap-3 pt-4">
        <RadioCard
          name="paymentMethod"
          value="delivery"
          checked={!mobileMoney}
          onChange={shop.mobileMoney ? method.onChange : undefined}
          title="Payment On Delivery"
          icon={<TruckIcon className="size-5 text-green" />}
          description="You pay when the product is delivered to you, after you have seen it."
        />
        {shop.mobileMoney && (
          <>
            <RadioCard
              name="paymentMethod"
              value="mobile_money"
              checked={mobileMoney}
              onChange={method.onChange}
              title="Pay now with Mobile Money"
              icon={<PhoneIcon className="size-5 text-green" />}
              description="MTN MoMo, Telecel Cash or AirtelTigo Money: approve the prompt on your phone."
            />
            {mobileMoney && (
              <Suspense fallback={<Skeleton className="h-72 rounded-xl" />}>
                <MobileMoneyFields
                  network={network}
                  wallet={wallet}
                  walletCode={walletCode}
                  phone={phone}
                  total={total}
                />
              </Suspense>
            )}
          </>
        )}
      </div>
      <p className="mt-3 text-sm text-muted">
        {mobileMoney
          ? 'The shipping fee varies with the distance: the Order Summary shows the fee for your region, and it is part of the total you pay now.'
          : 'The shipping fee varies with the distance: the Order Summary shows the fee for your region, and you pay it with your order on delivery.'}
      </p>
    </fieldset>
  );
}
