import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/app-harness';

describe('unknown paths', () => {
  it('an unknown path shows "Page Not Found", says what to do next (no developer hint)', async () => {
    renderApp('/no/such/place');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This road leads nowhere: check the address, or head back and plan a trip.')).toBeInTheDocument();
  });

  it('a known path does not show the 404 page', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });
});
