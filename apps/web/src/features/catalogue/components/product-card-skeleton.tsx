import { Skeleton } from '../../../components/ui/skeleton';

/** Same box as ProductCard, so the grid keeps its shape while products load. */
export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line">
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="mt-2 h-6 w-20" />
      </div>
    </div>
  );
}
