import { StoreLayout } from './layouts/store-layout';
import { AppProviders, type AppProvidersProps } from './providers';
import { AppRoutes } from './routes';

export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <StoreLayout>
        <AppRoutes />
      </StoreLayout>
    </AppProviders>
  );
}
