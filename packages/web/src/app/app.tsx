import { RouterProvider } from '../lib/router';
import { setUnauthenticatedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

// A 401 has already cleared the login; send the user to /login without reloading the page.
setUnauthenticatedHandler(() => {
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
