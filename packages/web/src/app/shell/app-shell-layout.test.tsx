import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs, renderApp, renderWithProviders, stubFetch, withUser } from '../../../test/render';
import { AppShellLayout } from './app-shell-layout';
import { asPhone } from '../../../test/phone-screen';

function topLevelEntries(nav: HTMLElement): string[] {
  // Leaves are links, groups are buttons (children stay unmounted while closed); document order.
  return Array.from(nav.querySelectorAll('a[href], button')).map((el) => el.textContent ?? '');
}

async function openMenu(role: 1 | 5) {
  const auth = loginAs(role);
  stubFetch(withUser(auth.user));
  renderApp('/help');
  await screen.findByRole('heading', { name: 'Help' });
  return screen.getByRole('navigation', { name: 'Main menu' });
}

async function groupChildren(nav: HTMLElement, group: string): Promise<Array<[string, string | null]>> {
  const toggle = within(nav).getByRole('button', { name: group });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const regionId = toggle.getAttribute('aria-controls') ?? '';
  const region = await waitFor(() => {
    const el = document.getElementById(regionId);
    if (!el) throw new Error(`${group} has no children region`);
    return el;
  });
  const links = within(region).getAllByRole('link').map((a): [string, string | null] => [a.textContent ?? '', a.getAttribute('href')]);
  await userEvent.click(toggle);
  return links;
}

describe('shell', () => {
  it("draws a page's first screen one task after the shell (decision 122), and a later one with it", async () => {
    const { user } = loginAs(5);
    const { rerender } = renderWithProviders(
      <AppShellLayout user={user}>
        <p>First screen</p>
      </AppShellLayout>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Sampark');
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
    expect(await within(screen.getByRole('main')).findByText('First screen')).toBeInTheDocument();
    rerender(
      <AppShellLayout user={user}>
        <p>Next screen</p>
      </AppShellLayout>,
    );
    expect(within(screen.getByRole('main')).getByText('Next screen')).toBeInTheDocument();
  });

  it('greets the user and shows the product name and copyright', async () => {
    await openMenu(1);
    expect(screen.getByRole('banner')).toHaveTextContent('Sampark');
    expect(screen.getByText('Namaskar, Asha Superadmin')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Asha Superadmin')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('©2020-23');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows role 1 the whole menu', async () => {
    const nav = await openMenu(1);
    expect(topLevelEntries(nav)).toEqual([
      'Home',
      'Dashboard',
      'Add New',
      'Quick Entry',
      'Members',
      'Seekers',
      'Events',
      'Organizations',
      'Reports',
      'Admin',
      'Import',
      'Help',
      'Change Password',
      'Logout',
    ]);
    expect(await groupChildren(nav, 'Members')).toEqual([
      ['Members List', '/'],
      ['Bulk Edit', '/member/edit'],
      ['My Contacts', '/mycontacts'],
    ]);
    expect(await groupChildren(nav, 'Seekers')).toEqual([
      ['Add Seeker', '/seeker/create'],
      ['Seekers List', '/seeker/list'],
      ['Import Seekers', '/seeker/import'],
    ]);
    expect(await groupChildren(nav, 'Events')).toEqual([
      ['Add Event', '/event/create'],
      ['Events List', '/event/list'],
    ]);
    expect(await groupChildren(nav, 'Organizations')).toEqual([
      ['Add Organization', '/organization/create'],
      ['Organizations List', '/organization/list'],
    ]);
    expect(await groupChildren(nav, 'Reports')).toEqual([
      ['User Access Report', '/reports/user_access'],
      ['Location Access Report', '/reports/location_access'],
      ['Sampark Details Report', '/reports/sampark_details_report'],
    ]);
    expect(await groupChildren(nav, 'Admin')).toEqual([
      ['Users', '/user/list'],
      ['Locations', '/location/list'],
      ['Categories', '/category/list'],
      ['Professions', '/profession/list'],
      ['Event Type', '/event-type/list'],
      ['Duplicate Members', '/duplicates'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows role 5 only its own menu', async () => {
    const nav = await openMenu(5);
    expect(topLevelEntries(nav)).toEqual(['Home', 'Add New', 'Quick Entry', 'Members', 'Help', 'Change Password', 'Logout']);
    expect(await groupChildren(nav, 'Members')).toEqual([
      ['Members List', '/member/list/1'],
      ['My Contacts', '/mycontacts'],
    ]);
  });

  it('shows the phone bottom bar of the role', async () => {
    await openMenu(5);
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(bar).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Members List', '/member/list/1'],
      ['Quick Entry', '/quickentry/create'],
    ]);
  });

  it('gives roles other than 5 My Contacts in the bottom bar', async () => {
    await openMenu(1);
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(bar).getByRole('link', { name: 'My Contacts' })).toHaveAttribute('href', '/mycontacts');
  });

  it('toggles the drawer with the burger', async () => {
    await openMenu(1);
    const burger = screen.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('hides the drawer on routes with the hide-navigation flag', async () => {
    const auth = loginAs(3);
    stubFetch(withUser(auth.user));
    renderApp('/event/4/register/9');
    expect(await screen.findByText('Jayatu Jayatu Hindu Rashtram')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText('Namaskar, Chitra Coordinator')).not.toBeInTheDocument();
  });

  describe("a phone's drawer (issue 32: nothing drawn before the first tap that the screen does not show)", () => {
    afterEach(() => {
      cleanup(); // unmounted while the stubs stand: the menu's wait is cancelled with them
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    it('draws its menu once the phone is idle', async () => {
      asPhone();
      let idle: (() => void) | undefined;
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
      vi.stubGlobal('cancelIdleCallback', () => {});
      const nav = await openMenu(5);
      expect(topLevelEntries(nav)).toEqual([]);
      act(() => idle!());
      expect(topLevelEntries(nav)).toEqual(['Home', 'Add New', 'Quick Entry', 'Members', 'Help', 'Change Password', 'Logout']);
    });

    it('draws its menu at once when the burger opens it before the phone was idle', async () => {
      asPhone();
      vi.stubGlobal('requestIdleCallback', () => 1);
      vi.stubGlobal('cancelIdleCallback', () => {});
      const nav = await openMenu(5);
      expect(topLevelEntries(nav)).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
      expect(topLevelEntries(nav)).toEqual(['Home', 'Add New', 'Quick Entry', 'Members', 'Help', 'Change Password', 'Logout']);
    });
  });
});
