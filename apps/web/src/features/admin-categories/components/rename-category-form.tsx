import { CATEGORY_NAME_UPDATED } from '@adepa/contract/admin-messages';
import type { Category } from '@adepa/contract/catalogue';
import { thumbnailSrcSet } from '@adepa/contract/catalogue';
import { updateCategorySchema } from '@adepa/contract/catalogue-admin';
import { SaveBar } from '../../../components/ui/save-bar';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRenameCategory } from '../api/category-api';
import { useCategorySaved } from './use-category-saved';

// Update Category: the name only.

export function RenameCategoryForm({ category }: { category: Category }) {
  const form = useSchemaForm(updateCategorySchema, { name: category.name });
  const rename = useRenameCategory(category._id);
  const saved = useCategorySaved(form, CATEGORY_NAME_UPDATED);

  const onSubmit = form.handleSubmit(({ name }) => {
    rename.mutate(name, saved);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-6">
      <section className="flex items-start gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
        <img
          src={category.url}
          srcSet={thumbnailSrcSet(category.url)}
          sizes="64px"
          alt=""
          className="mt-7 size-16 shrink-0 rounded-xl object-cover ring-1 ring-line"
        />
        <div className="min-w-0 flex-1">
          <TextField {...form.field('name')} label="Category Name" autoComplete="off" />
        </div>
      </section>
      <SaveBar text="Update Category" busy={rename.isPending} />
    </form>
  );
}
