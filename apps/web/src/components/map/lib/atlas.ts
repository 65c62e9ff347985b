/**
 * Country and US-state outlines for the offline map style and the static route image, from
 * Natural Earth via world-atlas (countries 1:50m) and us-atlas (states 1:10m). The TopoJSON files
 * are emitted as static assets (`?url`) and read on demand, so they never weigh on the landing page.
 *
 * world-atlas has no first-level subdivisions: the US gets its state lines from us-atlas, and
 * Canada's province and territory borders come from our own `canada-provinces.ts`.
 */
import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import statesUrl from 'us-atlas/states-10m.json?url';
import { apiClient } from '../../../lib/api-client';

export interface AtlasLayers {
  land: FeatureCollection<Geometry>;
  /** Borders shared by two countries. */
  countryBorders: MultiLineString;
  /** Outer coastlines (arcs used by one country only). */
  coastlines: MultiLineString;
  /** Borders shared by two US states. */
  stateBorders: MultiLineString;
}

type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
type StatesTopology = Topology<{ states: GeometryCollection; nation: GeometryCollection }>;

let pending: Promise<AtlasLayers> | null = null;

/** Loads once per page; a failure is not cached so a later map can try again. */
export function loadAtlas(): Promise<AtlasLayers> {
  pending ??= build().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

async function build(): Promise<AtlasLayers> {
  // Static files of our own origin: no session token needed.
  const [countries, states] = await Promise.all([
    apiClient.get<CountriesTopology>(countriesUrl, { accessToken: null }),
    apiClient.get<StatesTopology>(statesUrl, { accessToken: null }),
  ]);
  const land = feature(countries, countries.objects.countries) as FeatureCollection<Geometry>;
  return {
    land,
    countryBorders: mesh(countries, countries.objects.countries, (a, b) => a !== b),
    coastlines: mesh(countries, countries.objects.countries, (a, b) => a === b),
    stateBorders: mesh(states, states.objects.states, (a, b) => a !== b),
  };
}

export type { Feature };
