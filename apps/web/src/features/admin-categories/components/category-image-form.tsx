import {
  CATEGORY_IMAGE_UPDATE_FAILED,
  CATEGORY_IMAGE_UPDATED,
} from '@adepa/contract/admin-messages';
import type { Category } from '@adepa/contract/catalogue';
import { paths } from '@adepa/contract/paths';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { SaveBar } from '../../../components/ui/save-bar';
import { toast } from '../../../components/ui/toast';
import { readDataUrl } from '../../../components/upload/image-checks';
import { UploadWidget } from '../../../components/upload/upload-widget';
import { usePickedImages } from '../../../components/upload/use-picked-images';
import { useUpdateCategoryImage } from '../api/category-api';

// Update Category Image: one new picture, checked against the category limits, sent as a base64
// data URL.

export function CategoryImageForm({ category }: { category: Category }) {
  const images = usePickedImages({ kind: 'category', multiple: false, upload: false });
  const save = useUpdateCategoryImage(category._id);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const file = images.readyFiles[0];
  const error =
    tried && !images.busy && !file
      ? images.blocked > 0
        ? 'Remove or fix the picture marked in red first.'
        : 'Category image is required'
      : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (!file || images.busy) return;
    setFailure(null);
    save.mutate(await readDataUrl(file), {
      onSuccess: () => {
        toast.success(CATEGORY_IMAGE_UPDATED);
        navigate(paths.admin.categories());
      },
      onError: (error) => {
        toast.error(CATEGORY_IMAGE_UPDATE_FAILED);
        setFailure(error.message); // The server's reason (a limit, say) under the form.
      },
    });
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid max-w-2xl gap-6">
      <section className="grid gap-6 rounded-2xl bg-white p-4 ring-1 ring-line sm:grid-cols-[8rem_1fr] sm:p-6">
        <figure>
          <img
            src={category.url}
            alt={category.name}
            className="aspect-square w-32 rounded-xl object-cover ring-1 ring-line"
          />
          <figcaption className="mt-2 text-sm text-muted">Current image</figcaption>
        </figure>
        <UploadWidget images={images} label="New Image" buttonText="Upload Image" error={error} />
      </section>
      <SaveBar text="Update Image" busy={save.isPending} waiting={images.busy} failure={failure} />
    </form>
  );
}
