import { Link } from 'wouter';
import { ChevronDownIcon, GridIcon } from '../../../components/ui/icons';
import { useDisclosure } from '../../../lib/use-dismiss';
import { categoryHref } from '../catalogue-links';
import { CategoryImage } from './category-image';
import { LoadedCategories } from './loaded-categories';

/** "All Categories": a disclosure listing every category with its picture. */
export function CategoriesMenu() {
  const { open, close, rootRef, buttonProps, panelProps } = useDisclosure();

  return (
    <div ref={rootRef} className="static sm:relative">
      <button
        {...buttonProps}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-semibold text-white hover:bg-white/20"
      >
        <GridIcon className="size-5" />
        All Categories
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        {...panelProps}
        className="absolute inset-x-3 top-full z-40 mt-2 rounded-2xl bg-white p-3 text-ink shadow-xl ring-1 ring-line sm:inset-x-auto sm:left-0 sm:w-[26rem]"
      >
        {open && <CategoryList onPick={close} />}
      </div>
    </div>
  );
}

function CategoryList({ onPick }: { onPick: () => void }) {
  return (
    <LoadedCategories look="menu">
      {(categories) => (
        <ul className="grid max-h-[60vh] grid-cols-2 gap-1 overflow-y-auto">
          {categories.map((category) => (
            <li key={category._id}>
              <Link
                href={categoryHref(category.name)}
                onClick={onPick}
                className="flex min-h-14 items-center gap-3 rounded-xl p-2 text-sm font-medium hover:bg-green-soft hover:text-green"
              >
                <CategoryImage
                  category={category}
                  size={40}
                  className="size-10 shrink-0 rounded-lg bg-gold-soft"
                />
                <span className="leading-tight">{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </LoadedCategories>
  );
}
