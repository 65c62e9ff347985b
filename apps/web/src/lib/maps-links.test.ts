import { describe, expect, it } from 'vitest';
import { bookingSearchUrl, mapsNavigateUrl, mapsRouteUrl, mapsSearchUrl, venueContactSearchUrl } from './maps-links';

const a = { lat: 36.1, lng: -115.1 };
const b = { lat: 37.2, lng: -116.2 };
const c = { lat: 38.3, lng: -117.3 };
const d = { lat: 39.4, lng: -119.8 };

describe('maps links (outbound links to maps and web searches)', () => {
  it('gives directions with origin, destination, | joined waypoints and travelmode driving', () => {
    const url = new URL(mapsRouteUrl([a, b, c, d])!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('36.1,-115.1');
    expect(url.searchParams.get('destination')).toBe('39.4,-119.8');
    expect(url.searchParams.get('waypoints')).toBe('37.2,-116.2|38.3,-117.3');
    expect(url.searchParams.get('travelmode')).toBe('driving');
  });

  it('leaves waypoints out for two stops', () => {
    const url = new URL(mapsRouteUrl([a, b])!);
    expect(url.searchParams.has('waypoints')).toBe(false);
  });

  it('gives a single-point search URL for one stop and nothing for none', () => {
    expect(mapsRouteUrl([a])).toBe(mapsSearchUrl(a));
    const url = new URL(mapsSearchUrl(a));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('query')).toBe('36.1,-115.1');
    expect(mapsRouteUrl([])).toBeNull();
  });

  it('navigates to one stop by car', () => {
    const url = new URL(mapsNavigateUrl(b));
    expect(url.searchParams.get('destination')).toBe('37.2,-116.2');
    expect(url.searchParams.get('travelmode')).toBe('driving');
  });

  it("searches the web for a venue's 'phone contact hours' and a lodging's name plus address", () => {
    expect(new URL(venueContactSearchUrl('Clown Motel')).searchParams.get('q')).toBe('Clown Motel phone contact hours');
    expect(new URL(bookingSearchUrl('Mizpah Hotel', '100 Main St, Tonopah')).searchParams.get('q')).toBe('Mizpah Hotel 100 Main St, Tonopah');
  });
});
