import { type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import metadata from './ghana-phone-metadata.json' with { type: 'json' };

// Phone numbers: shoppers write Ghana numbers many ways (024 455 0123, +233 24 455 0123,
// 233244550123). The phone library reads them with Ghana's numbering plan and they are stored once,
// as +233 and nine digits. Only a mobile number can receive SMS; a landline still orders.

const ghana = metadata as unknown as MetadataJson;

function parseGhanaPhone(input: string) {
  const phone = parsePhoneNumberFromString(input, { defaultCountry: 'GH' }, ghana);
  if (phone?.country !== 'GH' || !phone.isValid()) return undefined;
  // A toll-free or premium number is valid, but no one can be called on it about a delivery.
  const type = phone.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE' || type === 'FIXED_LINE_OR_MOBILE'
    ? phone
    : undefined;
}

/** `+233244550123` for any way of writing a valid Ghana number; undefined for anything else. */
export function normalizeGhanaPhone(input: string): string | undefined {
  return parseGhanaPhone(input)?.number;
}

/** Whether a valid Ghana number is a mobile one, so an SMS can reach it. */
export function canReceiveSms(phone: string): boolean {
  const type = parseGhanaPhone(phone)?.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}
