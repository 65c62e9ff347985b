import { describe, expect, it } from 'vitest';
import { tripToGpx } from './gpx';

describe('tripToGpx', () => {
  it('writes each stop as a waypoint and the route in order, escaping XML', () => {
    const gpx = tripToGpx('Ghosts & more', [
      { name: 'Rhyolite', description: 'An <abandoned> town', lat: 36.9, lng: -116.83 },
      { name: 'Goldfield', description: 'Mining', lat: 37.71, lng: -117.23 },
    ]);
    expect(gpx).toContain('<gpx version="1.1"');
    expect(gpx).toContain('<name>Ghosts &amp; more</name>');
    expect(gpx).toContain('<wpt lat="36.900000" lon="-116.830000">');
    expect(gpx).toContain('<desc>An &lt;abandoned&gt; town</desc>');
    expect(gpx.indexOf('<rtept lat="36.900000"')).toBeLessThan(gpx.indexOf('<rtept lat="37.710000"'));
  });
});
