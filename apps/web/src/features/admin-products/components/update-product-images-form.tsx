import { PRODUCT_UPDATED } from '@adepa/contract/admin-messages';
import { imageVariant, type Product } from '@adepa/contract/catalogue';
import { type FormEvent, useState } from 'react';
import { SaveBar } from '../../../components/ui/save-bar';
import { toast } from '../../../components/ui/toast';
import { formatBytes, readDataUrl } from '../../../components/upload/image-checks';
import { UploadWidget } from '../../../components/upload/upload-widget';
import { usePickedImages } from '../../../components/upload/use-picked-images';
import { useUpdateProductImages } from '../api/update-product';

// Update Product Image: the new pictures are checked and previewed here, then sent together as
// base64 data URLs (`selectedImage`) and replace all the current ones. The api takes at most
// 12 MB in one request, and base64 adds a third, so the total is checked before sending.

const MAX_TOTAL_BYTES = 8_500_000;

export function UpdateProductImagesForm({ product }: { product: Product }) {
  const images = usePickedImages({ kind: 'product', multiple: true, upload: false });
  const save = useUpdateProductImages(product._id);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const total = images.readyFiles.reduce((sum, file) => sum + file.size, 0);

  const error = !tried
    ? undefined
    : images.blocked > 0
      ? 'Remove or fix the pictures marked in red first.'
      : images.readyFiles.length === 0 && !images.busy
        ? 'Product image is required'
        : total > MAX_TOTAL_BYTES
          ? `Together these pictures are ${formatBytes(total)}; at most ${formatBytes(MAX_TOTAL_BYTES)} can be sent at once. Remove one, or save fewer now.`
          : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    const files = images.readyFiles;
    if (images.busy || images.blocked > 0 || files.length === 0 || total > MAX_TOTAL_BYTES) return;
    const dataUrls = await Promise.all(files.map(readDataUrl));
    save.mutate(dataUrls, {
      onSuccess: () => {
        toast.success(PRODUCT_UPDATED);
        images.clear();
        setTried(false);
      },
      onError: (failed) => {
        console.error('Updating the pictures failed', failed);
        setFailure(failed.message);
      },
    });
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid max-w-4xl gap-6">
      <section className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
        <h2 className="text-base font-bold">Current pictures</h2>
        <ul aria-label="Current pictures" className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
          {product.image.map((image, index) => (
            <li key={image.url}>
              <img
                src={imageVariant(image.url, 400)}
                alt={`${product.name}, ${index + 1}`}
                className="aspect-square w-full rounded-xl object-cover ring-1 ring-line"
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
        <UploadWidget images={images} label="New pictures" error={error} />
        <p className="mt-3 text-sm text-muted">
          The new pictures replace all the current ones. The first one is shown on the shop's cards.
        </p>
      </section>
      <SaveBar
        text="Update Pictures"
        busy={save.isPending}
        waiting={images.busy}
        failure={failure}
      />
    </form>
  );
}
