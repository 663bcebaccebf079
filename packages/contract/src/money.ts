// Money rule: the database holds integer pesewas (1 cedi = 100 pesewas); payloads carry cedi
// numbers with at most two decimals. Every conversion and every displayed price goes through here.

/** Half-up to the pesewa, reading the amount as the decimal it was written as (1.005 -> 101). */
export function toPesewas(cedi: number): number {
  return Math.round(Number((cedi * 100).toPrecision(12)));
}

export function toCedi(pesewas: number): number {
  return pesewas / 100;
}

/** Rounds a cedi amount to two decimals (the spec's one rounding rule). */
export function roundMoney(cedi: number): number {
  return toCedi(toPesewas(cedi));
}

/**
 * `1250.5` -> `1,250.50`: thousands grouped with commas, two decimals, as Intl.NumberFormat writes
 * it for en-GH. Written out rather than asked of Intl, since building a number format loads the
 * locale's data, a long step of a phone's start; the money test holds the two to the same text.
 */
function amount(cedi: number): string {
  const pesewas = toPesewas(cedi);
  const sign = pesewas < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(pesewas) / 100);
  const cents = String(Math.abs(pesewas) % 100).padStart(2, '0');
  return `${sign}${String(whole).replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

/** `1250` -> `₵1,250.00` */
export function formatCedi(cedi: number): string {
  return `₵${amount(cedi)}`;
}

/** `12.5` -> `GHS 12.50`: where the ₵ sign cannot be used (SMS) or the currency code is wanted. */
export function formatGhs(cedi: number): string {
  return `GHS ${amount(cedi)}`;
}
