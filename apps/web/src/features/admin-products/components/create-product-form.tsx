import { PRODUCT_CREATED } from '@adepa/contract/admin-messages';
import { createProductSchema } from '@adepa/contract/catalog-admin';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { FormFailure, SaveBar } from '../../../components/ui/save-bar';
import { toast } from '../../../components/ui/toast';
import { UploadWidget } from '../../../components/upload/upload-widget';
import { usePickedImages } from '../../../components/upload/use-picked-images';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateProduct } from '../api/create-product';
import { ListInput } from './list-input';
import { ProductFields, type ProductTextField } from './product-fields';

// Create Product: every rule and message through the contract's schema. The pictures upload as soon
// as they are picked; the product is saved with their urls and ids. A failed save is logged to the
// console, and the server's own words are shown as well.

const textSchema = createProductSchema.pick({
  name: true,
  brand: true,
  category: true,
  price: true,
  discount: true,
  stock: true,
  description: true,
});
const blank: Record<ProductTextField, string> = {
  name: '',
  brand: '',
  category: '',
  price: '',
  discount: '',
  stock: '',
  description: '',
};
type ListName = 'sizes' | 'colors' | 'features';

export function CreateProductForm() {
  const form = useSchemaForm(textSchema, blank);
  const images = usePickedImages({ kind: 'product', multiple: true, upload: true });
  const [lists, setLists] = useState<Record<ListName, string[]>>({
    sizes: [],
    colors: [],
    features: [],
  });
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateProduct();
  const [, navigate] = useLocation();

  const urls = images.uploaded.map((image) => image.secure_url);
  const imageCheck = createProductSchema.shape.image.safeParse(urls);
  const imageError =
    serverErrors.image ??
    (tried && images.blocked > 0
      ? 'Remove or fix the pictures marked in red first.'
      : tried && !images.busy && !imageCheck.success
        ? imageCheck.error.issues[0]?.message
        : undefined);

  function setList(name: ListName, items: string[]) {
    setLists((current) => ({ ...current, [name]: items }));
    setServerErrors(({ [name]: _, ...rest }) => rest);
  }

  const submitText = form.handleSubmit((data) => {
    if (images.busy || images.blocked > 0 || !imageCheck.success) return;
    setFailure(null);
    setServerErrors({});
    const body = {
      ...data,
      ...lists,
      image: urls,
      publicId: images.uploaded.map((image) => image.public_id),
    };
    create.mutate(body, {
      onSuccess: () => {
        toast.success(PRODUCT_CREATED);
        navigate(paths.admin.products());
      },
      onError: (error) => {
        console.error('Creating the product failed', error);
        const fields = error instanceof ApiError ? error.fields : {};
        const byTop: Record<string, string> = {};
        for (const [path, text] of Object.entries(fields))
          byTop[path.split('.')[0] ?? path] ??= text;
        form.setServerErrors(byTop);
        setServerErrors(byTop);
        if (Object.keys(byTop).length === 0) setFailure(error.message);
      },
    });
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setTried(true);
    submitText(event);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-4xl gap-6">
      <section className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
        <ProductFields field={form.field} />
      </section>
      <section className="grid gap-5 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6 lg:grid-cols-3">
        <ListInput
          label="Sizes"
          placeholder="S, M, L"
          items={lists.sizes}
          onChange={(items) => setList('sizes', items)}
          error={serverErrors.sizes}
        />
        <ListInput
          label="Colours"
          placeholder="Red, Gold"
          items={lists.colors}
          onChange={(items) => setList('colors', items)}
          error={serverErrors.colors}
        />
        <ListInput
          label="Features"
          placeholder="Soft cotton"
          items={lists.features}
          onChange={(items) => setList('features', items)}
          error={serverErrors.features}
        />
      </section>
      <section className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
        <UploadWidget images={images} label="Product Pictures" error={imageError} />
      </section>
      <FormFailure message={failure} />
      <SaveBar
        busy={create.isPending}
        waiting={images.busy}
        text="Create Product"
        busyText="Creating..."
      />
    </form>
  );
}
