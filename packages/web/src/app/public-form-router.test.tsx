import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter, Link, Route, Routes, isRouteErrorResponse, useLocation, useParams, useRouteError } from './public-form-router';

function Params() {
  const params = useParams();
  const { pathname } = useLocation();
  return (
    <p>
      {pathname} {JSON.stringify(params)}
    </p>
  );
}

function routesAt(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/event/:event/register" element={<Params />} />
        <Route path="/forms/:form/edit" element={<Params />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </BrowserRouter>,
  );
}

/** public-form-router.tsx stands in for react-router on the public form's page (vite.config.ts). */
describe("the public form page's router", () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('renders the first route matching the address, with its parameters decoded', () => {
    routesAt('/forms/7-12.abc%2Dd/edit');
    expect(screen.getByText('/forms/7-12.abc%2Dd/edit {"form":"7-12.abc-d"}')).toBeInTheDocument();
  });

  it('matches with a trailing slash, and nothing in part', () => {
    routesAt('/event/3/register/');
    expect(screen.getByText('/event/3/register/ {"event":"3"}')).toBeInTheDocument();
  });

  it("falls back to '*' for any other address", () => {
    routesAt('/event/3/register/9');
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it('makes a link a plain link, and has no route errors to report', () => {
    render(
      <Link to="/home" className="x">
        Go to Home
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
    expect(useRouteError()).toBeUndefined();
    expect(isRouteErrorResponse(new Error('x'))).toBe(false);
  });
});
