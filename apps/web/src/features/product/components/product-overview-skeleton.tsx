import { Skeleton } from '../../../components/ui/skeleton';

/** The product page's shape while it loads, so nothing jumps when it arrives. */
export function ProductOverviewSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:gap-10" aria-busy="true">
      <Skeleton className="aspect-square w-full rounded-3xl" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-4/5" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
      <span className="sr-only" role="status">
        Loading the product…
      </span>
    </div>
  );
}
