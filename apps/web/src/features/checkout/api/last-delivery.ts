import type { LastDelivery } from '@adepa/contract/orders';
import type { Session } from '@adepa/contract/users';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { localPhone } from '../../../lib/phone-display';
import { userDataKey } from '../../../lib/user-data-key';

/**
 * GET /api/orders/last-delivery: where the signed-in customer's latest order went, if anywhere
 * (`userId` undefined: a guest, nothing to ask). Kept as the person's data, which log-out forgets.
 */
export function useLastDelivery(userId: string | undefined) {
  return useQuery({
    queryKey: userDataKey(userId ?? '', 'last-delivery'),
    queryFn: ({ signal }) =>
      apiFetch<{ delivery: LastDelivery | null }>('/api/orders/last-delivery', { signal }),
    enabled: userId !== undefined,
    select: (reply) => reply.delivery,
  });
}

type DeliveryValues = Record<keyof LastDelivery, string>;

/**
 * A signed-in customer is not asked again for what their last order gave (WCAG 3.3.7): once it
 * comes, it fills each delivery field still empty (the name while it is their username), once,
 * never over what they typed or the region the cart chose. The fields fill in place, so nothing on
 * the page moves; the customer changes what differs this time.
 */
export function useLastDeliveryFill(
  last: LastDelivery | null | undefined,
  values: DeliveryValues,
  set: (patch: Partial<DeliveryValues>) => void,
  session: Session | null,
) {
  const done = useRef(false);
  useEffect(() => {
    if (!last || done.current) return;
    done.current = true;
    const given = {
      ...last,
      phoneNumber: localPhone(last.phoneNumber),
      address: last.address ?? '',
    };
    const open = (name: keyof LastDelivery) =>
      values[name] === '' || (name === 'name' && values.name === session?.username);
    const names = Object.keys(given) as (keyof LastDelivery)[];
    set(Object.fromEntries(names.filter(open).map((name) => [name, given[name]])));
  }, [last, values, set, session]);
}
