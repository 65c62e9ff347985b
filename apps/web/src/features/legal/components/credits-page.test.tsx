import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/app-harness';
import { CREDITS } from './credits-page';

describe('/credits', () => {
  it('lists every data source with its licence and the attributions OGL-Canada, GeoNames, Natural Earth, ODbL and CC BY-SA (Wikipedia) require', async () => {
    renderApp('/credits');
    expect(await screen.findByRole('heading', { name: 'Data sources and credits', level: 1 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Data sources' });
    for (const credit of CREDITS) {
      expect(within(list).getByRole('link', { name: credit.name })).toHaveAttribute('href', credit.url);
      expect(within(list).getAllByText(credit.licence).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Contains information licensed under the Open Government Licence – Canada.')).toBeInTheDocument();
    expect(screen.getByText('Made with Natural Earth.')).toBeInTheDocument();
    expect(screen.getByText('© OpenStreetMap contributors.')).toBeInTheDocument();
    expect(screen.getByText('Ghost-town locations from Wikipedia, CC BY-SA 4.0')).toBeInTheDocument();
    expect(screen.getByText(/CC BY 4\.0\./)).toBeInTheDocument();
  });

  it('is linked from the footer and the terms page', async () => {
    renderApp('/terms');
    await screen.findByText('Effective August 3, 2025');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.filter((h) => h === '/credits').length).toBeGreaterThanOrEqual(2);
  });
});
