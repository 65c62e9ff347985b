/**
 * Reading cases: sentences typed the way travellers type them (lower case, typos, "thru", "pls",
 * French from Quebec, Acadia and Franco-Ontario), each with what a local would read from it, as
 * coordinates. Written without reading the reader's code. See reading-types.ts for the format.
 *
 * Conventions used here (a writer's reading of what a person means):
 * - "a weekend" / "this weekend" / "next weekend" / "fin de semaine" = Saturday–Sunday, 1 night;
 *   "a long weekend" (and Labour Day, Victoria Day, Memorial Day, Canadian Thanksgiving) = 2 nights;
 *   US Thanksgiving weekend = Thursday–Sunday, 3 nights; "N days" = N − 1 nights; a day trip = 0.
 * - "X to Y and back" starts and ends at X with Y as `via` and shape 'return'; a loop from a town
 *   starts and ends there with shape 'loop'.
 */
import type { Point, ReadingCase } from './reading-types.js';

// ── places used more than once ──────────────────────────────────────────────────────────────────
const MONTREAL: Point = [45.5, -73.57];
const QUEBEC: Point = [46.81, -71.21];
const SHERBROOKE: Point = [45.4, -71.89];
const RIMOUSKI: Point = [48.45, -68.52];
const TADOUSSAC: Point = [48.15, -69.72];
const TROIS_RIVIERES: Point = [46.35, -72.55];
const SAGUENAY: Point = [48.43, -71.07];
const SEPT_ILES: Point = [50.21, -66.38];
const BAIE_COMEAU: Point = [49.22, -68.15];
const MONCTON: Point = [46.09, -64.78];
const SUDBURY: Point = [46.49, -80.99];
const HEARST: Point = [49.69, -83.67];
const KAPUSKASING: Point = [49.42, -82.43];
const FREDERICTON: Point = [45.96, -66.64];
const HARTLAND: Point = [46.3, -67.53];
const CHETICAMP: Point = [46.64, -61.01];
const INGONISH: Point = [46.69, -60.37];
const BADDECK: Point = [46.1, -60.75];
const HALIFAX: Point = [44.65, -63.57];
const CHARLOTTETOWN: Point = [46.24, -63.13];
const ST_JOHNS: Point = [47.56, -52.71];
const TORONTO: Point = [43.65, -79.38];
const OTTAWA: Point = [45.42, -75.69];
const NIAGARA_FALLS_ON: Point = [43.09, -79.08];
const THUNDER_BAY: Point = [48.38, -89.25];
const SAULT_STE_MARIE_ON: Point = [46.52, -84.33];
const WINNIPEG: Point = [49.9, -97.14];
const REGINA: Point = [50.45, -104.61];
const SASKATOON: Point = [52.13, -106.67];
const CALGARY: Point = [51.05, -114.07];
const EDMONTON: Point = [53.55, -113.49];
const MEDICINE_HAT: Point = [50.04, -110.68];
const DRUMHELLER: Point = [51.46, -112.71];
const JASPER: Point = [52.88, -118.08];
const BANFF: Point = [51.18, -115.57];
const VANCOUVER: Point = [49.28, -123.12];
const KELOWNA: Point = [49.89, -119.5];
const WHITEHORSE: Point = [60.72, -135.06];
const DAWSON_CITY: Point = [64.06, -139.43];
const YELLOWKNIFE: Point = [62.45, -114.37];

const LAS_VEGAS: Point = [36.17, -115.14];
const RENO: Point = [39.53, -119.81];
const SALT_LAKE_CITY: Point = [40.76, -111.89];
const ST_LOUIS: Point = [38.63, -90.2];
const TULSA: Point = [36.15, -95.99];
const CHICAGO: Point = [41.88, -87.63];
const NASHVILLE: Point = [36.16, -86.78];
const MEMPHIS: Point = [35.15, -90.05];
const NEW_ORLEANS: Point = [29.95, -90.07];
const MIAMI: Point = [25.76, -80.19];
const KEY_WEST: Point = [24.56, -81.78];
const DULUTH: Point = [46.79, -92.1];
const ASHEVILLE: Point = [35.6, -82.55];
const SAN_FRANCISCO: Point = [37.77, -122.42];
const LOS_ANGELES: Point = [34.05, -118.24];
const PITTSBURGH: Point = [40.44, -80.0];
const DENVER: Point = [39.74, -104.99];
const ALBUQUERQUE: Point = [35.08, -106.65];
const SANTA_FE: Point = [35.69, -105.94];
const TUCSON: Point = [32.22, -110.97];
const PHOENIX: Point = [33.45, -112.07];
const AUSTIN: Point = [30.27, -97.74];
const HOUSTON: Point = [29.76, -95.37];
const SAN_ANTONIO: Point = [29.42, -98.49];
const EL_PASO: Point = [31.76, -106.49];
const AMARILLO: Point = [35.22, -101.83];
const SEATTLE: Point = [47.61, -122.33];
const PORTLAND_OR: Point = [45.52, -122.68];
const PORTLAND_ME: Point = [43.66, -70.26];
const HOOD_RIVER: Point = [45.71, -121.52];
const BOISE: Point = [43.62, -116.2];
const BOZEMAN: Point = [45.68, -111.04];
const RAPID_CITY: Point = [44.08, -103.23];
const COEUR_D_ALENE: Point = [47.68, -116.78];
const LANCASTER_PA: Point = [40.04, -76.31];
const BIG_BEND: Point = [29.3, -103.25];
const YELLOWSTONE: Point = [44.6, -110.5];
const OUTER_BANKS: Point = [35.6, -75.55];

export const READING_CASES: readonly ReadingCase[] = [
  // ══ French: Quebec, Acadia, Franco-Ontario ═══════════════════════════════════════════════════
  { prompt: 'de sherbrooke à rimouski, arrêts bizarres svp', class: 'french', origin: SHERBROOKE, destination: RIMOUSKI, themes: ['oddity', 'roadside'] },
  { prompt: 'autour du lac-saint-jean en trois jours', class: 'french', area: { centre: [48.6, -72.05], radiusKm: 60 }, tolKm: 50, nights: 2 },
  { prompt: "en partant de québec jusqu'à tadoussac, avec un arrêt à baie-st-paul", class: 'french', origin: QUEBEC, destination: TADOUSSAC, via: [[47.44, -70.5]] },
  { prompt: 'road trip insolite en gaspésie', class: 'french', area: { centre: [48.75, -66.2], radiusKm: 170 }, tolKm: 90, themes: ['oddity', 'roadside'] },
  { prompt: 'du 3 au 6 juillet, de montréal à québec par le chemin du roy en passant par trois-rivières', class: 'french', origin: MONTREAL, destination: QUEBEC, via: [TROIS_RIVIERES], nights: 3, road: 'Chemin du Roy' },
  { prompt: "fin de semaine dans les cantons-de-l'est, vignobles pis fromageries", class: 'french', area: { centre: [45.3, -72.2], radiusKm: 70 }, tolKm: 50, nights: 1, themes: ['food'] },
  { prompt: 'trois jours aux îles-de-la-madeleine, plages et caps rouges', class: 'french', area: { centre: [47.4, -61.85], radiusKm: 50 }, nights: 2, themes: ['nature'] },
  { prompt: 'de gatineau à mont-tremblant par les petites routes', class: 'french', origin: [45.48, -75.7], destination: [46.16, -74.59] },
  { prompt: 'la route des baleines de tadoussac à sept-îles, arrêt à baie-comeau', class: 'french', origin: TADOUSSAC, destination: SEPT_ILES, via: [BAIE_COMEAU], themes: ['nature'] },
  { prompt: 'je pars de trois-rivières, je veux voir des places abandonnées en mauricie', class: 'french', origin: TROIS_RIVIERES, area: { centre: [46.75, -72.75], radiusKm: 90 }, tolKm: 60, themes: ['abandoned'] },
  { prompt: 'de moncton à caraquet en passant par shédiac pis bouctouche', class: 'french', origin: MONCTON, destination: [47.79, -64.94], via: [[46.22, -64.54], [46.47, -64.74]] },
  { prompt: 'la péninsule acadienne en 2 jours, phares pis festivals', class: 'french', area: { centre: [47.65, -64.85], radiusKm: 45 }, nights: 1, themes: ['historic'], interestWords: ['phare', 'phares', 'lighthouse', 'lighthouses'] },
  { prompt: 'de sudbury à hearst, des affaires bizarres le long de la 11 par kapuskasing', class: 'french', origin: SUDBURY, destination: HEARST, via: [KAPUSKASING], themes: ['oddity', 'roadside'] },
  { prompt: 'de québec à rivière-du-loup par la rive-sud, kamouraska obligé', class: 'french', origin: QUEBEC, destination: [47.83, -69.53], via: [[47.57, -69.87]] },
  { prompt: "roadtrip de rouyn-noranda à val-d'or, histoire minière", class: 'french', origin: [48.24, -79.02], destination: [48.1, -77.78], themes: ['historic'] },
  { prompt: 'circuit de 4 jours en partant de saguenay, le fjord pis le lac', class: 'french', origin: SAGUENAY, destination: SAGUENAY, area: { centre: [48.45, -71.6], radiusKm: 110 }, tolKm: 60, shape: 'loop', nights: 3 },
  { prompt: "petit tour de l'île d'orléans à vélo", class: 'french', area: { centre: [46.92, -70.97], radiusKm: 20 }, expectMode: 'bicycling' },
  { prompt: 'visite à pied du vieux-québec, lieux hantés', class: 'french', area: { centre: [46.812, -71.207], radiusKm: 5 }, tolKm: 10, expectMode: 'walking', themes: ['haunted'] },
  { prompt: 'de montréal à percé, 6 jours, le plus de phares possible', class: 'french', origin: MONTREAL, destination: [48.52, -64.21], nights: 5, themes: ['historic'], interestWords: ['phare', 'phares', 'lighthouse', 'lighthouses'] },
  { prompt: 'de hawkesbury à timmins en passant par north bay', class: 'french', origin: [45.61, -74.61], destination: [48.48, -81.33], via: [[46.31, -79.46]] },
  { prompt: 'de la baie sainte-marie à grand-pré, sur les traces des acadiens', class: 'french', origin: [44.33, -66.12], destination: [45.1, -64.31], themes: ['historic'] },
  { prompt: 'partir de chéticamp pis faire le tour du cabot trail', class: 'french', origin: CHETICAMP, destination: CHETICAMP, shape: 'loop', road: 'Cabot Trail' },
  { prompt: "d'edmundston à fredericton le long de la rivière saint-jean, ponts couverts", class: 'french', origin: [47.37, -68.33], destination: FREDERICTON, themes: ['historic'], interestWords: ['pont couvert', 'ponts couverts', 'covered bridge', 'covered bridges'] },
  { prompt: 'saint-boniface pis le quartier de la bourse à winnipeg, à pied', class: 'french', area: { centre: [49.895, -97.13], radiusKm: 5 }, tolKm: 10, expectMode: 'walking' },
  { prompt: "de montréal à ste-anne-des-monts, arrêts dans les villages, pas d'autoroute", class: 'french', origin: MONTREAL, destination: [49.12, -66.49] },
  { prompt: 'trucs étranges dans les laurentides cette fin de semaine', class: 'french', area: { centre: [46.05, -74.3], radiusKm: 60 }, tolKm: 50, nights: 1, themes: ['oddity', 'roadside'] },
  { prompt: 'de baie-comeau à havre-saint-pierre, 3 jours, nature', class: 'french', origin: BAIE_COMEAU, destination: [50.24, -63.6], via: [SEPT_ILES], nights: 2, themes: ['nature'] },
  { prompt: 'de drummondville à victoriaville, fromageries pis microbrasseries', class: 'french', origin: [45.88, -72.48], destination: [46.05, -71.96], themes: ['food'] },
  { prompt: 'du 12 au 14 août autour de kamouraska', class: 'french', area: { centre: [47.57, -69.87], radiusKm: 40 }, nights: 2 },
  { prompt: "en partant de lévis jusqu'à lac-mégantic par la beauce pis st-georges", class: 'french', origin: [46.8, -71.18], destination: [45.58, -70.88], via: [[46.12, -70.67]] },
  { prompt: 'de cornwall à casselman, en arrêtant à la fromagerie st-albert', class: 'french', origin: [45.02, -74.73], destination: [45.31, -75.09], via: [[45.29, -75.06]], themes: ['food'] },
  { prompt: 'deux jours au parc du bic pis à rimouski', class: 'french', area: { centre: [48.4, -68.62], radiusKm: 30 }, nights: 1, themes: ['nature'] },
  { prompt: "de kapuskasing à hearst, y a-tu de quoi d'spécial sur le chemin?", class: 'french', origin: KAPUSKASING, destination: HEARST },
  { prompt: "fin de semaine longue dans charlevoix, ateliers d'artistes pis galeries", class: 'french', area: { centre: [47.55, -70.35], radiusKm: 50 }, nights: 2, themes: ['art'] },
  { prompt: 'québec -> saguenay par le parc des laurentides, arrêts weird', class: 'french', origin: QUEBEC, destination: SAGUENAY, themes: ['oddity', 'roadside'] },
  { prompt: 'de penetang à sudbury en passant par parry sound', class: 'french', origin: [44.77, -79.93], destination: SUDBURY, via: [[45.35, -80.04]] },
  { prompt: 'sherbrook à magog en vélo', class: 'french', origin: SHERBROOKE, destination: [45.27, -72.15], expectMode: 'bicycling' },
  { prompt: 'de rimouski à matane, quibbix, éoliennes pis phares', class: 'french', origin: RIMOUSKI, destination: [48.85, -67.53], themes: ['historic'], interestWords: ['phare', 'phares', 'éolienne', 'éoliennes', 'lighthouse', 'lighthouses'], ignored: ['quibbix'] },
  { prompt: 'parc forillon pis gaspé en 2 jours', class: 'french', area: { centre: [48.85, -64.42], radiusKm: 30 }, nights: 1, themes: ['nature'] },
  // written 2026-11-26 morning, before the reader learnt French state names, elisions in names and "à Québec"
  { prompt: 'villages fantômes et bizarreries de Las Vegas à Salt Lake City la fin de semaine prochaine', class: 'french', origin: [36.17, -115.14], destination: [40.76, -111.89], nights: 1, themes: ['ghost-town', 'oddity', 'roadside'], ignored: [] },
  { prompt: 'phares et villages de pêcheurs en Gaspésie pendant quatre jours', class: 'french', area: { centre: [48.75, -66.2], radiusKm: 170 }, tolKm: 90, nights: 3, themes: ['historic'], ignored: [] },
  { prompt: "une boucle d'une semaine autour de la Nouvelle-Écosse", class: 'french', area: { centre: [45.0, -63.0], radiusKm: 330 }, nights: 6, shape: 'loop' },
  { prompt: 'endroits hantés à Québec ce soir', class: 'french', area: { centre: QUEBEC, radiusKm: 30 }, nights: 0, themes: ['haunted'] },
  { prompt: "de Montréal jusqu'en Floride", class: 'french', origin: MONTREAL, destination: [28.0, -81.7], tolKm: 350, shape: 'oneway' },
  { prompt: "une journée à l'Île d'Orléans", class: 'french', area: { centre: [46.92, -70.97], radiusKm: 20 }, tolKm: 10, nights: 0 },
  { prompt: 'cabanes à sucre près de Saint-Hyacinthe samedi', class: 'french', area: { centre: [45.63, -72.96], radiusKm: 45 }, nights: 0, themes: ['food'] },
  { prompt: 'road trip en Californie, villes fantômes', class: 'french', area: { centre: [37.0, -119.5], radiusKm: 650 }, themes: ['ghost-town'] },
  { prompt: 'de Gatineau à Mont-Tremblant en vélo, deux jours', class: 'french', origin: [45.48, -75.7], destination: [46.12, -74.6], nights: 1, expectMode: 'bicycling' },
  { prompt: 'musées bizarres entre Ottawa et Toronto', class: 'french', origin: OTTAWA, destination: TORONTO, themes: ['museum'] },

  // ══ Counties, parishes, census divisions ═════════════════════════════════════════════════════
  { prompt: 'covered bridges around bucks county', class: 'county', area: { centre: [40.34, -75.12], radiusKm: 35 }, themes: ['historic'], interestWords: ['covered bridge', 'covered bridges'] },
  { prompt: 'lunenburg county back roads, 2 days', class: 'county', area: { centre: [44.45, -64.45], radiusKm: 40 }, nights: 1 },
  { prompt: 'toronto to prince edward county, wineries and weird stuff', class: 'county', origin: TORONTO, destination: [43.98, -77.2], themes: ['food', 'oddity', 'roadside'] },
  { prompt: 'lancaster county amish country, pretzels and quilts', class: 'county', area: { centre: [40.04, -76.25], radiusKm: 30 }, themes: ['food', 'historic'] },
  { prompt: 'ghost towns in cochise county', class: 'county', area: { centre: [31.88, -109.8], radiusKm: 80 }, tolKm: 60, themes: ['ghost-town'] },
  { prompt: 'st martin parish and iberia parish, boudin and swamp tours', class: 'county', area: { centre: [30.1, -91.85], radiusKm: 35 }, themes: ['food', 'nature'] },
  { prompt: 'bayou stuff in terrebonne parish, starting in houma', class: 'county', origin: [29.6, -90.72], area: { centre: [29.45, -90.7], radiusKm: 40 }, themes: ['nature'] },
  { prompt: 'madison county iowa bridges like the movie', class: 'county', area: { centre: [41.33, -94.01], radiusKm: 25 }, themes: ['historic'], interestWords: ['covered bridge', 'covered bridges', 'bridge', 'bridges'] },
  { prompt: 'haliburton county lakes and art galleries in the fall', class: 'county', area: { centre: [45.05, -78.55], radiusKm: 40 }, themes: ['nature', 'art'] },
  { prompt: 'kings county pei, lighthouses and beaches', class: 'county', area: { centre: [46.25, -62.55], radiusKm: 45 }, themes: ['historic', 'nature'], interestWords: ['lighthouse', 'lighthouses'] },
  { prompt: 'leelanau county wineries and dunes', class: 'county', area: { centre: [45.0, -85.78], radiusKm: 30 }, themes: ['food', 'nature'] },
  { prompt: 'sevier county tn - anything weird besides dollywood', class: 'county', area: { centre: [35.8, -83.55], radiusKm: 25 }, themes: ['oddity', 'roadside'] },
  { prompt: 'waterfalls in grey county ontario', class: 'county', area: { centre: [44.35, -80.75], radiusKm: 50 }, themes: ['nature'] },
  { prompt: 'abandoned mining camps in esmeralda county nevada', class: 'county', area: { centre: [37.75, -117.55], radiusKm: 70 }, tolKm: 50, themes: ['ghost-town', 'abandoned'] },
  { prompt: 'ashtabula county covered bridges and wineries', class: 'county', area: { centre: [41.78, -80.75], radiusKm: 30 }, themes: ['historic', 'food'], interestWords: ['covered bridge', 'covered bridges'] },
  { prompt: 'charlotte county new brunswick, st andrews and the islands', class: 'county', area: { centre: [45.15, -66.95], radiusKm: 45 } },
  { prompt: 'abandoned borscht belt resorts in sullivan county ny', class: 'county', area: { centre: [41.72, -74.77], radiusKm: 35 }, themes: ['abandoned', 'historic'] },
  { prompt: 'a day in marin county, nothing too touristy', class: 'county', area: { centre: [38.05, -122.72], radiusKm: 35 }, nights: 0 },

  // ══ Regions ═════════════════════════════════════════════════════════════════════════════════
  { prompt: '3 days in the adirondacks', class: 'region', area: { centre: [43.95, -74.3], radiusKm: 90 }, tolKm: 60, nights: 2 },
  { prompt: 'the okanagan from osoyoos up to vernon thru penticton and kelowna, fruit stands and wineries', class: 'region', origin: [49.03, -119.47], destination: [50.27, -119.27], via: [[49.49, -119.59], KELOWNA], themes: ['food'] },
  { prompt: 'northeast kingdom vermont, general stores and old farms', class: 'region', area: { centre: [44.65, -71.9], radiusKm: 50 }, tolKm: 50, themes: ['historic'] },
  { prompt: 'the palouse in june for the rolling hills and old barns', class: 'region', area: { centre: [46.85, -117.25], radiusKm: 55 }, tolKm: 50, themes: ['nature', 'historic'] },
  { prompt: 'antique shops in the eastern townships', class: 'region', area: { centre: [45.3, -72.2], radiusKm: 70 }, tolKm: 50 },
  { prompt: 'cape breton for 5 days', class: 'region', area: { centre: [46.2, -60.8], radiusKm: 110 }, tolKm: 60, nights: 4 },
  { prompt: 'the hill country, dance halls and bbq', class: 'region', area: { centre: [30.2, -98.7], radiusKm: 90 }, tolKm: 60, themes: ['music', 'food'] },
  { prompt: 'finger lakes waterfalls and wine', class: 'region', area: { centre: [42.65, -76.9], radiusKm: 70 }, tolKm: 50, themes: ['nature', 'food'] },
  { prompt: 'keweenaw peninsula old copper mines', class: 'region', area: { centre: [47.25, -88.3], radiusKm: 60 }, tolKm: 50, themes: ['historic', 'abandoned'] },
  { prompt: 'black hills weird roadside stuff', class: 'region', area: { centre: [43.95, -103.55], radiusKm: 60 }, tolKm: 50, themes: ['oddity', 'roadside'] },
  { prompt: 'hot springs tour of the kootenays', class: 'region', area: { centre: [49.9, -117.2], radiusKm: 130 }, tolKm: 80, themes: ['nature'] },
  { prompt: 'muskoka cottage country in 2 days', class: 'region', area: { centre: [45.1, -79.35], radiusKm: 45 }, nights: 1 },
  { prompt: 'the bruce peninsula, caves and grottos', class: 'region', area: { centre: [44.95, -81.35], radiusKm: 50 }, themes: ['nature'] },
  { prompt: 'the annapolis valley in apple season', class: 'region', area: { centre: [44.85, -64.95], radiusKm: 75 }, tolKm: 50, themes: ['food'] },
  { prompt: 'cariboo gold rush country, barkerville and all that', class: 'region', area: { centre: [52.5, -121.9], radiusKm: 120 }, tolKm: 80, themes: ['ghost-town', 'historic'] },
  { prompt: 'the iron range in minnesota, mines and giant statues', class: 'region', area: { centre: [47.48, -92.7], radiusKm: 50 }, themes: ['historic', 'roadside', 'sculpture'] },
  { prompt: 'interlake manitoba, the gimli viking and the beaches', class: 'region', area: { centre: [50.8, -97.3], radiusKm: 80 }, tolKm: 50, themes: ['roadside', 'sculpture', 'nature'] },
  { prompt: 'hudson valley mansions and ruins', class: 'region', area: { centre: [41.8, -73.95], radiusKm: 70 }, tolKm: 50, themes: ['historic', 'abandoned'] },
  { prompt: 'the avalon peninsula, puffins and lighthouses', class: 'region', area: { centre: [47.25, -53.25], radiusKm: 70 }, tolKm: 50, themes: ['nature', 'historic'] },
  { prompt: 'juke joints in the delta', class: 'region', area: { centre: [33.85, -90.55], radiusKm: 90 }, tolKm: 60, themes: ['music'] },
  { prompt: 'the gulf islands by ferry, salt spring and galiano', class: 'region', area: { centre: [48.85, -123.45], radiusKm: 30 } },
  { prompt: 'a lazy week on cape cod', class: 'region', area: { centre: [41.75, -70.15], radiusKm: 45 } },
  { prompt: 'the texas panhandle, cadillacs and canyons', class: 'region', area: { centre: [35.2, -101.7], radiusKm: 120 }, tolKm: 80, themes: ['roadside', 'art', 'nature'] },
  { prompt: 'the driftless area by motorcycle', class: 'region', area: { centre: [43.2, -91.0], radiusKm: 120 }, tolKm: 80 },

  // ══ Neighbourhoods and historic districts ════════════════════════════════════════════════════
  { prompt: 'ybor city cigars and history walking tour', class: 'neighbourhood', area: { centre: [27.96, -82.44], radiusKm: 5 }, tolKm: 10, expectMode: 'walking', themes: ['historic'] },
  { prompt: 'old montreal on foot for an afternoon', class: 'neighbourhood', area: { centre: [45.507, -73.554], radiusKm: 5 }, tolKm: 10, expectMode: 'walking', nights: 0 },
  { prompt: 'murals in the mission district', class: 'neighbourhood', area: { centre: [37.76, -122.415], radiusKm: 5 }, tolKm: 10, themes: ['art'] },
  { prompt: 'haunted bars in the french quarter', class: 'neighbourhood', area: { centre: [29.958, -90.065], radiusKm: 4 }, tolKm: 10, themes: ['haunted', 'food'] },
  { prompt: 'gastown and chinatown weird history walk', class: 'neighbourhood', area: { centre: [49.283, -123.104], radiusKm: 4 }, tolKm: 10, expectMode: 'walking', themes: ['historic', 'oddity'] },
  { prompt: 'kensington market and the distillery district, a saturday', class: 'neighbourhood', area: { centre: [43.652, -79.38], radiusKm: 6 }, tolKm: 10, nights: 0 },
  { prompt: 'haight ashbury hippie history', class: 'neighbourhood', area: { centre: [37.77, -122.446], radiusKm: 4 }, tolKm: 10, themes: ['historic', 'music'] },
  { prompt: 'the fremont troll and other oddities in fremont and ballard', class: 'neighbourhood', area: { centre: [47.658, -122.37], radiusKm: 5 }, tolKm: 10, themes: ['oddity', 'sculpture', 'roadside'] },
  { prompt: 'old town albuquerque, a couple hours', class: 'neighbourhood', area: { centre: [35.096, -106.67], radiusKm: 5 }, tolKm: 10, nights: 0 },
  { prompt: 'wynwood walls & little havana', class: 'neighbourhood', area: { centre: [25.783, -80.21], radiusKm: 6 }, tolKm: 10, themes: ['art', 'food'] },
  { prompt: 'exchange district winnipeg architecture walk', class: 'neighbourhood', area: { centre: [49.899, -97.139], radiusKm: 3 }, tolKm: 10, expectMode: 'walking', themes: ['historic'] },
  { prompt: 'old strathcona / whyte ave edmonton, vintage shops', class: 'neighbourhood', area: { centre: [53.519, -113.5], radiusKm: 4 }, tolKm: 10 },
  { prompt: 'the garden district and the marigny by streetcar', class: 'neighbourhood', area: { centre: [29.945, -90.07], radiusKm: 6 }, tolKm: 10, expectMode: 'transit' },
  { prompt: "north end boston, cannoli and paul revere's house", class: 'neighbourhood', area: { centre: [42.365, -71.054], radiusKm: 3 }, tolKm: 10, themes: ['food', 'historic'] },
  { prompt: "quidi vidi and downtown st john's", class: 'neighbourhood', area: { centre: [47.57, -52.7], radiusKm: 5 }, tolKm: 10 },
  { prompt: 'lodo and rino in denver, breweries and murals', class: 'neighbourhood', area: { centre: [39.76, -104.99], radiusKm: 5 }, tolKm: 10, themes: ['art', 'food'] },
  { prompt: 'beale street and soulsville, memphis music', class: 'neighbourhood', area: { centre: [35.13, -90.04], radiusKm: 6 }, tolKm: 10, themes: ['music'] },
  { prompt: 'the plateau and mile end, bagels and murals', class: 'neighbourhood', area: { centre: [45.522, -73.59], radiusKm: 4 }, tolKm: 10, themes: ['food', 'art'] },

  // ══ Parks ═══════════════════════════════════════════════════════════════════════════════════
  { prompt: 'around yellowstone for 4 days, geysers and weird stuff', class: 'park', area: { centre: YELLOWSTONE, radiusKm: 90 }, tolKm: 60, nights: 3, themes: ['nature', 'oddity'] },
  { prompt: 'algonquin park in the fall from ottawa', class: 'park', origin: OTTAWA, destination: [45.57, -78.45], tolKm: 50, themes: ['nature'] },
  { prompt: 'big bend for 3 nights', class: 'park', area: { centre: BIG_BEND, radiusKm: 70 }, tolKm: 50, nights: 3 },
  { prompt: 'acadia national park and bar harbor', class: 'park', area: { centre: [44.35, -68.25], radiusKm: 25 } },
  { prompt: 'zion then bryce from vegas', class: 'park', origin: LAS_VEGAS, destination: [37.63, -112.17], via: [[37.2, -113.0]], themes: ['nature'] },
  { prompt: 'great smoky mountains, the quiet side', class: 'park', area: { centre: [35.6, -83.5], radiusKm: 50 }, tolKm: 50, themes: ['nature'] },
  { prompt: 'joshua tree weird desert art', class: 'park', area: { centre: [34.0, -116.15], radiusKm: 50 }, tolKm: 50, themes: ['art', 'oddity'] },
  { prompt: 'death valley in 2 days', class: 'park', area: { centre: [36.45, -116.95], radiusKm: 80 }, tolKm: 60, nights: 1 },
  { prompt: 'gros morne, fjords and tablelands', class: 'park', area: { centre: [49.6, -57.85], radiusKm: 40 }, themes: ['nature'] },
  { prompt: 'pacific rim park, tofino and ucluelet', class: 'park', area: { centre: [49.05, -125.72], radiusKm: 35 }, themes: ['nature'] },
  { prompt: 'brooks to dinosaur provincial park for the fossils', class: 'park', origin: [50.56, -111.9], destination: [50.76, -111.5], themes: ['science', 'nature', 'museum'] },
  { prompt: 'riding mountain national park, bison and the beach', class: 'park', area: { centre: [50.75, -100.05], radiusKm: 50 }, themes: ['nature'] },
  { prompt: 'grasslands national park sask, dark skies', class: 'park', area: { centre: [49.15, -107.3], radiusKm: 70 }, tolKm: 50, themes: ['nature'] },
  { prompt: 'kejimkujik for a weekend', class: 'park', area: { centre: [44.38, -65.25], radiusKm: 30 }, nights: 1, themes: ['nature'] },
  { prompt: 'fundy national park and the hopewell rocks', class: 'park', area: { centre: [45.7, -64.77], radiusKm: 35 }, themes: ['nature'] },
  { prompt: 'kluane, glaciers and ghost towns', class: 'park', area: { centre: [60.9, -138.0], radiusKm: 90 }, tolKm: 60, themes: ['nature', 'ghost-town'] },
  { prompt: 'mammoth cave and whatever else is odd nearby', class: 'park', area: { centre: [37.19, -86.1], radiusKm: 35 }, themes: ['nature', 'oddity'] },
  { prompt: 'white sands and the space museum in alamogordo', class: 'park', area: { centre: [32.85, -106.08], radiusKm: 35 }, themes: ['nature', 'space', 'museum'] },
  { prompt: 'mesa verde and four corners', class: 'park', area: { centre: [37.1, -108.75], radiusKm: 45 }, tolKm: 50, themes: ['historic'] },
  { prompt: 'cypress hills interprovincial park, both sides', class: 'park', area: { centre: [49.62, -109.85], radiusKm: 60 }, tolKm: 50, themes: ['nature'] },

  // ══ Named roads ═════════════════════════════════════════════════════════════════════════════
  { prompt: 'route 66 from st. louis to tulsa, kitschy motels pls', class: 'road', origin: ST_LOUIS, destination: TULSA, road: 'Route 66', themes: ['roadside'] },
  { prompt: 'the natchez trace glimbo from nashville down to natchez', class: 'road', origin: NASHVILLE, destination: [31.56, -91.4], road: 'Natchez Trace Parkway', ignored: ['glimbo'] },
  { prompt: 'overseas highway from miami to key west', class: 'road', origin: MIAMI, destination: KEY_WEST, road: 'Overseas Highway' },
  { prompt: 'us-50 across nevada from ely to carson city, stopping in austin', class: 'road', origin: [39.25, -114.89], destination: [39.16, -119.77], via: [[39.49, -117.07]], road: 'US 50' },
  { prompt: 'highway 61 from duluth up the north shore to grand marais thru two harbors', class: 'road', origin: DULUTH, destination: [47.75, -90.33], via: [[47.02, -91.67]], road: 'Highway 61' },
  { prompt: 'blues highway 61 memphis to vicksburg via clarksdale', class: 'road', origin: MEMPHIS, destination: [32.35, -90.88], via: [[34.2, -90.57]], road: 'Highway 61', themes: ['music'] },
  { prompt: 'blue ridge parkway asheville to roanoke, stop in blowing rock', class: 'road', origin: ASHEVILLE, destination: [37.27, -79.94], via: [[36.13, -81.68]], road: 'Blue Ridge Parkway' },
  { prompt: 'cabot trail clockwise from baddeck', class: 'road', origin: BADDECK, destination: BADDECK, via: [CHETICAMP, INGONISH], shape: 'loop', road: 'Cabot Trail' },
  { prompt: 'icefields parkway lake louise to jasper, glaciers', class: 'road', origin: [51.43, -116.18], destination: JASPER, road: 'Icefields Parkway', themes: ['nature'] },
  { prompt: 'the sea to sky from horseshoe bay, squamish then whistler then pemberton', class: 'road', origin: [49.37, -123.27], destination: [50.32, -122.8], via: [[49.7, -123.16], [50.12, -122.95]], road: 'Sea-to-Sky Highway' },
  { prompt: 'great river road from lake itasca down to the quad cities', class: 'road', origin: [47.24, -95.21], destination: [41.52, -90.58], road: 'Great River Road' },
  { prompt: 'pacific coast highway sf to la thru big sur', class: 'road', origin: SAN_FRANCISCO, destination: LOS_ANGELES, via: [[36.27, -121.81]], road: 'Pacific Coast Highway' },
  { prompt: 'going-to-the-sun road west glacier to st mary', class: 'road', origin: [48.5, -113.98], destination: [48.74, -113.43], road: 'Going-to-the-Sun Road' },
  { prompt: 'the trans-canada from calgary to regina, stopping at the medicine hat teepee', class: 'road', origin: CALGARY, destination: REGINA, via: [MEDICINE_HAT], road: 'Trans-Canada Highway' },
  { prompt: 'the yellowhead from edmonton to saskatoon, gotta see the vegreville egg', class: 'road', origin: EDMONTON, destination: SASKATOON, via: [[53.49, -112.05]], road: 'Yellowhead Highway', themes: ['roadside', 'sculpture'] },
  { prompt: 'lincoln highway from gettysburg to pittsburgh, the coffee pot in bedford', class: 'road', origin: [39.83, -77.23], destination: PITTSBURGH, via: [[40.02, -78.5]], road: 'Lincoln Highway', themes: ['roadside'] },
  { prompt: 'million dollar highway ouray to silverton to durango', class: 'road', origin: [38.02, -107.67], destination: [37.28, -107.88], via: [[37.81, -107.66]], road: 'Million Dollar Highway' },
  { prompt: 'beartooth highway red lodge to cooke city', class: 'road', origin: [45.19, -109.25], destination: [45.02, -109.93], road: 'Beartooth Highway' },
  { prompt: "extraterrestrial highway from vegas to tonopah, stop at the little a'le'inn in rachel", class: 'road', origin: LAS_VEGAS, destination: [38.07, -117.23], via: [[37.65, -115.74]], road: 'Extraterrestrial Highway', themes: ['space', 'oddity'] },
  { prompt: 'kancamagus highway lincoln to conway, leaf peeping', class: 'road', origin: [44.05, -71.67], destination: [43.98, -71.12], road: 'Kancamagus Highway', themes: ['nature'] },
  { prompt: 'skyline drive end to end, front royal to waynesboro', class: 'road', origin: [38.92, -78.19], destination: [38.07, -78.89], road: 'Skyline Drive' },
  { prompt: 'alaska highway dawson creek to whitehorse, the sign post forest in watson lake', class: 'road', origin: [55.76, -120.24], destination: WHITEHORSE, via: [[60.06, -128.71]], road: 'Alaska Highway' },
  { prompt: 'dempster highway dawson city to inuvik', class: 'road', origin: DAWSON_CITY, destination: [68.36, -133.72], road: 'Dempster Highway' },
  { prompt: 'highway 17 sault ste marie to thunder bay along lake superior via wawa', class: 'road', origin: SAULT_STE_MARIE_ON, destination: THUNDER_BAY, via: [[47.99, -84.77]], road: 'Highway 17' },
  { prompt: "viking trail from deer lake to l'anse aux meadows", class: 'road', origin: [49.17, -57.43], destination: [51.6, -55.53], road: 'Viking Trail' },
  { prompt: "lighthouse route halifax to yarmouth, peggy's cove and lunenburg on the way", class: 'road', origin: HALIFAX, destination: [43.84, -66.12], via: [[44.49, -63.92], [44.38, -64.31]], road: 'Lighthouse Route', themes: ['historic'] },
  { prompt: 'historic columbia river highway troutdale to hood river past multnomah falls', class: 'road', origin: [45.54, -122.39], destination: HOOD_RIVER, via: [[45.58, -122.12]], road: 'Historic Columbia River Highway' },
  { prompt: 'road to hana from paia', class: 'road', origin: [20.91, -156.37], destination: [20.76, -155.99], road: 'Hana Highway' },
  { prompt: 'us-101 oregon coast astoria to brookings', class: 'road', origin: [46.19, -123.83], destination: [42.05, -124.28], road: 'US 101' },
  { prompt: '395 down the eastern sierra bridgeport to lone pine, bishop for the night', class: 'road', origin: [38.26, -119.23], destination: [36.61, -118.06], via: [[37.36, -118.4]], road: 'US 395' },
  { prompt: 'turquoise trail albuquerque to santa fe thru madrid', class: 'road', origin: ALBUQUERQUE, destination: SANTA_FE, via: [[35.41, -106.15]], road: 'Turquoise Trail' },
  { prompt: 'enchanted highway from gladstone to regent, giant metal sculptures', class: 'road', origin: [46.86, -102.57], destination: [46.42, -102.56], road: 'Enchanted Highway', themes: ['sculpture', 'roadside'] },
  { prompt: 'north cascades highway sedro-woolley to winthrop', class: 'road', origin: [48.5, -122.24], destination: [48.48, -120.19], road: 'North Cascades Highway', themes: ['nature'] },
  { prompt: 'mohawk trail greenfield to north adams thru shelburne falls', class: 'road', origin: [42.59, -72.6], destination: [42.7, -73.11], via: [[42.6, -72.74]], road: 'Mohawk Trail' },
  { prompt: 'scenic byway 12 from bryce to torrey thru escalante and boulder', class: 'road', origin: [37.63, -112.17], destination: [38.3, -111.42], via: [[37.77, -111.6], [37.91, -111.42]], road: 'Highway 12' },
  { prompt: 'yellowknife out the ingraham trail and back', class: 'road', origin: YELLOWKNIFE, destination: YELLOWKNIFE, shape: 'return', road: 'Ingraham Trail' },

  // ══ Casual English ══════════════════════════════════════════════════════════════════════════
  { prompt: 'wanna see the giant fiddle in sydney, what else is around there', class: 'casual', area: { centre: [46.14, -60.19], radiusKm: 40 }, themes: ['roadside', 'sculpture'], interestWords: ['fiddle'] },
  { prompt: 'vegas to slc thru the middle of nowhere pls', class: 'casual', origin: LAS_VEGAS, destination: SALT_LAKE_CITY },
  { prompt: 'chicago to nola the slow way', class: 'casual', origin: CHICAGO, destination: NEW_ORLEANS },
  { prompt: 'cross-country nyc to la, no interstates if i can help it', class: 'casual', origin: [40.71, -74.01], destination: LOS_ANGELES },
  { prompt: 'day loop from boise, nothing touristy', class: 'casual', area: { centre: BOISE, radiusKm: 90 }, shape: 'loop', nights: 0 },
  { prompt: "nevada's ghost towns, start in reno end in vegas", class: 'casual', origin: RENO, destination: LAS_VEGAS, themes: ['ghost-town'] },
  { prompt: 'me n my dad wanna do detroit to mackinaw city and back over a weekend', class: 'casual', origin: [42.33, -83.05], destination: [42.33, -83.05], via: [[45.78, -84.73]], shape: 'return', nights: 1 },
  { prompt: 'tulsa to okc, whats weird on the way', class: 'casual', origin: TULSA, destination: [35.47, -97.52], themes: ['oddity', 'roadside'] },
  { prompt: 'boston to bar harbor thru portsmouth and kennebunkport, lobster rolls pls', class: 'casual', origin: [42.36, -71.06], destination: [44.39, -68.2], via: [[43.07, -70.76], [43.36, -70.48]], themes: ['food'] },
  { prompt: 'somethin fun between winnipeg and kenora??', class: 'casual', origin: WINNIPEG, destination: [49.77, -94.49] },
  { prompt: 'halifax to pei and back, got 3 days', class: 'casual', origin: HALIFAX, destination: HALIFAX, via: [CHARLOTTETOWN], shape: 'return', nights: 2 },
  { prompt: 'calgary to banff but make it weird', class: 'casual', origin: CALGARY, destination: BANFF, themes: ['oddity', 'roadside'] },
  { prompt: 'phx to flagstaff w/ kids, dinosaurs or rocks or whatever', class: 'casual', origin: PHOENIX, destination: [35.2, -111.65], themes: ['science', 'nature'] },
  { prompt: "st johns to gander thru the bonavista peninsula if its not too far", class: 'casual', origin: ST_JOHNS, destination: [48.95, -54.61], via: [[48.45, -53.3]], tolKm: 50 },
  { prompt: 'austins weird stuff then san marcos then new braunfels', class: 'casual', origin: AUSTIN, destination: [29.7, -98.12], via: [[29.88, -97.94]], themes: ['oddity', 'roadside'] },
  { prompt: 'denvers breweries to boulder on bikes', class: 'casual', origin: DENVER, destination: [40.01, -105.27], themes: ['food'], expectMode: 'bicycling' },
  { prompt: 'whitehorse to skagway and back, northern lights pls', class: 'casual', origin: WHITEHORSE, destination: WHITEHORSE, via: [[59.46, -135.31]], shape: 'return', themes: ['nature'] },
  { prompt: 'seattle to portland but not i-5 the whole time, like coast or mountains idk', class: 'casual', origin: SEATTLE, destination: PORTLAND_OR },
  { prompt: 'charleston wv to lexington ky, bourbon n weirdness', class: 'casual', origin: [38.35, -81.63], destination: [38.04, -84.5], themes: ['food', 'oddity', 'roadside'] },
  { prompt: 'anchorage to fairbanks thru denali, 4 days', class: 'casual', origin: [61.22, -149.9], destination: [64.84, -147.72], via: [[63.73, -148.9]], nights: 3 },
  { prompt: 'fredericton to st andrews by the sea, something chill', class: 'casual', origin: FREDERICTON, destination: [45.07, -67.05] },
  { prompt: 'minneapolis to fargo, paul bunyan type stuff', class: 'casual', origin: [44.98, -93.27], destination: [46.88, -96.79], themes: ['roadside', 'sculpture'] },
  { prompt: 'burlington vt to montreal for poutine lol', class: 'casual', origin: [44.48, -73.21], destination: MONTREAL, themes: ['food'] },
  { prompt: 'lil rock to memphis, blues n bbq', class: 'casual', origin: [34.75, -92.29], destination: MEMPHIS, themes: ['music', 'food'] },
  { prompt: 'driving kc to wichita tmrw anything weird', class: 'casual', origin: [39.1, -94.58], destination: [37.69, -97.34], themes: ['oddity', 'roadside'] },
  { prompt: 'from my place in st catharines to the falls and back, rainy day stuff', class: 'casual', origin: [43.16, -79.24], destination: [43.16, -79.24], via: [NIAGARA_FALLS_ON], shape: 'return' },
  { prompt: 'spokane to coeur d alene, blorp, lakes n stuff', class: 'casual', origin: [47.66, -117.43], destination: COEUR_D_ALENE, themes: ['nature'], ignored: ['blorp'] },
  { prompt: 'iqaluit on foot, got a day between flights', class: 'casual', area: { centre: [63.75, -68.52], radiusKm: 5 }, tolKm: 10, expectMode: 'walking', nights: 0 },
  { prompt: 'cheyenne to denver real quick, anything worth a stop', class: 'casual', origin: [41.14, -104.82], destination: DENVER },

  // ══ Dates (today 2026-11-25, a Wednesday, unless set) ════════════════════════════════════════
  { prompt: 'may 3-6, asheville to charleston sc', class: 'dates', origin: ASHEVILLE, destination: [32.78, -79.93], nights: 3 },
  { prompt: 'this friday to sunday around duluth', class: 'dates', area: { centre: DULUTH, radiusKm: 40 }, nights: 2 },
  { prompt: 'a long weekend, saskatoon up to prince albert national park', class: 'dates', origin: SASKATOON, destination: [53.92, -106.08], nights: 2, themes: ['nature'] },
  { prompt: 'over labour day, toronto to tobermory', class: 'dates', origin: TORONTO, destination: [45.25, -81.66], nights: 2 },
  { prompt: 'next weekend: savannah to jekyll island', class: 'dates', origin: [32.08, -81.09], destination: [31.07, -81.42], nights: 1 },
  { prompt: 'from the 12th to the 15th, billings to bozeman', class: 'dates', origin: [45.78, -108.5], destination: BOZEMAN, nights: 3 },
  { prompt: 'for 4 nights starting in san antonio ending in el paso', class: 'dates', origin: SAN_ANTONIO, destination: EL_PASO, nights: 4 },
  { prompt: 'thanksgiving weekend around lancaster pa with the kids', class: 'dates', area: { centre: LANCASTER_PA, radiusKm: 35 }, nights: 3 },
  { prompt: 'canadian thanksgiving long weekend, kingston to the thousand islands and back', class: 'dates', origin: [44.23, -76.48], destination: [44.23, -76.48], via: [[44.33, -76.16]], shape: 'return', nights: 2 },
  { prompt: 'dec 27 to jan 2, tucson to big bend', class: 'dates', origin: TUCSON, destination: BIG_BEND, tolKm: 60, nights: 6 },
  { prompt: 'july 1-4 ottawa to quebec city', class: 'dates', origin: OTTAWA, destination: QUEBEC, nights: 3 },
  { prompt: 'friday till monday, mobile to pensacola to panama city', class: 'dates', origin: [30.69, -88.04], destination: [30.16, -85.66], via: [[30.42, -87.22]], nights: 3 },
  { prompt: 'victoria day long weekend, nanaimo to port hardy', class: 'dates', origin: [49.17, -123.94], destination: [50.72, -127.5], nights: 2 },
  { prompt: 'memorial day weekend, st louis to hannibal and back', class: 'dates', origin: ST_LOUIS, destination: ST_LOUIS, via: [[39.71, -91.36]], shape: 'return', nights: 2 },
  { prompt: 'march 14 to 21, houston to key west', class: 'dates', origin: HOUSTON, destination: KEY_WEST, nights: 7 },
  { prompt: 'christmas eve to boxing day in quebec city', class: 'dates', area: { centre: QUEBEC, radiusKm: 30 }, nights: 2 },
  { prompt: '4 days, boise to jackson hole', class: 'dates', origin: BOISE, destination: [43.48, -110.76], nights: 3 },
  { prompt: 'leaving tomorrow back sunday night, weird stuff on the outer banks', class: 'dates', area: { centre: OUTER_BANKS, radiusKm: 90 }, tolKm: 60, nights: 3, themes: ['oddity', 'roadside'] },
  { prompt: 'this weekend sat and sun, portland to crater lake', class: 'dates', origin: PORTLAND_OR, destination: [42.94, -122.1], nights: 1 },
  { prompt: 'tues to thurs next week, lexington ky to bardstown, bourbon', class: 'dates', origin: [38.04, -84.5], destination: [37.81, -85.47], nights: 2, themes: ['food'] },
  { prompt: 'june 28 - july 2, halifax up to cape breton', class: 'dates', origin: HALIFAX, destination: BADDECK, tolKm: 80, nights: 4 },
  { prompt: 'from the 30th to the 2nd, albuquerque to white sands', class: 'dates', origin: ALBUQUERQUE, destination: [32.78, -106.17], nights: 2 },
  { prompt: 'a 3-day weekend from milwaukee to green bay', class: 'dates', origin: [43.04, -87.91], destination: [44.51, -88.01], nights: 2 },
  { prompt: 'overnight trip atlanta to chattanooga', class: 'dates', origin: [33.75, -84.39], destination: [35.05, -85.31], nights: 1 },
  { prompt: 'day trip from providence to newport ri', class: 'dates', origin: [41.82, -71.41], destination: [41.49, -71.31], nights: 0 },
  { prompt: 'a week from helena to butte, ghost towns', class: 'dates', startDate: '2027-06-10', endDate: '2027-06-13', origin: [46.59, -112.04], destination: [46.0, -112.53], nights: 3, themes: ['ghost-town'] },
  { prompt: 'this weekend, nashville to chattanooga', class: 'dates', startDate: '2026-12-11', endDate: '2026-12-14', origin: NASHVILLE, destination: [35.05, -85.31], nights: 3 },
  { prompt: '2 nights, rapid city out to the badlands', class: 'dates', startDate: '2027-07-01', endDate: '2027-07-06', origin: RAPID_CITY, destination: [43.8, -102.15], tolKm: 50, nights: 5 },
  { prompt: 'march 2-5, corpus christi to south padre', class: 'dates', startDate: '2027-03-01', endDate: '2027-03-08', origin: [27.8, -97.4], destination: [26.11, -97.17], nights: 7 },
  { prompt: 'a long weekend, moncton to the hopewell rocks to fundy', class: 'dates', startDate: '2027-08-06', endDate: '2027-08-07', origin: MONCTON, destination: [45.6, -64.95], via: [[45.82, -64.58]], nights: 1 },
  { prompt: 'next friday to sunday, snorgle, tucson to bisbee', class: 'dates', today: '2027-04-13', origin: TUCSON, destination: [31.45, -109.93], nights: 2, ignored: ['snorgle'] },
  // a length with a word of pace or mood before its unit ("a lazy week", "a quick weekend")
  { prompt: 'a relaxing weekend in the berkshires', class: 'dates', area: { centre: [42.35, -73.2], radiusKm: 50 }, nights: 1 },
  { prompt: 'a lazy week on the outer banks', class: 'dates', area: { centre: [35.55, -75.47], radiusKm: 90 }, nights: 6 },
  { prompt: 'a whirlwind weekend in chicago, as much as possible', class: 'dates', area: { centre: [41.88, -87.63], radiusKm: 40 }, nights: 1 },
  { prompt: 'a leisurely four days on the oregon coast from astoria', class: 'dates', origin: [46.19, -123.83], nights: 3 },
  { prompt: 'une semaine tranquille en Gaspésie', class: 'french', area: { centre: [48.8, -65.5], radiusKm: 200 }, nights: 6 },
  { prompt: 'a quick little overnight in asheville', class: 'dates', area: { centre: [35.6, -82.55], radiusKm: 50 }, nights: 1 },

  // ══ Interests outside a fixed list ══════════════════════════════════════════════════════════
  { prompt: 'old drive-in theatres between indianapolis and columbus ohio', class: 'interest', origin: [39.77, -86.16], destination: [39.96, -83.0], themes: ['roadside', 'historic'], interestWords: ['drive-in', 'drive-ins', 'drive-in theatre', 'drive-in theatres', 'drive-in theater', 'drive-in theaters'] },
  { prompt: 'carousels around binghamton', class: 'interest', area: { centre: [42.1, -75.91], radiusKm: 25 }, themes: ['historic'], interestWords: ['carousel', 'carousels', 'merry-go-round', 'merry-go-rounds'] },
  { prompt: 'wausau to eagle river, taxidermy and stuffed bear bars', class: 'interest', origin: [44.96, -89.63], destination: [45.92, -89.24], themes: ['museum', 'oddity'], interestWords: ['taxidermy', 'stuffed', 'mounted'] },
  { prompt: 'peak kitsch from niagara falls to niagara-on-the-lake', class: 'interest', origin: NIAGARA_FALLS_ON, destination: [43.25, -79.07], themes: ['roadside', 'oddity'], interestWords: ['kitsch', 'kitschy', 'tacky'] },
  { prompt: 'fredericton to hartland, every covered bridge on the way', class: 'interest', origin: FREDERICTON, destination: HARTLAND, themes: ['historic'], interestWords: ['covered bridge', 'covered bridges'] },
  { prompt: 'neon signs along route 66 in tucumcari', class: 'interest', area: { centre: [35.17, -103.72], radiusKm: 15 }, themes: ['roadside', 'historic'], interestWords: ['neon', 'neon sign', 'neon signs'] },
  { prompt: 'lighthouses on lake michigan from grand haven to ludington', class: 'interest', origin: [43.06, -86.23], destination: [43.96, -86.45], themes: ['historic'], interestWords: ['lighthouse', 'lighthouses', 'light station'] },
  { prompt: 'cabane à sucre autour de saint-hyacinthe au printemps', class: 'interest', area: { centre: [45.63, -72.96], radiusKm: 35 }, themes: ['food'], interestWords: ['cabane à sucre', 'cabanes à sucre', 'sucrerie', 'érablière', 'sugar shack', 'sugar shacks', 'maple'] },
  { prompt: 'tiki bars from fort lauderdale up to palm beach', class: 'interest', origin: [26.12, -80.14], destination: [26.71, -80.05], themes: ['food'], interestWords: ['tiki', 'tiki bar', 'tiki bars'] },
  { prompt: 'atomic age stuff from idaho falls to arco', class: 'interest', origin: [43.49, -112.03], destination: [43.64, -113.3], themes: ['science', 'historic', 'museum'], interestWords: ['atomic', 'nuclear', 'reactor', 'atomic age'] },
  { prompt: 'mystery spots and gravity hills around st ignace', class: 'interest', area: { centre: [45.87, -84.73], radiusKm: 40 }, themes: ['oddity', 'roadside'], interestWords: ['mystery spot', 'mystery spots', 'gravity hill', 'gravity hills'] },
  { prompt: 'lethbridge to writing-on-stone for the petroglyphs', class: 'interest', origin: [49.69, -112.84], destination: [49.08, -111.62], themes: ['historic', 'nature'], interestWords: ['petroglyph', 'petroglyphs', 'pictograph', 'pictographs', 'rock art', 'rock carvings'] },
  { prompt: 'dinosaur tracks in tumbler ridge', class: 'interest', area: { centre: [55.13, -121.0], radiusKm: 30 }, themes: ['science', 'nature', 'museum'], interestWords: ['dinosaur track', 'dinosaur tracks', 'trackway', 'trackways', 'footprint', 'footprints', 'dinosaur', 'dinosaurs'] },
  { prompt: 'pinball in vegas off the strip', class: 'interest', area: { centre: LAS_VEGAS, radiusKm: 20 }, themes: ['museum'], interestWords: ['pinball', 'arcade', 'arcades'] },
  { prompt: "fire lookouts in idaho's panhandle, coeur d'alene to sandpoint", class: 'interest', origin: COEUR_D_ALENE, destination: [48.28, -116.55], themes: ['nature', 'historic'], interestWords: ['fire lookout', 'fire lookouts', 'lookout', 'lookouts', 'lookout tower'] },
  { prompt: 'old wooden grain elevators between regina and yorkton', class: 'interest', origin: REGINA, destination: [51.21, -102.46], themes: ['historic'], interestWords: ['grain elevator', 'grain elevators', 'elevator', 'elevators'] },
  { prompt: 'round barns in fulton county indiana', class: 'interest', area: { centre: [41.06, -86.22], radiusKm: 30 }, themes: ['historic'], interestWords: ['round barn', 'round barns', 'barn', 'barns'] },
  { prompt: 'shipwrecks up at whitefish point from the soo', class: 'interest', origin: [46.5, -84.35], destination: [46.77, -84.96], themes: ['museum', 'historic'], interestWords: ['shipwreck', 'shipwrecks', 'wreck', 'wrecks'] },
  { prompt: 'totem poles on vancouver island, duncan up to alert bay', class: 'interest', origin: [48.78, -123.71], destination: [50.58, -126.93], themes: ['art', 'historic'], interestWords: ['totem', 'totems', 'totem pole', 'totem poles'] },
  { prompt: 'bigfoot stuff from eureka to willow creek', class: 'interest', origin: [40.8, -124.16], destination: [40.94, -123.63], themes: ['oddity'], interestWords: ['bigfoot', 'sasquatch'] },
  { prompt: 'old grist mills from winchester to staunton', class: 'interest', origin: [39.19, -78.16], destination: [38.15, -79.07], themes: ['historic'], interestWords: ['mill', 'mills', 'grist mill', 'grist mills', 'gristmill', 'gristmills', 'waterwheel', 'water wheel'] },
  { prompt: 'ghost signs and old painted ads in buffalo', class: 'interest', area: { centre: [42.89, -78.88], radiusKm: 15 }, themes: ['art', 'historic'], interestWords: ['ghost sign', 'ghost signs', 'painted ad', 'painted ads', 'painted sign', 'painted signs'] },
  { prompt: 'one-room schoolhouses in the flint hills', class: 'interest', area: { centre: [38.5, -96.5], radiusKm: 80 }, tolKm: 60, themes: ['historic'], interestWords: ['schoolhouse', 'schoolhouses', 'one-room school', 'school'] },
  { prompt: 'windmills from lubbock to amarillo', class: 'interest', origin: [33.58, -101.86], destination: AMARILLO, themes: ['historic', 'museum'], interestWords: ['windmill', 'windmills'] },
  { prompt: 'rock shops and agate beaches, newport to lincoln city', class: 'interest', origin: [44.64, -124.05], destination: [44.96, -124.01], themes: ['nature'], interestWords: ['rock shop', 'rock shops', 'agate', 'agates', 'gem', 'gems', 'rock', 'rocks'] },
  { prompt: 'used bookstores from portland me up to camden', class: 'interest', origin: PORTLAND_ME, destination: [44.21, -69.06], interestWords: ['bookstore', 'bookstores', 'bookshop', 'bookshops', 'books'] },
  { prompt: 'steam trains and railway stuff cranbrook to fort steele', class: 'interest', origin: [49.51, -115.77], destination: [49.62, -115.63], themes: ['museum', 'historic'], interestWords: ['railway', 'railroad', 'train', 'trains', 'steam', 'locomotive', 'locomotives'] },
  { prompt: 'muffler men from chicago to springfield il', class: 'interest', origin: CHICAGO, destination: [39.8, -89.65], themes: ['roadside', 'sculpture'], interestWords: ['muffler man', 'muffler men', 'giant'] },
  { prompt: 'carousels snorp and antique arcades around the jersey shore, asbury park', class: 'interest', area: { centre: [40.22, -74.01], radiusKm: 35 }, themes: ['historic'], interestWords: ['carousel', 'carousels', 'arcade', 'arcades'], ignored: ['snorp'] },

  // ══ Trip shapes ═════════════════════════════════════════════════════════════════════════════
  { prompt: 'round trip from denver, 3 days in the mountains', class: 'shape', origin: DENVER, destination: DENVER, shape: 'loop', nights: 2, themes: ['nature'] },
  { prompt: 'loop from portland oregon thru mt hood and the gorge', class: 'shape', origin: PORTLAND_OR, destination: PORTLAND_OR, via: [[45.3, -121.75], HOOD_RIVER], shape: 'loop' },
  { prompt: 'bozeman to yellowstone and back, different road home', class: 'shape', origin: BOZEMAN, destination: BOZEMAN, via: [YELLOWSTONE], tolKm: 60, shape: 'return' },
  { prompt: 'one way from toronto to halifax, 6 days', class: 'shape', origin: TORONTO, destination: HALIFAX, shape: 'oneway', nights: 5 },
  { prompt: 'calgary to drumheller, there and back by a different road', class: 'shape', origin: CALGARY, destination: CALGARY, via: [DRUMHELLER], shape: 'return' },
  { prompt: 'loop around lake tahoe', class: 'shape', area: { centre: [39.09, -120.04], radiusKm: 25 }, shape: 'loop' },
  { prompt: "big loop of utah's national parks from salt lake", class: 'shape', origin: SALT_LAKE_CITY, destination: SALT_LAKE_CITY, shape: 'loop', themes: ['nature'] },
  { prompt: 'one-way, seattle to vancouver, no ferries', class: 'shape', origin: SEATTLE, destination: VANCOUVER, shape: 'oneway' },
  { prompt: 'loop from kelowna thru the okanagan, 2 nights', class: 'shape', origin: KELOWNA, destination: KELOWNA, shape: 'loop', nights: 2 },
  { prompt: 'austin to marfa one way, flying home from el paso', class: 'shape', origin: AUSTIN, destination: EL_PASO, via: [[30.31, -104.02]], shape: 'oneway' },
  { prompt: 'pittsburgh to erie and back, lake stuff going up and amish stuff coming down', class: 'shape', origin: PITTSBURGH, destination: PITTSBURGH, via: [[42.13, -80.09]], shape: 'return' },
  { prompt: 'circle tour of lake superior starting in thunder bay', class: 'shape', origin: THUNDER_BAY, destination: THUNDER_BAY, shape: 'loop' },
  { prompt: 'round trip from albuquerque, ghost towns + petroglyphs', class: 'shape', origin: ALBUQUERQUE, destination: ALBUQUERQUE, shape: 'loop', themes: ['ghost-town', 'historic'], interestWords: ['petroglyph', 'petroglyphs'] },
  { prompt: 'a loop from charlottetown around the whole island', class: 'shape', origin: CHARLOTTETOWN, destination: CHARLOTTETOWN, area: { centre: [46.4, -63.25], radiusKm: 110 }, tolKm: 40, shape: 'loop' },
  { prompt: "st. john's to cape spear and back the slow way", class: 'shape', origin: ST_JOHNS, destination: ST_JOHNS, via: [[47.52, -52.62]], shape: 'return' },
  { prompt: 'one way new orleans to houston hugging the coast', class: 'shape', origin: NEW_ORLEANS, destination: HOUSTON, shape: 'oneway' },
  { prompt: 'regina to moose jaw and back in a day', class: 'shape', origin: REGINA, destination: REGINA, via: [[50.39, -105.53]], shape: 'return', nights: 0 },
];
