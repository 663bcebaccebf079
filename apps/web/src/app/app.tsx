import { StoreLayout } from './layouts/store-layout';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppProviders>
      <StoreLayout>
        <AppRoutes />
      </StoreLayout>
    </AppProviders>
  );
}
