import { PRODUCT_CREATED } from '@adepa/contract/admin-messages';
import { createProductSchema } from '@adepa/contract/catalogue-admin';
import { SaveBar } from '../../../components/ui/save-bar';
import { UploadWidget } from '../../../components/upload/upload-widget';
import { usePickedImages } from '../../../components/upload/use-picked-images';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateProduct } from '../api/create-product';
import { ListInput } from './list-input';
import { ProductFields, productTextFields, TaxExemptBox } from './product-fields';
import { useProductSave } from './use-product-save';

// Create Product: every rule and message through the contract's schema. The pictures upload as soon
// as they are picked; the product is saved with their urls and ids. A failed save is logged to the
// console, and the server's own words are shown as well.

const schema = createProductSchema.pick({
  ...productTextFields,
  sizes: true,
  colors: true,
  features: true,
  taxExempt: true,
});
const blank = {
  name: '',
  brand: '',
  category: '',
  price: '',
  discount: '',
  stock: '',
  description: '',
  sizes: [] as string[],
  colors: [] as string[],
  features: [] as string[],
  taxExempt: false,
};

export function CreateProductForm() {
  const form = useSchemaForm(schema, blank);
  const images = usePickedImages({ kind: 'product', multiple: true, upload: true });
  const create = useCreateProduct();
  const saved = useProductSave(form, create, {
    done: PRODUCT_CREATED,
    failedLog: 'Creating the product failed',
  });

  const urls = images.uploaded.map((image) => image.secure_url);
  const imageCheck = createProductSchema.shape.image.safeParse(urls);
  const imageError =
    form.errorOf('image') ??
    (form.submitted && images.blocked > 0
      ? 'Remove or fix the pictures marked in red first.'
      : form.submitted && !images.busy && !imageCheck.success
        ? imageCheck.error.issues[0]?.message
        : undefined);

  const onSubmit = form.handleSubmit((data) => {
    if (images.busy || images.blocked > 0 || !imageCheck.success) return;
    const body = {
      ...data,
      image: urls,
      publicId: images.uploaded.map((image) => image.public_id),
    };
    saved.save(body);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-4xl gap-6">
      <ProductFields field={form.field} />
      <section className="grid gap-5 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6 lg:grid-cols-3">
        <ListInput {...form.list('sizes')} label="Sizes" placeholder="S, M, L" />
        <ListInput {...form.list('colors')} label="Colours" placeholder="Red, Gold" />
        <ListInput {...form.list('features')} label="Features" placeholder="Soft cotton" />
      </section>
      <TaxExemptBox
        checked={form.values.taxExempt}
        onChange={(taxExempt) => form.set({ taxExempt })}
      />
      <section className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
        <UploadWidget images={images} label="Product Pictures" error={imageError} />
      </section>
      <SaveBar
        text="Create Product"
        busy={create.isPending}
        waiting={images.busy}
        failure={saved.failure}
      />
    </form>
  );
}
