import { CATEGORY_CREATED } from '@adepa/contract/admin-messages';
import { createCategorySchema } from '@adepa/contract/catalogue-admin';
import { SaveBar } from '../../../components/ui/save-bar';
import { TextField } from '../../../components/ui/text-field';
import { UploadWidget } from '../../../components/upload/upload-widget';
import { usePickedImages } from '../../../components/upload/use-picked-images';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateCategory } from '../api/category-api';
import { useCategorySaved } from './use-category-saved';

// Create Category: Category Name, Upload Image (our upload widget, one picture within the category
// limits), submit. The picture uploads when picked.

const nameSchema = createCategorySchema.pick({ name: true });

export function CreateCategoryForm() {
  const form = useSchemaForm(nameSchema, { name: '' });
  const images = usePickedImages({ kind: 'category', multiple: false, upload: true });
  const create = useCreateCategory();
  const saved = useCategorySaved(form, CATEGORY_CREATED);
  const picture = images.uploaded[0];
  const imageError =
    form.errorOf('image') ??
    (form.submitted && !images.busy && !picture
      ? images.blocked > 0
        ? 'Remove or fix the picture marked in red first.'
        : 'Category image is required'
      : undefined);

  const onSubmit = form.handleSubmit(({ name }) => {
    if (!picture) return;
    create.mutate({ name, image: picture.secure_url, imageId: picture.public_id }, saved);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-6">
      <section className="grid gap-6 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
        <TextField {...form.field('name')} label="Category Name" autoComplete="off" />
        <UploadWidget
          images={images}
          label="Category Image"
          buttonText="Upload Image"
          error={imageError}
        />
      </section>
      <SaveBar text="Create Category" busy={create.isPending} waiting={images.busy} />
    </form>
  );
}
