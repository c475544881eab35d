import { Skeleton } from '../../../components/ui/skeleton';

/** The recipe page's outline while the recipe loads. */
export function RecipeSkeleton() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6" aria-label="Loading recipe">
      <Skeleton className="h-5 w-28" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="aspect-[4/3]" />
        <div className="space-y-4">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-16" />
          <Skeleton className="h-20" />
        </div>
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}
