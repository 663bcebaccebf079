// Reading a query too big to hold at once: a page at a time, as the reader asks for more, each
// page starting after the last row of the one before (keyset paging, so the query must order by
// a unique key). No connection is held while the reader is busy with a page. The first page is
// read at once, so a database that does not answer fails the request before anything is sent.

export async function rowsInPages<T>(
  readPage: (after: T | undefined, limit: number) => Promise<T[]>,
  pageSize: number,
): Promise<AsyncIterable<T>> {
  const first = await readPage(undefined, pageSize);
  return (async function* () {
    for (let page = first; ; page = await readPage(page.at(-1), pageSize)) {
      yield* page;
      if (page.length < pageSize) return;
    }
  })();
}
