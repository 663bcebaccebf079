/** Whether an If-None-Match header names `etag` (weak or strong): the client's copy is current. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
