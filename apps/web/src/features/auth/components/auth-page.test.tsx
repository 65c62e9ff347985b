import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, fakeFetch, makeSession, makeUser, renderApp } from '../../../test/app-harness';

const noProvider = { status: 200, body: { externalProvider: null, requireEmailConfirmation: false } };

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
}

describe('/auth', () => {
  it('sign-in with an empty field toasts "Missing information" and sends no request', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/auth', {
      fetch: fakeFetch(({ path }) => (path === '/api/auth/config' ? noProvider : undefined)),
    });
    await screen.findByRole('heading', { name: 'Welcome back' });

    await fill(user, 'ada@example.com', '');
    await user.click(screen.getByRole('button', { name: "Let's Get Lost" }));

    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(calls(fetch).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('sign-up with an empty password toasts "Missing information" and sends no request', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/auth', { fetch: fakeFetch(() => noProvider) });
    await user.click(await screen.findByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('heading', { name: 'Join the adventure' })).toBeInTheDocument();

    await fill(user, 'ada@example.com', '');
    await user.click(screen.getByRole('button', { name: "I don't know where I'm going" }));

    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(calls(fetch)).not.toContain('POST /api/auth/sign-up');
  });

  it('a failed sign-in shows "Login failed" with the server message', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/auth', {
      fetch: fakeFetch(({ path }) =>
        path === '/api/auth/sign-in'
          ? { status: 429, body: { error: { code: 'too_many_attempts', message: 'Too many failed sign-ins. Try again in 42 seconds.' } } }
          : noProvider,
      ),
    });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await fill(user, 'ada@example.com', 'wrong-password');
    await user.click(screen.getByRole('button', { name: "Let's Get Lost" }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Too many failed sign-ins. Try again in 42 seconds.')).toBeInTheDocument();
  });

  it('a failed sign-in without a server message falls back to "Invalid email or password"', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/auth', {
      fetch: fakeFetch(({ path }) => (path === '/api/auth/sign-in' ? { status: 500, body: 'oops' } : noProvider)),
    });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await fill(user, 'ada@example.com', 'whatever');
    await user.click(screen.getByRole('button', { name: "Let's Get Lost" }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });

  it('a successful sign-in toasts "Welcome back!", goes to / and syncs the user', async () => {
    const user = userEvent.setup({ delay: null });
    const session = makeSession({ user: makeUser({ user_metadata: { first_name: 'Ada' } }) });
    const { router, fetch } = renderApp('/auth', {
      fetch: fakeFetch(({ path }) => {
        if (path === '/api/auth/sign-in') return { status: 200, body: { user: session.user, session } };
        if (path === '/api/users/sync') return { status: 200, body: { ok: true } };
        return noProvider;
      }),
    });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await fill(user, 'gremlin.fan@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: "Let's Get Lost" }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(calls(fetch)).toContain('POST /api/users/sync'));
    const syncCall = fetch.mock.calls.find(([url]) => String(url) === '/api/users/sync')!;
    expect(new Headers(syncCall[1]?.headers).get('Authorization')).toBe('Bearer access-1');
    expect(JSON.parse(String(syncCall[1]?.body))).toMatchObject({ id: 'user-1', firstName: 'Ada', provider: 'email' });
  });

  it('a sign-up answered without a session shows "Check your email" and stays signed out', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, fetch } = renderApp('/auth', {
      fetch: fakeFetch(({ path }) =>
        path === '/api/auth/sign-up' ? { status: 200, body: { user: makeUser(), session: null } } : noProvider,
      ),
    });
    await user.click(await screen.findByRole('button', { name: "Don't have an account? Sign up" }));
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await fill(user, 'ada@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: "I don't know where I'm going" }));

    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    const signUp = fetch.mock.calls.find(([url]) => String(url) === '/api/auth/sign-up')!;
    expect(JSON.parse(String(signUp[1]?.body))).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(router.state.location.pathname).toBe('/auth');
    expect(localStorage.getItem('rg.session')).toBeNull();
  });

  it('a sign-up with a session toasts "Welcome to Road Gremlin!" and goes to /', async () => {
    const user = userEvent.setup({ delay: null });
    const session = makeSession();
    const { router } = renderApp('/auth', {
      fetch: fakeFetch(({ path }) =>
        path === '/api/auth/sign-up' ? { status: 200, body: { user: session.user, session } } : noProvider,
      ),
    });
    await user.click(await screen.findByRole('button', { name: "Don't have an account? Sign up" }));
    await fill(user, 'ada@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: "I don't know where I'm going" }));

    expect(await screen.findByText('Welcome to Road Gremlin!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a failed sign-up shows "Registration failed" with the server message or the fallback', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: { error: { code: 'user_already_exists', message: 'An account with this email already exists' } },
    };
    renderApp('/auth', { fetch: fakeFetch(({ path }) => (path === '/api/auth/sign-up' ? answer : noProvider)) });
    await user.click(await screen.findByRole('button', { name: "Don't have an account? Sign up" }));
    await fill(user, 'ada@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: "I don't know where I'm going" }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();

    answer = { status: 500, body: '' };
    await user.click(screen.getByRole('button', { name: "I don't know where I'm going" }));
    expect(await screen.findByText('Failed to create account')).toBeInTheDocument();
  });

  it('a common password refused by the server (weak_password) shows its message on sign-up', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'This password is one of the most common and easy to guess. Please choose a different one.';
    renderApp('/auth', {
      fetch: fakeFetch(({ path }) =>
        path === '/api/auth/sign-up'
          ? { status: 422, body: { error: { code: 'weak_password', message, details: { reasons: ['pwned'] } } } }
          : noProvider,
      ),
    });
    await user.click(await screen.findByRole('button', { name: "Don't have an account? Sign up" }));
    await fill(user, 'ada@example.com', 'iloveyou');
    await user.click(screen.getByRole('button', { name: "I don't know where I'm going" }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('while signing in the fields and buttons are disabled', async () => {
    const user = userEvent.setup({ delay: null });
    let release: (value: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (release = resolve));
    const fetchMock = fakeFetch(() => noProvider);
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/sign-in' ? pending : new Response(JSON.stringify(noProvider.body), { status: 200 }),
    );
    renderApp('/auth', { fetch: fetchMock });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await fill(user, 'ada@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: "Let's Get Lost" }));

    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toBeDisabled());
    expect(screen.getByLabelText(/^Password/)).toBeDisabled();
    expect(screen.getByRole('button', { name: "Don't have an account? Sign up" })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled();

    release(new Response(JSON.stringify({ error: { code: 'invalid_credentials', message: 'Invalid email or password' } }), { status: 401 }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toBeEnabled());
  });

  it('shows the external provider button and hint only when the config names a provider', async () => {
    renderApp('/auth', {
      fetch: fakeFetch(() => ({
        status: 200,
        body: { externalProvider: { id: 'google', name: 'Google' }, requireEmailConfirmation: false },
      })),
    });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByText(/signed in to a different Google account/)).toBeInTheDocument();
  });

  it('has no external provider button when the config has none', async () => {
    const { fetch } = renderApp('/auth', { fetch: fakeFetch(() => noProvider) });
    await waitFor(() => expect(calls(fetch)).toContain('GET /api/auth/config'));
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('shows the promo bullets, the legal links and the footer contact link', async () => {
    renderApp('/auth', { fetch: fakeFetch(() => noProvider) });
    const aside = await screen.findByRole('complementary', { name: 'Why Road Gremlin' });
    for (const bullet of ['AI-powered route discovery', 'Hidden gems & roadside attractions', 'Save & share your adventures']) {
      expect(within(aside).getByText(bullet)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'mailto:legal@roadgremlin.app');
    expect(screen.getByText(/© \d{4} Road Gremlin/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  });

  it('an error in the query becomes a toast and the URL is cleaned', async () => {
    const { router } = renderApp('/auth?error=access_denied&error_description=User+cancelled+the+login', {
      fetch: fakeFetch(() => noProvider),
    });
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('User cancelled the login')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it.each([
    ['account_conflict', 'An account with a@b.c is already registered.', 'Account Conflict Detected'],
    ['external_login_failed', 'We could not verify your Okta sign-in. Please try again.', 'Okta Login Failed'],
    ['access_denied', 'Only roadgremlin.test accounts can sign in to Road Gremlin, and e@x.y is not one.', 'Account Sign-in Issue'],
    ['server_error', '', 'Account Sign-in Issue'],
  ])('the external sign-in error %s toasts its title, naming the configured provider', async (error, description, title) => {
    const { router } = renderApp(`/auth?${new URLSearchParams({ error, error_description: description })}`, {
      fetch: fakeFetch(({ path }) =>
        path === '/api/auth/config'
          ? { status: 200, body: { externalProvider: { id: 'oidc', name: 'Okta' }, requireEmailConfirmation: false } }
          : undefined,
      ),
    });
    expect(await screen.findByText(title)).toBeInTheDocument();
    if (title === 'Account Sign-in Issue') expect(screen.getByText(/Sign out of all your Okta accounts/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a signed-in visitor is sent to /', async () => {
    const { router } = renderApp('/auth', { session: makeSession(), fetch: fakeFetch(() => noProvider) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('"Forgot password?" asks for the e-mail and posts it to /api/auth/recover', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/auth', {
      fetch: fakeFetch(({ path }) => (path === '/api/auth/recover' ? { status: 200, body: { ok: true } } : noProvider)),
    });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    const recover = fetch.mock.calls.find(([url]) => String(url) === '/api/auth/recover')!;
    expect(JSON.parse(String(recover[1]?.body))).toEqual({ email: 'ada@example.com' });
  });
});
