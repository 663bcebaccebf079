import { formatCedi, toCedi } from './money.ts';

// Ghana's VAT as a registered shop charges it (VAT Act, 2025, Act 1151, in force 1 January 2026):
// VAT 15%, NHIL 2.5% and GETFund 2.5%, all on one base, 20% in all. Prices are tax-inclusive (what
// the shelf shows is what the buyer pays), so nothing is added to an order: the tax it includes is
// worked out once for the whole order, from the sum of its taxable amounts, and shared out between
// the three so that they add up to it to the pesewa. Exempt products, and delivery when the owner
// says it is not taxable, stay out of the base. No zod here: the cart loads this.

/** Each levy's rate in basis points (hundredths of a percent): 1500 is 15%. */
export type TaxRates = { vat: number; nhil: number; getfund: number };

/** Act 1151's rates. An order keeps the rates it was placed with. */
export const TAX_RATES: TaxRates = { vat: 1500, nhil: 250, getfund: 250 };

/** The owner's VAT registration, as `GET /api/tax-settings` answers it. */
export type TaxSettings = {
  registered: boolean;
  /** The shop's Taxpayer Identification Number, printed on receipts. */
  tin: string | null;
  /** The first day (YYYY-MM-DD, Ghana's time, which is UTC) orders include tax. */
  from: string | null;
  /** Whether the delivery fee is part of the taxable value (the safe default: yes). */
  deliveryTaxable: boolean;
};

export const NOT_REGISTERED: TaxSettings = {
  registered: false,
  tin: null,
  from: null,
  deliveryTaxable: true,
};

/** The tax an order's total includes, in pesewas, with the TIN and rates it was worked out at. */
export type TaxIncluded = {
  includedPesewas: number;
  tin: string | null;
  rates: TaxRates;
};

/** The same, shared out between the levies, as the order stores it. */
export type IncludedTax = TaxIncluded & {
  vatPesewas: number;
  nhilPesewas: number;
  getfundPesewas: number;
};

/** The order reply's `tax`: cedi, like every amount in it; `net` is the total without the tax. */
export type TaxSplit = {
  included: number;
  vat: number;
  nhil: number;
  getfund: number;
  net: number;
  tin: string | null;
};

/** Whether an order placed on `day` (YYYY-MM-DD) includes tax (never without a setting). */
export function taxApplies(settings: TaxSettings | undefined, day: string): boolean {
  return Boolean(settings?.registered) && (settings?.from == null || day >= settings.from);
}

/** The day of `at` in Ghana (UTC all year), as taxApplies reads it. */
export const ghanaDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The tax included in `grossPesewas` (a tax-inclusive amount) at `rates`, rounded half up. */
export function includedTaxPesewas(grossPesewas: number, rates: TaxRates = TAX_RATES): number {
  const total = rates.vat + rates.nhil + rates.getfund;
  const whole = 10_000 + total;
  // In integers: gross x total / whole.
  return Math.floor((2 * grossPesewas * total + whole) / (2 * whole));
}

/**
 * `tax` shared out between the levies by largest remainder, so the three always add up to the
 * whole: the 2,000 pesewas that ₵120 include are 1,500 VAT, 250 NHIL and 250 GETFund. Apart from
 * the pricing rule, so the cart's quote (which shows the whole only) does not download it.
 */
export function taxParts(tax: TaxIncluded): IncludedTax {
  const { rates, includedPesewas: included } = tax;
  const total = rates.vat + rates.nhil + rates.getfund;
  const names = ['vat', 'nhil', 'getfund'] as const;
  const exact = names.map((name) => (included * rates[name]) / total);
  const parts = exact.map(Math.floor);
  let left = included - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = names
    .map((_, index) => index)
    .sort((a, b) => exact[b]! - parts[b]! - (exact[a]! - parts[a]!) || a - b);
  for (const index of byRemainder) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return { ...tax, vatPesewas: parts[0]!, nhilPesewas: parts[1]!, getfundPesewas: parts[2]! };
}

export type TaxedLine = { pricePesewas: number; qty: number; taxExempt?: boolean };

/**
 * The tax an order includes: null when the shop was not registered on `day`. The base is every
 * line not exempt, and the delivery fee when the owner says it is taxable.
 */
export function orderTax(
  lines: readonly TaxedLine[],
  deliveryPesewas: number,
  settings: TaxSettings | undefined,
  day: string,
): TaxIncluded | null {
  if (!settings || !taxApplies(settings, day)) return null;
  const taxable =
    lines.reduce((sum, line) => sum + (line.taxExempt ? 0 : line.pricePesewas * line.qty), 0) +
    (settings.deliveryTaxable ? deliveryPesewas : 0);
  return { includedPesewas: includedTaxPesewas(taxable), tin: settings.tin, rates: TAX_RATES };
}

/** The order reply's `tax` from what the order stored, beside its total. */
export function taxSplit(tax: IncludedTax, totalPesewas: number): TaxSplit {
  return {
    included: toCedi(tax.includedPesewas),
    vat: toCedi(tax.vatPesewas),
    nhil: toCedi(tax.nhilPesewas),
    getfund: toCedi(tax.getfundPesewas),
    net: toCedi(totalPesewas - tax.includedPesewas),
    tin: tax.tin,
  };
}

/** What the cart, the checkout and the receipt say of the tax a total includes. */
export const includesTaxText = (included: number) =>
  `Includes ${formatCedi(included)} VAT, NHIL, GETFund`;
