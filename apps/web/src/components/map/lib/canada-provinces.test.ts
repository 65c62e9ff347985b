import { describe, it, expect } from 'vitest';
import { canadaProvinceBorders } from './canada-provinces';

const border = (name: string) => canadaProvinceBorders.features.find((f) => f.properties?.name === name)!.geometry.coordinates;

describe('Canadian province layer', () => {
  it('keeps every border inside Canada’s extent', () => {
    for (const f of canadaProvinceBorders.features) {
      for (const [lng, lat] of f.geometry.coordinates) {
        expect(lng).toBeGreaterThan(-141.1);
        expect(lng).toBeLessThan(-52);
        expect(lat).toBeGreaterThanOrEqual(44.9);
        expect(lat).toBeLessThan(70);
      }
    }
  });
  it('draws the surveyed lines where they are: Alberta–Saskatchewan on 110°W, the 60th parallel', () => {
    expect(border('AB–SK').every(([lng]) => Math.abs(lng + 110) < 0.01)).toBe(true);
    expect(border('BC–YT/NT, AB–NT, SK–NT, MB–NU').every(([, lat]) => lat === 60)).toBe(true);
    expect(border('BC–AB').at(-1)).toEqual([-120, 60]);
  });
  it('separates every pair of neighbouring provinces and territories', () => {
    expect(canadaProvinceBorders.features.map((f) => f.properties?.name)).toEqual(
      expect.arrayContaining(['BC–AB', 'AB–SK', 'SK–MB', 'MB–ON', 'ON–QC', 'QC–NB', 'NB–NS', 'QC–NL (Labrador)', 'YT–NT', 'NT–NU']),
    );
  });
});
