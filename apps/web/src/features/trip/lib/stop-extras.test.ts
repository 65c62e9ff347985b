import { describe, expect, it } from 'vitest';
import { amenitiesPreview, lodgingDistance, priceBand, stopRating, stopReviews, stopTags, visitTimeEstimate } from './stop-extras';

describe("visitTimeEstimate (by keyword, the server's own estimate first)", () => {
  it.each([
    ['Neon Museum', '', '2-3 hours'],
    ['Art Gallery', '', '2-3 hours'],
    ['Pie Diner', '', '1-2 hours'],
    ['Cosmic Cafe', '', '1-2 hours'],
    ['Valley of Fire', 'state park', '1-3 hours'],
    ['Ridge', 'a short hike', '1-3 hours'],
    ['Trading Store', '', '30min-1hr'],
    ['Night market', '', '30min-1hr'],
    ['Dante viewpoint', '', '30-60min'],
    ['Clown Motel', 'creepy', '1-2 hours'],
  ])('%s %s → %s', (name, description, time) => {
    expect(visitTimeEstimate({ name, description })).toBe(time);
  });

  it("keeps the server's estimate", () => {
    expect(visitTimeEstimate({ name: 'Museum', description: '', visitTime: '45 min' })).toBe('45 min');
  });
});

describe('rating and reviews (only from a real source, never made up)', () => {
  it('a stop without a rating has none, whatever its name', () => {
    for (const name of ['Rhyolite', 'Clown Motel', 'Area 51']) {
      expect(stopRating({ name } as { rating?: number })).toBeNull();
      expect(stopReviews({ name } as { reviews?: number })).toBeNull();
    }
  });

  it("keeps the server's numbers", () => {
    expect(stopRating({ rating: 3.2 })).toBe(3.2);
    expect(stopReviews({ reviews: 7 })).toBe(7);
  });
});

describe('stopTags', () => {
  it('keeps at most 4 hashtags', () => {
    expect(stopTags({ tags: ['ghost town', '#weird', 'nevada', 'mining', 'extra'] })).toEqual(['#ghosttown', '#weird', '#nevada', '#mining']);
  });
  it('falls back to the theme and cluster', () => {
    expect(stopTags({ theme: 'ghost-town', cluster: 'Ghost Towns' })).toEqual(['#ghosttown', '#GhostTowns']);
  });
});

describe('accommodation helpers', () => {
  it.each([
    ['budget', 'budget'],
    ['Mid-range', 'mid-range'],
    ['luxury', 'high'],
    ['', 'high'],
  ])('price range %s → %s', (value, band) => {
    expect(priceBand(value)).toBe(band);
  });
  it('shows the first 4 amenities then +N more', () => {
    expect(amenitiesPreview(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
    expect(amenitiesPreview(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('lodgingDistance', () => {
  it('says how far the night is from the day\'s last stop, metres under 1 km', () => {
    expect(lodgingDistance({ night: 1, distanceKm: 12.4, nearStop: 'Silver Reef' })).toBe('Night 1 · 12 km from Silver Reef');
    expect(lodgingDistance({ night: 2, distanceKm: 3.25 })).toBe("Night 2 · 3.3 km from the day's last stop");
    expect(lodgingDistance({ distanceKm: 0.4, nearStop: 'Bodie' })).toBe('400 m from Bodie');
    expect(lodgingDistance({ night: 1 })).toBeNull();
  });
});
