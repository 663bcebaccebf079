/** A grey block that holds the place of content while it loads. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span className={`block animate-pulse rounded-md bg-line/70 ${className}`} />;
}
