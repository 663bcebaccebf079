import { useEffect, useState } from 'react';

type PhoneRules = typeof import('@adepa/contract/phone');

/**
 * True when `phone` is a valid Ghana landline, which orders but cannot receive SMS. The phone
 * library loads with the first digit typed, beside the form's own schema, never on the first visit.
 */
export function useNoSms(phone: string): boolean {
  const [rules, setRules] = useState<PhoneRules>();
  const typed = phone.trim() !== '';
  useEffect(() => {
    if (typed && !rules) import('@adepa/contract/phone').then(setRules, () => {});
  }, [typed, rules]);
  const normal = rules?.normalizeGhanaPhone(phone);
  return normal !== undefined && !rules?.canReceiveSms(normal);
}
