import { describe, expect, it } from 'vitest';
import { defaultDeliveryPricing } from './delivery-fees.ts';
import { priceOrder } from './pricing.ts';
import {
  includedTaxPesewas,
  NOT_REGISTERED,
  orderTax,
  TAX_RATES,
  type TaxSettings,
  taxParts,
  taxSplit,
} from './tax.ts';

const registered: TaxSettings = {
  registered: true,
  tin: 'C0012345678',
  from: '2026-01-01',
  deliveryTaxable: true,
};

describe('the tax a tax-inclusive price includes', () => {
  it('splits ₵120 into ₵15 VAT, ₵2.50 NHIL and ₵2.50 GETFund, ₵100 net', () => {
    expect(includedTaxPesewas(12_000)).toBe(2_000);
    expect(taxParts({ includedPesewas: 2_000, tin: null, rates: TAX_RATES })).toMatchObject({
      vatPesewas: 1_500,
      nhilPesewas: 250,
      getfundPesewas: 250,
    });
  });

  it('keeps the parts adding up to the whole on awkward totals', () => {
    for (const gross of [1, 5, 7, 13, 99, 101, 1_999, 12_345, 99_999, 1_000_003, 987_654_321]) {
      const tax = taxParts({
        includedPesewas: includedTaxPesewas(gross),
        tin: null,
        rates: TAX_RATES,
      });
      expect(tax.vatPesewas + tax.nhilPesewas + tax.getfundPesewas, `${gross}`).toBe(
        tax.includedPesewas,
      );
      // The whole is the gross's 20/120, to the nearest pesewa.
      expect(Math.abs(tax.includedPesewas - (gross * 20) / 120), `${gross}`).toBeLessThanOrEqual(
        0.5,
      );
      // Each part within a pesewa of its exact share, NHIL and GETFund a pesewa apart at most.
      expect(Math.abs(tax.vatPesewas - (tax.includedPesewas * 15) / 20)).toBeLessThan(1);
      expect(Math.abs(tax.nhilPesewas - tax.getfundPesewas)).toBeLessThanOrEqual(1);
    }
  });

  it('rounds a half pesewa up: ₵0.03 includes half a pesewa', () => {
    expect(includedTaxPesewas(3)).toBe(1);
    expect(includedTaxPesewas(2)).toBe(0);
  });
});

describe('the tax of an order', () => {
  const lines = [
    { pricePesewas: 12_000, qty: 1 },
    { pricePesewas: 5_000, qty: 2, taxExempt: true },
  ];

  it('leaves exempt lines out of the base, and takes delivery in or out as the owner says', () => {
    expect(orderTax(lines, 0, registered, '2026-11-28')?.includedPesewas).toBe(2_000);
    expect(orderTax(lines, 1_200, registered, '2026-11-28')?.includedPesewas).toBe(2_200);
    expect(
      orderTax(lines, 1_200, { ...registered, deliveryTaxable: false }, '2026-11-28')
        ?.includedPesewas,
    ).toBe(2_000);
  });

  it('is none before the registration day, or for a shop not registered', () => {
    expect(orderTax(lines, 0, registered, '2025-12-31')).toBeNull();
    expect(orderTax(lines, 0, NOT_REGISTERED, '2026-11-28')).toBeNull();
    expect(orderTax(lines, 0, { ...registered, from: null }, '2020-01-01')).not.toBeNull();
  });

  it('carries the TIN and the rates it used, and its reply in cedi with the net', () => {
    const tax = orderTax([{ pricePesewas: 12_000, qty: 1 }], 0, registered, '2026-11-28')!;
    expect(tax).toMatchObject({ tin: 'C0012345678', rates: TAX_RATES });
    expect(taxSplit(taxParts(tax), 13_000)).toEqual({
      included: 20,
      vat: 15,
      nhil: 2.5,
      getfund: 2.5,
      net: 110,
      tin: 'C0012345678',
    });
  });
});

describe('the one pricing rule', () => {
  const rules = { delivery: defaultDeliveryPricing, tax: registered };

  it('prices lines, delivery by region and the included tax in pesewas, adding nothing on top', () => {
    const price = priceOrder([{ pricePesewas: 4_550, qty: 2 }], 'Ashanti', rules, '2026-11-28');
    expect(price).toMatchObject({
      itemsPesewas: 9_100,
      deliveryPesewas: 1_000,
      taxPesewas: 0,
      totalPesewas: 10_100,
    });
    expect(price.tax?.includedPesewas).toBe(Math.round(10_100 / 6));
  });

  it('quotes the lowest fee before a region is chosen, and free delivery above the amount', () => {
    expect(
      priceOrder([{ pricePesewas: 100, qty: 1 }], undefined, rules, '2026-11-28').deliveryPesewas,
    ).toBe(1_000);
    expect(
      priceOrder([{ pricePesewas: 10_001, qty: 1 }], 'Volta', rules, '2026-11-28').deliveryPesewas,
    ).toBe(0);
  });
});

describe('what the rider collects', () => {
  it('is the total of an unpaid order and nothing of a paid one', async () => {
    const { amountToCollect } = await import('./receipts.ts');
    expect(amountToCollect({ payment_status: 'unpaid', totalPrice: 199.99 })).toBe(199.99);
    expect(amountToCollect({ payment_status: 'paid', totalPrice: 199.99 })).toBe(0);
  });
});
