/**
 * Canada's province and territory borders for the offline map, written by us as data (world-atlas
 * has countries only and no compatibly licensed provincial boundaries ship in the npm registry).
 *
 * Most interior borders are surveyed lines (110°W, 120°W, 60°N, the Manitoba lines, 79°31'W north of
 * Lake Timiskaming) and are drawn to within a few kilometres; borders that follow rivers or
 * watersheds (the Rockies, the Ottawa River, Labrador, the Yukon–NWT divide) are simplified to a
 * handful of points: right at the zoom levels the overview uses, not survey-grade.
 */
import type { FeatureCollection, LineString } from 'geojson';

type Line = [name: string, coordinates: [number, number][]];

const BORDERS: Line[] = [
  // Continental divide from the US border to 120°W, then the meridian north to 60°N.
  ['BC–AB', [[-114.07, 49.0], [-114.68, 49.63], [-115.3, 50.6], [-116.29, 51.45], [-117.2, 52.15], [-118.45, 52.88], [-119.3, 53.35], [-120.0, 53.8], [-120.0, 60.0]]],
  ['AB–SK', [[-110.005, 49.0], [-110.005, 60.0]]],
  ['SK–MB', [[-101.36, 49.0], [-101.5, 55.8], [-102.0, 60.0]]],
  // The 60th parallel from the Alaska panhandle to Hudson Bay.
  ['BC–YT/NT, AB–NT, SK–NT, MB–NU', [[-139.05, 60.0], [-94.8, 60.0]]],
  ['YT–NT', [[-124.0, 60.0], [-125.5, 61.2], [-127.5, 62.3], [-129.5, 63.5], [-131.8, 64.5], [-133.0, 65.3], [-134.2, 66.3], [-136.0, 67.5], [-136.4, 68.9], [-136.5, 69.5]]],
  ['NT–NU', [[-102.0, 60.0], [-102.0, 64.2], [-106.0, 64.9], [-110.0, 65.5], [-112.5, 66.6], [-115.0, 67.6], [-120.7, 67.8]]],
  ['MB–ON', [[-95.15, 49.38], [-95.15, 52.83], [-88.9, 56.85]]],
  // The Ottawa River up to Lake Timiskaming, then 79°31'W north to James Bay.
  ['ON–QC', [[-74.34, 45.0], [-74.48, 45.32], [-74.65, 45.6], [-75.7, 45.43], [-76.35, 45.5], [-77.1, 45.83], [-78.7, 46.32], [-79.45, 46.75], [-79.52, 47.6], [-79.52, 51.45]]],
  ['QC–NB', [[-69.05, 47.43], [-68.32, 47.36], [-67.95, 47.6], [-67.0, 47.95], [-66.35, 48.0]]],
  ['QC–NL (Labrador)', [[-57.1, 51.42], [-63.8, 52.0], [-64.3, 52.9], [-66.9, 52.8], [-67.2, 54.5], [-65.8, 55.3], [-67.3, 55.9], [-66.7, 57.2], [-64.5, 58.8], [-64.5, 60.3]]],
  ['NB–NS', [[-64.42, 45.76], [-63.95, 46.01]]],
];

export const canadaProvinceBorders: FeatureCollection<LineString> = {
  type: 'FeatureCollection',
  features: BORDERS.map(([name, coordinates]) => ({ type: 'Feature', properties: { name }, geometry: { type: 'LineString', coordinates } })),
};
