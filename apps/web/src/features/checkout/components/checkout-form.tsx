import { isGhanaRegion } from '@adepa/contract/delivery-fees';
import { ORDER_FAILED } from '@adepa/contract/messages';
import type { ShortageReply } from '@adepa/contract/orders';
import { paths } from '@adepa/contract/paths';
import type { Session } from '@adepa/contract/users';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { PromiseNote } from '../../../components/ui/promise-note';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { type FieldProps, useSchemaForm } from '../../../lib/use-schema-form';
import { type CartItem, chosenOptionsText, setCartStock, shortLines } from '../../cart';
import {
  chooseRegion,
  deliveryKeys,
  quoteDelivery,
  useChosenRegion,
  useDeliveryPricing,
} from '../../delivery';
import { rememberPaymentKey } from '../../mobile-money';
import { useLastDelivery, useLastDeliveryFill } from '../api/last-delivery';
import { feeChangeOf, shortageOf, usePlaceOrder } from '../api/place-order';
import { chargedWallet, formFieldErrors, initialPaymentFields } from '../checkout-values';
import type { OrderPlacedState } from '../order-placed-state';
import { useNoSms } from '../use-no-sms';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryDetails } from './delivery-details';
import { PaymentMethod } from './payment-method';

const loadCheckoutSchema = () => import('../checkout-schema').then((m) => m.checkoutSchema);

const REMOVE_SOLD_OUT = 'Please remove the items that are out of stock from your cart.';

type CheckoutFormProps = { items: readonly CartItem[]; session: Session | null };

/**
 * Delivery details, payment and summary in one form, checked by the api's own schema. A failed
 * order keeps the cart; when a product ran short, its line takes the stock the server reported.
 */
export function CheckoutForm({ items, session }: CheckoutFormProps) {
  const form = useSchemaForm(loadCheckoutSchema, {
    name: session?.username ?? '',
    email: session?.email ?? '',
    phoneNumber: '',
    province: useChosenRegion() ?? '',
    area: '',
    address: '',
    deliveryNote: '',
    ...initialPaymentFields,
    guest: !session,
  });
  const place = usePlaceOrder();
  const queryClient = useQueryClient();
  const pricing = useDeliveryPricing();
  const province = form.field('province').value;
  const region = isGhanaRegion(province) ? province : undefined;
  const noSms = useNoSms(form.field('phoneNumber').value);
  useEffect(() => chooseRegion(province), [province]);
  const [, navigate] = useLocation();
  const soldOut = items.some((item) => item.stock < 1);
  const [adjusted, setAdjusted] = useState<string | null>(null);
  // One order per tap: a second submit before the first one's answer sends nothing (for Mobile
  // Money, a second order would be a second charge). Cleared when the order was refused.
  const placing = useRef(false);
  const quote = pricing.data && region && quoteDelivery(items, pricing.data, region);
  // A signed-in customer's empty delivery fields fill from their last delivery (WCAG 3.3.7).
  useLastDeliveryFill(useLastDelivery(session?._id).data, form.values, form.set, session);

  /** The wallet's field shows the delivery phone until the shopper types into it. */
  const walletField: FieldProps = {
    ...form.field('wallet'),
    value: chargedWallet(form.values),
    onChange: (event) => form.set({ wallet: event.target.value, walletTyped: true }),
  };

  const onSubmit = form.handleSubmit(({ payment, ...address }) => {
    if (placing.current) return;
    if (soldOut) {
      toast.error(REMOVE_SOLD_OUT);
      return;
    }
    const products = items.map((item) => ({
      _id: item._id,
      qty: item.qty,
      name: item.name,
      productColor: item.productColor || undefined,
      productSize: item.productSize || undefined,
      // The variant itself when the line knows it (lines older than variants are matched by
      // their size and colour).
      variantId: item.variantId || undefined,
    }));
    // The fee the shopper was shown: if the owner changed it since, the order is refused, not
    // placed at a total the shopper never saw.
    const deliveryFee = pricing.data
      ? quoteDelivery(items, pricing.data, address.province).shippingPrice
      : undefined;
    setAdjusted(null);
    placing.current = true;
    place.mutate(
      { ...address, products, deliveryFee, ...(payment && { payment }) },
      {
        onSuccess: ({ order, payment, paymentKey, receiptKey }) => {
          const { itemsPrice, shippingPrice, taxPrice, totalPrice, tax } = order;
          const totals = { itemsPrice, shippingPrice, taxPrice, totalPrice, tax };
          if (paymentKey) rememberPaymentKey(order.orderId, paymentKey);
          const state: OrderPlacedState = {
            placedOrder: order.orderId,
            totals,
            lines: order.products,
            payment,
            paymentKey,
            receiptKey,
            ...(order.arrives && { arrives: order.arrives }),
          };
          navigate(paths.orderPlaced(order.orderId), { replace: true, state });
        },
        onError: (error) => {
          placing.current = false;
          if (feeChangeOf(error)) {
            void queryClient.invalidateQueries({ queryKey: deliveryKeys.pricing });
            setAdjusted(error.message);
          }
          const shortage = shortageOf(error);
          if (shortage) {
            setCartStock(shortage);
            setAdjusted(adjustmentNote(items, shortage));
          }
          // A product that ran short, too many tries, or a refusal of the whole order (Mobile
          // Money no longer offered): the server's words say what to do.
          const wholeOrder =
            error instanceof ApiError &&
            error.status === 400 &&
            Object.keys(error.fields).length === 0;
          if (
            error instanceof ApiError &&
            (error.status === 409 || error.status === 429 || wholeOrder)
          ) {
            toast.error(error.message);
            return;
          }
          if (error instanceof ApiError) form.setServerErrors(formFieldErrors(error.fields));
          toast.error(ORDER_FAILED);
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={place.isPending}
      className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_24rem]"
    >
      <div className="grid gap-6">
        <DeliveryDetails field={form.field} noSms={noSms} />
        <PaymentMethod
          method={form.field('paymentMethod')}
          network={form.field('network')}
          wallet={walletField}
          walletCode={form.field('walletCode')}
          phone={session ? null : form.field('phoneNumber').value}
          total={quote?.totalPrice}
        />
      </div>
      <div className="grid gap-4 lg:sticky lg:top-4">
        <CheckoutSummary items={items} pricing={pricing.data} region={region} />
        {adjusted && !soldOut && (
          <p role="status" className="rounded-xl bg-gold-soft px-4 py-3 text-sm">
            {adjusted}
          </p>
        )}
        {soldOut && (
          <p role="alert" className="rounded-xl bg-red/5 px-4 py-3 text-sm font-semibold text-red">
            {REMOVE_SOLD_OUT}
          </p>
        )}
        <Button type="submit" disabled={place.isPending} className="min-h-12 w-full text-base">
          {place.isPending ? 'Processing...' : 'PLACE ORDER NOW'}
        </Button>
        <PromiseNote />
      </div>
    </form>
  );
}

/**
 * What the cart did about a shortage, in words, so the shopper can check before trying again; the
 * line is named with its size and colour when the shop counts them apart.
 */
function adjustmentNote(items: readonly CartItem[], shortage: ShortageReply) {
  const { available } = shortage;
  const [item] = shortLines(items, shortage);
  if (!item || available < 1) return null;
  const options = shortage.variantId ? chosenOptionsText(item, ', ') : '';
  const name = options ? `${item.name} (${options})` : item.name;
  return `Only ${available} of ${name} ${available === 1 ? 'is' : 'are'} left, so your cart now asks for ${Math.min(item.qty, available)}. Check the summary, then place your order again.`;
}
