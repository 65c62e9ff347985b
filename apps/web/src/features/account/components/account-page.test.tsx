import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, fakeFetch, makeSession, makeUser, renderApp } from '../../../test/app-harness';

const user = makeUser({ email: 'jane.doe1984@example.com', user_metadata: { display_name: 'DustyJackalope42', avatar_color: 'teal' } });
const sessions = [
  { id: 's1', createdAt: '2026-11-20T10:00:00Z', lastActiveAt: '2026-11-26T10:00:00Z', expiresAt: '2026-12-03T10:00:00Z', device: 'Chrome on Linux', ipAddress: '203.0.113.7', current: true },
  { id: 's2', createdAt: '2026-11-21T10:00:00Z', lastActiveAt: '2026-11-25T10:00:00Z', expiresAt: '2026-12-02T10:00:00Z', device: 'Safari on iOS', ipAddress: null, current: false },
];

function accountFetch(extra: Parameters<typeof fakeFetch>[0] = () => undefined) {
  return fakeFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/auth/sessions') return { status: 200, body: { sessions } };
    if (req.path === '/api/connections') return { status: 200, body: [{ id: 'c1', provider: 'spotify', source: 'import', connectedAt: '2026-11-01T00:00:00Z' }] };
    return undefined;
  });
}

describe('account page', () => {
  it('shows the public profile, the e-mail address to its owner, connections with a link to Find My Inner Gremlin, and the signed-in devices', async () => {
    renderApp('/account', { session: makeSession({ user }), fetch: accountFetch() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveValue('DustyJackalope42');
    expect(screen.getByTestId('account-email')).toHaveTextContent('jane.doe1984@example.com');
    const connections = await screen.findByRole('list', { name: 'Your connections' });
    expect(within(connections).getByText('Spotify')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Find My Inner Gremlin/ })).toHaveAttribute('href', '/connections');
    const devices = await screen.findAllByTestId('account-session');
    expect(devices).toHaveLength(2);
    expect(within(devices[0]).getByText('This device')).toBeInTheDocument();
    expect(within(devices[1]).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
  });

  it('saving a new display name sends it, refreshes the session so the token carries it, and the nav bar greets by it', async () => {
    const ui = userEvent.setup({ delay: null });
    const renamed = { ...user, user_metadata: { ...user.user_metadata, display_name: 'Route 66 Raccoon' } };
    const { fetch } = renderApp('/account', {
      session: makeSession({ user }),
      fetch: accountFetch(({ method, path, body }) => {
        if (method === 'PATCH' && path === '/api/auth/user') {
          expect(body).toEqual({ displayName: 'Route 66 Raccoon' });
          return { status: 200, body: { user: renamed } };
        }
        if (path === '/api/auth/refresh') return { status: 200, body: { session: makeSession({ access_token: 'access-2', user: renamed }) } };
        return undefined;
      }),
    });
    const input = await screen.findByLabelText('Display name');
    await ui.clear(input);
    await ui.type(input, 'Route 66 Raccoon');
    await ui.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Welcome Route 66 Raccoon')).toBeInTheDocument();
    expect(calls(fetch)).toEqual(expect.arrayContaining(['PATCH /api/auth/user', 'POST /api/auth/refresh']));
  });

  it('"Sign out everywhere else" ends the other sessions', async () => {
    const ui = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/account', {
      session: makeSession({ user }),
      fetch: accountFetch(({ path }) => (path === '/api/auth/sessions/sign-out-others' ? { status: 200, body: { ended: 1 } } : undefined)),
    });
    await screen.findAllByTestId('account-session');
    await ui.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('That device is signed out.')).toBeInTheDocument();
    expect(calls(fetch)).toContain('POST /api/auth/sessions/sign-out-others');
  });

  it('a password change with two different new passwords is refused before anything is sent', async () => {
    const ui = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/account', { session: makeSession({ user }), fetch: accountFetch() });
    await ui.type(await screen.findByLabelText('Current password'), 'old-secret-1');
    await ui.type(screen.getByLabelText('New password'), 'new-secret-1');
    await ui.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await ui.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(calls(fetch)).not.toContain('POST /api/auth/change-password');
  });

  it('deleting the account asks for the display name first, then deletes and signs this device out', async () => {
    const ui = userEvent.setup({ delay: null });
    const { fetch, router } = renderApp('/account', {
      session: makeSession({ user }),
      fetch: accountFetch(({ method, path }) => (method === 'DELETE' && path === '/api/auth/user' ? { status: 204 } : undefined)),
    });
    await ui.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete everything' });
    expect(confirm).toBeDisabled();
    await ui.type(within(dialog).getByRole('textbox'), 'DustyJackalope42');
    expect(confirm).toBeEnabled();
    await ui.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(calls(fetch)).toContain('DELETE /api/auth/user');
    expect(localStorage.getItem('rg.session')).toBeNull();
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
  });
});
