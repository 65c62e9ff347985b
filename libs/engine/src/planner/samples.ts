/**
 * Real trip sentences across the US and Canada, with what the planner must read from them.
 * Shared by the planner tests and the in-process benchmark (bench/planner/run.ts).
 */
import type { TransportMode } from '@roadgremlin/contracts';

export interface SampleTrip {
  prompt: string;
  /** The mode the form sends (default driving). */
  mode?: TransportMode;
  startDate?: string;
  endDate?: string;
  expect: {
    /** Region code of the start (or of the loop's centre). */
    originRegion: string;
    /** Region code of the end; null for a loop. */
    destinationRegion: string | null;
    mode: TransportMode;
    days?: number;
    corridor?: string;
    /** A theme at least one stop must carry. */
    someTheme?: string;
    /** Whole-region loop: every stop in this region. */
    areaRegion?: string;
  };
}

export const SAMPLE_TRIPS: readonly SampleTrip[] = [
  { prompt: 'ghost towns from Las Vegas to Reno', expect: { originRegion: 'NV', destinationRegion: 'NV', mode: 'driving', someTheme: 'ghost-town' } },
  { prompt: 'weird roadside stuff along Route 66 from Chicago to Tulsa', expect: { originRegion: 'IL', destinationRegion: 'OK', mode: 'driving', corridor: 'route-66', someTheme: 'roadside' } },
  { prompt: 'haunted places around Savannah this weekend', expect: { originRegion: 'GA', destinationRegion: null, mode: 'driving', days: 2, someTheme: 'haunted' } },
  { prompt: 'a music road trip Memphis to Nashville', expect: { originRegion: 'TN', destinationRegion: 'TN', mode: 'driving', someTheme: 'music' } },
  { prompt: 'walking tour of oddities in Toronto', expect: { originRegion: 'ON', destinationRegion: null, mode: 'walking', days: 1 } },
  { prompt: '3 days of abandoned places from Calgary to Vancouver', expect: { originRegion: 'AB', destinationRegion: 'BC', mode: 'driving', days: 3, corridor: 'trans-canada' } },
  { prompt: 'ghost towns and weird roadside stuff from Las Vegas to Salt Lake City next weekend', expect: { originRegion: 'NV', destinationRegion: 'UT', mode: 'driving', days: 2, someTheme: 'ghost-town' } },
  { prompt: 'alien and UFO stuff from Albuquerque to Roswell', expect: { originRegion: 'NM', destinationRegion: 'NM', mode: 'driving', someTheme: 'space' } },
  { prompt: 'the loneliest road: weird stuff along US-50 from Carson City to Ely', expect: { originRegion: 'NV', destinationRegion: 'NV', mode: 'driving', corridor: 'us-50' } },
  { prompt: 'roadside giants along I-90 from Sioux Falls to Rapid City', expect: { originRegion: 'SD', destinationRegion: 'SD', mode: 'driving', corridor: 'i-90' } },
  { prompt: 'scenic oddities on the Pacific Coast Highway from San Francisco to Los Angeles in 3 days', expect: { originRegion: 'CA', destinationRegion: 'CA', mode: 'driving', days: 3, corridor: 'pacific-coast' } },
  { prompt: 'music and folk art along the Blue Ridge Parkway from Roanoke to Asheville', expect: { originRegion: 'VA', destinationRegion: 'NC', mode: 'driving', corridor: 'blue-ridge' } },
  { prompt: 'haunted places from Portland, Maine to Boston', expect: { originRegion: 'ME', destinationRegion: 'MA', mode: 'driving', someTheme: 'haunted' } },
  { prompt: 'quirky stuff from Portland, Oregon to Seattle', expect: { originRegion: 'OR', destinationRegion: 'WA', mode: 'driving' } },
  { prompt: 'weird museums walking tour in Chicago', expect: { originRegion: 'IL', destinationRegion: null, mode: 'walking' } },
  { prompt: 'murals and street art in Philadelphia', mode: 'bicycling', expect: { originRegion: 'PA', destinationRegion: null, mode: 'bicycling' } },
  { prompt: 'haunted New Orleans walking tour', expect: { originRegion: 'LA', destinationRegion: null, mode: 'walking', someTheme: 'haunted' } },
  { prompt: 'spooky stuff around Salem MA this weekend', expect: { originRegion: 'MA', destinationRegion: null, mode: 'driving', days: 2 } },
  { prompt: 'weird roadside attractions from Austin to Marfa in 2 days', expect: { originRegion: 'TX', destinationRegion: 'TX', mode: 'driving', days: 2 } },
  { prompt: '3 days of ghost towns in Montana', expect: { originRegion: 'MT', destinationRegion: null, mode: 'driving', days: 3, areaRegion: 'MT', someTheme: 'ghost-town' } },
  { prompt: 'giant roadside statues along the Trans-Canada from Winnipeg to Regina', expect: { originRegion: 'MB', destinationRegion: 'SK', mode: 'driving', corridor: 'trans-canada' } },
  { prompt: 'a week of weird stuff from Montreal to Halifax', expect: { originRegion: 'QC', destinationRegion: 'NS', mode: 'driving', days: 7 } },
  { prompt: 'historic oddities walking tour of Quebec City', expect: { originRegion: 'QC', destinationRegion: null, mode: 'walking' } },
  { prompt: 'abandoned places and ghost towns from Denver to Santa Fe', expect: { originRegion: 'CO', destinationRegion: 'NM', mode: 'driving' } },
  { prompt: 'weird Florida roadside stuff from Miami to Key West', expect: { originRegion: 'FL', destinationRegion: 'FL', mode: 'driving' } },
  { prompt: 'alien stuff along the Extraterrestrial Highway', expect: { originRegion: 'NV', destinationRegion: 'NV', mode: 'driving', corridor: 'et-highway', someTheme: 'space' } },
  { prompt: 'a day of weird stuff around Seattle', expect: { originRegion: 'WA', destinationRegion: null, mode: 'driving', days: 1 } },
  { prompt: 'oddities and nature from Anchorage to Fairbanks', expect: { originRegion: 'AK', destinationRegion: 'AK', mode: 'driving' } },
  { prompt: 'ghost towns from Whitehorse to Dawson City', expect: { originRegion: 'YT', destinationRegion: 'YT', mode: 'driving' } },
  { prompt: 'blues and music along the Great River Road from Memphis to New Orleans', expect: { originRegion: 'TN', destinationRegion: 'LA', mode: 'driving', corridor: 'great-river-road', someTheme: 'music' } },
  { prompt: 'ghost towns and oddities around Tucson', startDate: '2026-03-06', endDate: '2026-03-08', expect: { originRegion: 'AZ', destinationRegion: null, mode: 'driving', days: 3 } },
  { prompt: 'roadside oddities from Fargo to Minneapolis', expect: { originRegion: 'ND', destinationRegion: 'MN', mode: 'driving' } },
  { prompt: 'quirky stuff in Vancouver by bike', expect: { originRegion: 'BC', destinationRegion: null, mode: 'bicycling' } },
  { prompt: 'weird stuff from Moncton to Charlottetown', expect: { originRegion: 'NB', destinationRegion: 'PE', mode: 'driving' } },
  { prompt: 'strange and abandoned places around Detroit', expect: { originRegion: 'MI', destinationRegion: null, mode: 'driving' } },
  { prompt: 'spooky weekend around Gettysburg', expect: { originRegion: 'PA', destinationRegion: null, mode: 'driving', days: 2, someTheme: 'haunted' } },
  { prompt: 'weird stuff from Omaha to Kansas City by subway', mode: 'driving', expect: { originRegion: 'NE', destinationRegion: 'MO', mode: 'transit' } },
  { prompt: 'oddities around Honolulu', expect: { originRegion: 'HI', destinationRegion: null, mode: 'driving' } },
];
