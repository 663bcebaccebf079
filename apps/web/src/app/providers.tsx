import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { type PageStatus, PageStatusContext } from './page-status';

export type AppProvidersProps = {
  queryClient: QueryClient;
  /** On the server: the address being rendered, its redirect and its status. */
  server?: { path: string; search: string; redirect: { redirectTo?: string }; status: PageStatus };
  children: ReactNode;
};

export function AppProviders({ queryClient, server, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageStatusContext value={server?.status ?? null}>
        <Router ssrPath={server?.path} ssrSearch={server?.search} ssrContext={server?.redirect}>
          {children}
        </Router>
      </PageStatusContext>
    </QueryClientProvider>
  );
}
