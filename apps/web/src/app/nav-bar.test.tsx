import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tripResultsStore } from '../lib/trip-results-store';
import { calls, fakeFetch, makeSession, makeUser, renderApp } from '../test/app-harness';

describe('navigation bar', () => {
  afterEach(() => act(() => tripResultsStore.reset()));

  it('signed out: Plan Trip, Community and Sign In, but no My Trips and no greeting', async () => {
    renderApp('/community');
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Plan Trip' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
    expect(within(main).queryByRole('link', { name: 'My Trips' })).not.toBeInTheDocument();
    const account = await screen.findByTestId('account-area');
    expect(within(account).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByText(/^Welcome /)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('signed in: My Trips, "Welcome" with the display name (never the e-mail address) linking to the account page, and Sign Out', async () => {
    renderApp('/community', {
      session: makeSession({ user: makeUser({ email: 'ghost.hunter@example.com', user_metadata: { display_name: 'DustyJackalope42', avatar_color: 'teal' } }) }),
    });
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: 'My Trips' })).toHaveAttribute('href', '/my-trips');
    expect(within(main).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByText('Welcome DustyJackalope42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your account (DustyJackalope42)' })).toHaveAttribute('href', '/account');
    expect(document.body.textContent).not.toContain('ghost.hunter');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('an administrator sees an Admin link in the main bar and the mobile bar', async () => {
    renderApp('/community', { session: makeSession({ user: makeUser({ is_admin: true, user_metadata: { display_name: 'Chief Gremlin' } }) }) });
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('the mobile bar shows only Plan and My Trips', async () => {
    renderApp('/community');
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    const names = within(mobile)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Plan', 'My Trips']);
  });

  it('Sign Out revokes the session on the server, clears it and goes to /auth', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, fetch } = renderApp('/community', {
      session: makeSession(),
      fetch: fakeFetch(({ path }) => (path === '/api/auth/sign-out' ? { status: 204 } : undefined)),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(calls(fetch)).toContain('POST /api/auth/sign-out');
    expect(localStorage.getItem('rg.session')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('the back button appears on the home page when results exist and clears them', async () => {
    const user = userEvent.setup({ delay: null });
    const clear = vi.fn();
    renderApp('/', { session: makeSession() });
    await screen.findByRole('heading', { name: 'Plan Trip' });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    // Let the planner's own effects run first: on mount it resets the store (no stops yet), which
    // would otherwise land after our publish on a slow machine.
    await act(async () => {});
    act(() => tripResultsStore.publish(clear));
    await user.click(await screen.findByRole('button', { name: 'Back' }));

    expect(clear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});
