/**
 * Hand-checked additions to GeoNames cities500 for the gazetteer build: towns travellers end trips
 * in that cities500 lacks (facts from the national censuses: Statistics Canada 2021, US Census
 * 2020), and amalgamated names GeoNames files under the old town. Ids start at 900,000,000 so they
 * never collide with GeoNames ids.
 */
import type { CountryCode, RegionCode } from './regions.js';

export interface SupplementTown {
  id: number;
  name: string;
  alternates: string[];
  lat: number;
  lng: number;
  featureCode: string;
  region: RegionCode;
  country: CountryCode;
  population: number;
}

export const SUPPLEMENT: readonly SupplementTown[] = [
  { id: 900_000_001, name: 'Jerome', alternates: [], lat: 34.7489, lng: -112.1138, featureCode: 'PPL', region: 'AZ', country: 'US', population: 455 },
  { id: 900_000_002, name: 'Percé', alternates: [], lat: 48.5244, lng: -64.2132, featureCode: 'PPL', region: 'QC', country: 'CA', population: 3095 },
  { id: 900_000_003, name: 'Baddeck', alternates: [], lat: 46.1006, lng: -60.7535, featureCode: 'PPL', region: 'NS', country: 'CA', population: 769 },
  { id: 900_000_004, name: 'Drumheller', alternates: [], lat: 51.4636, lng: -112.7116, featureCode: 'PPL', region: 'AB', country: 'CA', population: 7909 },
  // Toronto's former cities (sections of Toronto since 1998; 2016 census community council areas)
  { id: 900_000_006, name: 'Etobicoke', alternates: [], lat: 43.6205, lng: -79.5132, featureCode: 'PPLX', region: 'ON', country: 'CA', population: 365_143 },
  { id: 900_000_007, name: 'Scarborough', alternates: [], lat: 43.7731, lng: -79.2578, featureCode: 'PPLX', region: 'ON', country: 'CA', population: 632_098 },
  { id: 900_000_008, name: 'North York', alternates: [], lat: 43.7615, lng: -79.4111, featureCode: 'PPLX', region: 'ON', country: 'CA', population: 869_401 },
  { id: 900_000_009, name: 'Fort Providence', alternates: [], lat: 61.3546, lng: -117.6573, featureCode: 'PPL', region: 'NT', country: 'CA', population: 659 },
  { id: 900_000_010, name: 'Stanstead', alternates: [], lat: 45.0167, lng: -72.1, featureCode: 'PPL', region: 'QC', country: 'CA', population: 2788 },
  { id: 900_000_011, name: 'Lucas', alternates: [], lat: 39.058, lng: -98.537, featureCode: 'PPL', region: 'KS', country: 'US', population: 393 },
  { id: 900_000_005, name: 'Chatham-Kent', alternates: [], lat: 42.4048, lng: -82.191, featureCode: 'PPL', region: 'ON', country: 'CA', population: 103_988 },
];

/**
 * Populations GeoNames gives for a village centre where travellers mean the whole town
 * (New England towns), by GeoNames id: US Census 2020 town counts.
 */
export const POPULATION_OVERRIDES: Readonly<Record<number, number>> = {
  4947597: 61_217, // Plymouth, MA (GeoNames: 7,494 for the village centre)
};
