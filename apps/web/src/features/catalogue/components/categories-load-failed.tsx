/** Said where the categories should be when they could not be read, with a way to try again. */
export function CategoriesLoadFailed({ padding, retry }: { padding: string; retry: () => void }) {
  return (
    <p className={`${padding} text-sm text-red`}>
      We could not load the categories.{' '}
      <button type="button" onClick={retry} className="min-h-11 font-semibold text-green underline">
        Try again
      </button>
    </p>
  );
}
