import { createContext, useContext } from 'react';

// The HTTP status of a server-rendered page. The renderer provides a holder and reads it once
// the page is rendered; a page that means "not found" says so while rendering, wherever that is
// decided (an unknown address, a product that does not exist). In the browser there is no holder.

export type PageStatus = { code: number };

export const PageStatusContext = createContext<PageStatus | null>(null);

export function usePageStatus(code: number): void {
  const status = useContext(PageStatusContext);
  if (status) status.code = code;
}
