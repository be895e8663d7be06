import { act, fireEvent, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../route-types';
import { memoryHistory } from './location';
import { routeMatcher } from './match';
import { Link, Navigate, Outlet, RouterProvider, createBrowserRouter, createRouter, useLocation, useParams, useSearchParams } from './index';

const route = (path: string, page: AppRoute['page'] = () => Promise.resolve(() => <p>{path}</p>)): AppRoute => ({ path, access: 'all', title: path, page });

describe('routeMatcher', () => {
  const match = routeMatcher([route('/event/:id'), route('/event/create'), route('/event/:event/register'), route('/help'), route('*')]);
  const pathOf = (pathname: string) => match(pathname)?.route.path;

  it('picks the route with the most fixed segments, whatever the order of the routes', () => {
    expect(pathOf('/event/create')).toBe('/event/create');
    expect(pathOf('/event/12')).toBe('/event/:id');
  });

  it('decodes parameters, and takes a trailing slash and any letter case of fixed segments', () => {
    expect(match('/event/7-12.abc%2Dd/register/')).toEqual({ route: expect.objectContaining({ path: '/event/:event/register' }), params: { event: '7-12.abc-d' } });
    expect(pathOf('/HELP')).toBe('/help');
    expect(match('/event/%E0%A4%95')?.params).toEqual({ id: 'क' });
    expect(match('/event/50%')?.params).toEqual({ id: '50%' });
  });

  it("falls back to '*', never to a route matching part of the address", () => {
    expect(pathOf('/event/3/register/9')).toBe('*');
    expect(pathOf('/help/more')).toBe('*');
    expect(routeMatcher([route('/help')])('/nothing')).toBeNull();
  });
});

function Screen({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  const params = useParams();
  const query = useSearchParams();
  return (
    <main>
      <h1>{name}</h1>
      <p>
        {pathname}
        {search} {JSON.stringify(params)} tab={query.get('tab')}
      </p>
      <Link to="/member/5/view?tab=followups">member 5</Link>
      <Link to="/home">home</Link>
    </main>
  );
}

const screenRoute = (path: string, name: string) => route(path, () => Promise.resolve(() => <Screen name={name} />));

function Layout() {
  return (
    <Suspense fallback={<p>loading</p>}>
      <Outlet />
    </Suspense>
  );
}

class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

/** The layout with an error boundary per address, as the app's (app/root-layout.tsx). */
function CaughtLayout() {
  const { pathname } = useLocation();
  return (
    <Caught key={pathname}>
      <Layout />
    </Caught>
  );
}

describe('the router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("follows a link without a page load, showing the new address's screen with its parameters", async () => {
    const router = createRouter({ history: memoryHistory('/home'), routes: [screenRoute('/home', 'Home'), screenRoute('/member/:id/view', 'Member')], layout: Layout });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'member 5' }));
    expect(await screen.findByRole('heading', { name: 'Member' })).toBeInTheDocument();
    expect(screen.getByText('/member/5/view?tab=followups {"id":"5"} tab=followups')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/5/view');
  });

  it("leaves a click with a modifier key to the browser (a new tab), and replaces the entry for a link to the address shown", async () => {
    window.history.replaceState(null, '', '/home');
    const router = createBrowserRouter([screenRoute('/home', 'Home'), screenRoute('/member/:id/view', 'Member')], Layout);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Home' });
    const before = window.history.length;
    const opened = fireEvent.click(screen.getByRole('link', { name: 'member 5' }), { ctrlKey: true });
    expect(opened).toBe(true); // not prevented: the browser opens it
    expect(router.state.location.pathname).toBe('/home');
    fireEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(window.history.length).toBe(before);
    fireEvent.click(screen.getByRole('link', { name: 'member 5' }));
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname + window.location.search).toBe('/member/5/view?tab=followups');
  });

  it('shows the screen of the address the browser goes back to', async () => {
    window.history.replaceState(null, '', '/home');
    const router = createBrowserRouter([screenRoute('/home', 'Home'), screenRoute('/member/:id/view', 'Member')], Layout);
    render(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByRole('link', { name: 'member 5' }));
    await screen.findByRole('heading', { name: 'Member' });
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it("asks for the first screen's file as the router is made, once, and again on a later visit after a failure", async () => {
    const home = vi.fn<AppRoute['page']>().mockResolvedValue(() => <h1>Home</h1>);
    const help = vi.fn<AppRoute['page']>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(() => <h1>Help</h1>);
    const router = createRouter({ history: memoryHistory('/home'), routes: [route('/home', home), route('/help', help)], layout: CaughtLayout });
    expect(home).toHaveBeenCalledTimes(1);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Home' });
    expect(home).toHaveBeenCalledTimes(1);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught failure
    act(() => router.navigate('/help'));
    expect(await screen.findByText('failed: offline')).toBeInTheDocument();
    act(() => router.navigate('/home'));
    await screen.findByRole('heading', { name: 'Home' });
    act(() => router.navigate('/help'));
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(help).toHaveBeenCalledTimes(2);
  });

  it('shows a screen whose file has loaded at its first render, without the fallback, and keeps it mounted as the address changes within it', async () => {
    let mounted = 0;
    function Counted() {
      const [n] = useState(() => ++mounted);
      return <h1>{`Home ${n} ${useLocation().search}`}</h1>;
    }
    const router = createRouter({ history: memoryHistory('/home'), routes: [route('/home', () => Promise.resolve(Counted))], layout: Layout });
    await act(() => Promise.resolve()); // the file asked for as the router was made has arrived
    render(<RouterProvider router={router} />);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('heading')).toHaveTextContent('Home 1');
    act(() => router.navigate('/home?tab=2'));
    expect(screen.getByRole('heading')).toHaveTextContent('Home 1 ?tab=2');
    expect(mounted).toBe(1);
  });

  it('<Navigate> replaces the address once rendered, with its state', async () => {
    const router = createRouter({
      history: memoryHistory('/old'),
      routes: [route('/old', () => Promise.resolve(() => <Navigate to="/home?from=old" replace state={{ from: '/old' }} />)), screenRoute('/home', 'Home')],
      layout: Layout,
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/home', search: '?from=old', state: { from: '/old' } });
  });
});
