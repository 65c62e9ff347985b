/** The app's map colours (route, arcs, the static image), apart from the basemap style so the static route image stays light. */
export const MAP_COLORS = {
  background: '#0c0815',
  land: '#1c152c',
  coast: '#4b1d96',
  countryBorder: '#7c3aed',
  stateBorder: '#3b2d5c',
  route: '#4ade80',
  arc: '#b797ff',
} as const;
