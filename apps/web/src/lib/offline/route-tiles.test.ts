import { describe, expect, it } from 'vitest';
import { tileFraction, tilesAlongRoute, tripLines, type Position } from './route-tiles';

const key = (t: { z: number; x: number; y: number }) => `${t.z}/${t.x}/${t.y}`;

describe('tileFraction', () => {
  it('puts Las Vegas in the slippy-map tile the OSM formula gives at z8 (46, 100)', () => {
    const [x, y] = tileFraction([-115.14, 36.17], 8);
    expect(Math.floor(x)).toBe(46);
    expect(Math.floor(y)).toBe(100);
  });

  it('clamps the poles to the last row instead of running off the world', () => {
    expect(Math.floor(tileFraction([0, 89.9], 3)[1])).toBe(0);
    expect(Math.floor(tileFraction([0, -89.9], 3)[1])).toBeGreaterThanOrEqual(7);
  });
});

describe('tilesAlongRoute', () => {
  it('a single point gives its tile and the 8 around it at each zoom, the world tile alone at z0', () => {
    const tiles = tilesAlongRoute([[[-115.14, 36.17]]], { minZoom: 0, maxZoom: 8 });
    expect(tiles.filter((t) => t.z === 0).map(key)).toEqual(['0/0/0']);
    const z8 = tiles.filter((t) => t.z === 8).map(key);
    expect(z8).toHaveLength(9);
    for (let x = 45; x <= 47; x++) for (let y = 99; y <= 101; y++) expect(z8).toContain(`8/${x}/${y}`);
  });

  it('a straight leg from Las Vegas to Salt Lake City crosses every tile between them (no gap at z8)', () => {
    const line: Position[] = [
      [-115.14, 36.17],
      [-111.89, 40.76],
    ];
    const tiles = tilesAlongRoute([line], { minZoom: 8, maxZoom: 8, margin: 0 });
    const set = new Set(tiles.map(key));
    const [x0, y0] = tileFraction(line[0]!, 8).map(Math.floor) as [number, number];
    const [x1, y1] = tileFraction(line[1]!, 8).map(Math.floor) as [number, number];
    expect(set.has(`8/${x0}/${y0}`)).toBe(true);
    expect(set.has(`8/${x1}/${y1}`)).toBe(true);
    // Every row between the two ends has at least one tile: the walk leaves no hole.
    for (let y = Math.min(y0, y1); y <= Math.max(y0, y1); y++) expect(tiles.some((t) => t.y === y)).toBe(true);
    // And it is a corridor, not the bounding box.
    const box = (Math.abs(x1 - x0) + 1) * (Math.abs(y1 - y0) + 1);
    expect(tiles.length).toBeLessThan(box);
  });

  it('every tile is unique and sorted by zoom, x, y; zooms 0 to 8 by default', () => {
    const tiles = tilesAlongRoute([[[-115.14, 36.17], [-112.0, 37.1], [-111.89, 40.76]]]);
    expect(new Set(tiles.map(key)).size).toBe(tiles.length);
    expect([...new Set(tiles.map((t) => t.z))]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const sorted = [...tiles].sort((a, b) => a.z - b.z || a.x - b.x || a.y - b.y);
    expect(tiles).toEqual(sorted);
  });

  it('wraps x around the antimeridian and never leaves the world in y', () => {
    const tiles = tilesAlongRoute([[[-179.99, 0]]], { minZoom: 2, maxZoom: 2 });
    expect(tiles.map(key)).toContain('2/3/1');
    const north = tilesAlongRoute([[[10, 85]]], { minZoom: 1, maxZoom: 1 });
    expect(north.every((t) => t.y >= 0 && t.y < 2)).toBe(true);
  });

  it('no lines, no tiles', () => {
    expect(tilesAlongRoute([])).toEqual([]);
    expect(tilesAlongRoute([[]])).toEqual([]);
  });
});

describe('tripLines', () => {
  const stops = [
    { lat: 36.17, lng: -115.14 },
    { lat: 40.76, lng: -111.89 },
  ];

  it('takes the routed geometry when there is one, plus each stop as a point', () => {
    const geometry: Position[] = [
      [-115.2, 36.1],
      [-113.5, 37.6],
      [-111.9, 40.7],
    ];
    expect(tripLines(stops, geometry)).toEqual([geometry, [[-115.14, 36.17]], [[-111.89, 40.76]]]);
  });

  it('joins the stops in order when the trip has no route', () => {
    expect(tripLines(stops, null)[0]).toEqual([
      [-115.14, 36.17],
      [-111.89, 40.76],
    ]);
  });
});
