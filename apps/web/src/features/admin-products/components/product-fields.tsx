import { DESCRIPTION_MAX } from '@adepa/contract/catalogue-admin';
import type { ReactNode } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { FieldProps } from '../../../lib/use-schema-form';
import { useCategories } from '../../catalogue';

// The text fields the create and update forms share, laid out two by two on wide screens.

/** The fields this component shows, as a mask for the contract schemas' `pick`. */
export const productTextFields = {
  name: true,
  brand: true,
  category: true,
  price: true,
  discount: true,
  stock: true,
  description: true,
} as const;

export type ProductTextField = keyof typeof productTextFields;

type ProductFieldsProps = {
  field: (name: ProductTextField) => FieldProps;
  /**
   * For a product that counts its stock per size and colour: its stock (their total) is then
   * read only, with this note under it saying where to change it.
   */
  stockNote?: ReactNode;
};

/** The product's text fields, on their card of the form. */
export function ProductFields({ field, stockNote }: ProductFieldsProps) {
  const categories = useCategories();
  const names = categories.data?.map((category) => category.name) ?? [];
  const category = field('category');
  // A product whose category was renamed since still shows its current one.
  const options =
    category.value && !names.includes(category.value) ? [category.value, ...names] : names;
  return (
    <section className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField {...field('name')} label="Product Name" autoComplete="off" />
        </div>
        <TextField {...field('brand')} label="Brand (optional)" autoComplete="off" />
        <SelectField
          {...category}
          label="Category"
          placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
          options={options}
        />
        <TextField
          {...field('price')}
          label="Price (₵)"
          inputMode="decimal"
          autoComplete="off"
          below={(id) => (
            <p id={id} className="mt-1.5 text-xs text-muted">
              The regular price, shown struck through.
            </p>
          )}
        />
        <TextField
          {...field('discount')}
          label="Discount Price (₵)"
          inputMode="decimal"
          autoComplete="off"
          below={(id) => (
            <p id={id} className="mt-1.5 text-xs text-muted">
              What the customer pays.
            </p>
          )}
        />
        <TextField
          {...field('stock')}
          label="Stock"
          inputMode="numeric"
          autoComplete="off"
          readOnly={Boolean(stockNote)}
          below={
            stockNote
              ? (id) => (
                  <div id={id} className="mt-1.5 text-sm text-muted">
                    {stockNote}
                  </div>
                )
              : undefined
          }
        />
        <div className="sm:col-span-2">
          <TextareaField
            {...field('description')}
            label="Description"
            max={DESCRIPTION_MAX}
            rows={6}
          />
        </div>
      </div>
    </section>
  );
}

/** Whether the product is VAT-exempt: its lines stay out of the tax an order includes. */
export function TaxExemptBox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <section className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
      <CheckboxField
        name="taxExempt"
        checked={checked}
        onChange={onChange}
        label="Exempt from VAT"
        hint="For an exempt supply only (your accountant knows which). While the shop is VAT-registered, orders leave it out of the tax their total includes."
      />
    </section>
  );
}
