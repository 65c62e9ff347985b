import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, makeSession, renderApp } from '../test/app-harness';

describe('routes and guards', () => {
  it('/my-trips sends a signed-out visitor to /auth', async () => {
    const { router } = renderApp('/my-trips');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('/my-trips shows My Trips to a signed-in user', async () => {
    renderApp('/my-trips', { session: makeSession() });
    expect(await screen.findByRole('heading', { name: 'My Trips' })).toBeInTheDocument();
  });

  it('the signed-out home shows the hero, tagline, a 384 px map slot and the sign-in box', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Road Gremlin', level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Discover routes you didn't know you needed")).toBeInTheDocument();
    expect(screen.getByTestId('journey-map-slot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to start planning' })).toHaveAttribute('href', '/auth');
  });

  it('/admin shows the heading and, when the server refuses the user (403), the access notice', async () => {
    const fetch = fakeFetch(({ path }) =>
      path === '/api/admin/stats' ? { status: 403, body: { error: { code: 'forbidden', message: 'Administrator Access Required' } } } : undefined,
    );
    renderApp('/admin', { session: makeSession(), fetch });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Administrator Access Required')).toBeInTheDocument();
  });

  it.each([
    ['/community', 'Community'],
    ['/community/thread/42', 'Post Not Found'],
  ])('%s is readable when signed out', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it('/privacypolicy has Back to Sign In and Continue, both to /auth; /privacy shares the policy', async () => {
    const { unmount } = renderApp('/privacypolicy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Effective July 5, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/auth');
    expect(screen.getByText(/not intended for anyone under 16/)).toBeInTheDocument();
    expect(screen.getByText(/stored and processed in Canada/)).toBeInTheDocument();
    unmount();

    renderApp('/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('/terms states the effective date, the age rules and links to /privacy and /', async () => {
    renderApp('/terms');
    expect(await screen.findByText('Effective August 3, 2025')).toBeInTheDocument();
    expect(screen.getByText(/at least 13 years old/)).toBeInTheDocument();
    expect(screen.getByText(/under 18, you need the permission of\s+a parent/)).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/privacy');
    expect(hrefs).toContain('/');
  });
});
