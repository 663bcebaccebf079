import type { ShopSettings } from '@adepa/contract/shop';
import { WALLET_CODE_DIGITS } from '@adepa/contract/wallet-codes';
import {
  composeSms,
  type ElasticPart,
  leadingWords,
  type SmsPart,
  type SmsTemplate,
} from '../sms/index.ts';

// The SMS that carries a wallet code. The code and what it is for are fixed; the shop's name,
// before the text and again after "at", is elastic (whole words, then nothing: the sender id
// names the shop too), so the text fits one GSM-7 part whatever the shop is called.

/** " at Adepa", as much of the name as fits, or nothing. */
function atShop(name: string): ElasticPart {
  const words = leadingWords(name);
  return {
    fit: (room) => {
      const kept = words.fit(room - ' at '.length);
      return kept ? ` at ${kept}` : '';
    },
  };
}

const parts = (shop: ShopSettings, code: string): SmsPart[] => [
  leadingWords(shop.name, { after: ': ' }),
  `${code} is your code to pay from this number by Mobile Money`,
  atShop(shop.name),
  '. If you did not ask for it, ignore this SMS.',
];

export function walletCodeText(shop: ShopSettings, code: string): string {
  return composeSms(parts(shop, code));
}

/** The text at its longest, for the start-up check that every SMS fits one part. */
export function walletCodeSmsTemplates(shop: ShopSettings): SmsTemplate[] {
  return [{ name: 'the wallet code SMS', parts: parts(shop, '9'.repeat(WALLET_CODE_DIGITS)) }];
}
