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

const cediFormat = new Intl.NumberFormat('en-GH', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `1250` -> `₵1,250.00` */
export function formatCedi(cedi: number): string {
  return `₵${cediFormat.format(roundMoney(cedi))}`;
}

/** `12.5` -> `GHS 12.50`: where the ₵ sign cannot be used (SMS) or the currency code is wanted. */
export function formatGhs(cedi: number): string {
  return `GHS ${cediFormat.format(roundMoney(cedi))}`;
}
