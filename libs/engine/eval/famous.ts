/**
 * Well-known odd places the catalogue holds (curated ids), each with a sentence through or around
 * its town with a fitting theme: the trip must include the place (the "famous odd places" rule,
 * docs/product/quality.md#planner-rules); test/planner-eval-rules.test.ts checks every id below exists.
 */
import type { Theme } from '../src/catalogue/index.js';
import type { EvalCase } from './types.js';

function f(placeId: string, prompt: string, origin: string, destination: string | null, themes: Theme[]): EvalCase {
  return { prompt, placeId, themes, tags: destination ? ['famous'] : ['famous', 'area'], expect: { origin, destination } };
}

const GIANTS: Theme[] = ['roadside', 'sculpture'];
const ODD: Theme[] = ['oddity', 'roadside'];
const FOLK: Theme[] = ['art', 'sculpture', 'oddity', 'roadside'];

export const FAMOUS: readonly EvalCase[] = [
  // Canada
  f('ca-ab-vegreville-pysanka', 'giant roadside art from Edmonton to Vegreville', 'Edmonton, AB', 'Vegreville, AB', GIANTS),
  f('ca-ab-vulcan-starship-enterprise', 'Star Trek and space stuff from Calgary to Lethbridge', 'Calgary, AB', 'Lethbridge, AB', ['space']),
  f('ca-ab-st-paul-ufo-landing-pad', 'UFO stuff from Edmonton to St. Paul, Alberta', 'Edmonton, AB', 'St. Paul, AB', ['space']),
  f('ca-ab-royal-tyrrell-museum', 'dinosaurs from Calgary to Drumheller', 'Calgary, AB', 'Drumheller, AB', ['science', 'museum']),
  f('ca-ab-worlds-largest-dinosaur', 'roadside giants from Calgary to Drumheller', 'Calgary, AB', 'Drumheller, AB', GIANTS),
  f('ca-ab-gopher-hole-museum', 'weird museums from Red Deer to Drumheller', 'Red Deer, AB', 'Drumheller, AB', ['museum', ...ODD]),
  f('ca-ab-glendon-giant-pyrogy', 'giant roadside food around Bonnyville', 'Bonnyville, AB', null, ['food', ...GIANTS]),
  f('ca-on-wawa-goose', 'roadside giants from Sault Ste. Marie to Wawa', 'Sault Ste. Marie, ON', 'Wawa, ON', GIANTS),
  f('ca-on-big-nickel', 'roadside giants from Sault Ste. Marie to Sudbury', 'Sault Ste. Marie, ON', 'Greater Sudbury, ON', GIANTS),
  f('ca-on-husky-the-muskie', 'roadside giants from Dryden to Kenora', 'Dryden, ON', 'Kenora, ON', GIANTS),
  f('ca-on-diefenbunker', 'cold war oddities around Ottawa', 'Ottawa, ON', null, ['historic', 'science', 'oddity']),
  f('ca-sk-tunnels-of-moose-jaw', 'haunted places from Regina to Moose Jaw', 'Regina, SK', 'Moose Jaw, SK', ['haunted']),
  f('ca-sk-mac-the-moose', 'roadside giants from Swift Current to Moose Jaw', 'Swift Current, SK', 'Moose Jaw, SK', GIANTS),
  f('ca-mb-gimli-viking-statue', 'roadside giants from Winnipeg to Gimli', 'Winnipeg, MB', 'Gimli, MB', GIANTS),
  f('ca-yt-sign-post-forest', 'roadside oddities from Whitehorse to Watson Lake', 'Whitehorse, YT', 'Watson Lake, YT', ODD),
  f('ca-yt-sourtoe-cocktail', 'weird food from Whitehorse to Dawson City', 'Whitehorse, YT', 'Dawson City, YT', ['food', ...ODD]),
  f('ca-qc-haskell-free-library', 'historic oddities from Sherbrooke to Stanstead', 'Sherbrooke, QC', 'Stanstead, QC', ['historic', 'oddity']),
  f('ca-qc-val-jalbert', 'ghost towns from Saguenay to Roberval', 'Saguenay, QC', 'Roberval, QC', ['ghost-town']),
  f('ca-bc-spotted-lake', 'weird nature from Penticton to Osoyoos', 'Penticton, BC', 'Osoyoos, BC', ['nature', 'oddity']),
  f('ca-bc-old-country-market-goats-on-the-roof', 'quirky food from Nanaimo to Tofino', 'Nanaimo, BC', 'Tofino, BC', ['food', ...ODD]),
  f('ca-pe-bottle-houses', 'folk art around Summerside', 'Summerside, PE', null, FOLK),
  f('ca-nb-giant-lobster-shediac', 'roadside giants from Moncton to Shediac', 'Moncton, NB', 'Shediac, NB', GIANTS),
  f('ca-nb-magnetic-hill', 'roadside oddities around Moncton', 'Moncton, NB', null, ODD),
  f('ca-ns-big-fiddle', 'music from Port Hawkesbury to Sydney', 'Port Hawkesbury, NS', 'Sydney, NS', ['music']),
  f('ca-nt-giant-mine', 'abandoned mines around Yellowknife', 'Yellowknife, NT', null, ['abandoned']),
  // United States
  f('us-tx-cadillac-ranch', 'weird art along Route 66 from Oklahoma City to Amarillo', 'Oklahoma City, OK', 'Amarillo, TX', FOLK),
  f('us-ne-carhenge', 'roadside art from Scottsbluff to Alliance', 'Scottsbluff, NE', 'Alliance, NE', FOLK),
  f('us-sd-corn-palace', 'roadside oddities from Sioux Falls to Mitchell', 'Sioux Falls, SD', 'Mitchell, SD', ODD),
  f('us-sd-wall-drug', 'weird roadside stuff from Rapid City to Wall, South Dakota', 'Rapid City, SD', 'Wall, SD', ODD),
  f('us-ca-salvation-mountain', 'outsider art from Palm Springs to Niland', 'Palm Springs, CA', 'Niland, CA', FOLK),
  f('us-ca-bodie', 'ghost towns from Mammoth Lakes to Bridgeport', 'Mammoth Lakes, CA', 'Bridgeport, CA', ['ghost-town']),
  f('us-nv-rhyolite', 'ghost towns from Las Vegas to Beatty', 'Las Vegas, NV', 'Beatty, NV', ['ghost-town']),
  f('us-nv-goldwell-open-air-museum', 'weird art from Las Vegas to Tonopah', 'Las Vegas, NV', 'Tonopah, NV', FOLK),
  f('us-nm-meow-wolf-house-of-eternal-return', 'weird art from Albuquerque to Santa Fe', 'Albuquerque, NM', 'Santa Fe, NM', FOLK),
  f('us-wi-house-on-the-rock', 'oddities from Madison to Spring Green', 'Madison, WI', 'Spring Green, WI', ['museum', ...ODD]),
  f('us-wi-forevertron', 'junk sculpture from Madison to Baraboo', 'Madison, WI', 'Baraboo, WI', FOLK),
  f('us-ca-mystery-spot', 'quirky roadside stuff from San Jose to Santa Cruz', 'San Jose, CA', 'Santa Cruz, CA', ODD),
  f('us-ca-winchester-mystery-house', 'haunted places from San Francisco to San Jose', 'San Francisco, CA', 'San Jose, CA', ['haunted']),
  f('us-nd-enchanted-highway', 'giant sculptures from Bismarck to Dickinson', 'Bismarck, ND', 'Dickinson, ND', GIANTS),
  f('us-fl-coral-castle', 'weird stuff from Miami to Key West', 'Miami, FL', 'Key West, FL', [...ODD, 'art', 'sculpture']),
  f('us-va-foamhenge', 'quirky sculptures from Washington DC to Manassas', 'Washington, DC', 'Manassas, VA', FOLK),
  f('us-nj-lucy-the-elephant', 'roadside oddities from Philadelphia to Atlantic City', 'Philadelphia, PA', 'Atlantic City, NJ', ODD),
  f('us-ok-blue-whale-of-catoosa', 'roadside giants along Route 66 from Tulsa to Joplin', 'Tulsa, OK', 'Joplin, MO', GIANTS),
  f('us-co-ufo-watchtower', 'UFO and alien stuff around Alamosa', 'Alamosa, CO', null, ['space']),
  f('us-co-bishop-castle', 'weird art from Pueblo to Colorado City', 'Pueblo, CO', 'Colorado City, CO', FOLK),
  f('us-mn-paul-bunyan-and-babe-bemidji', 'roadside giants around Bemidji', 'Bemidji, MN', null, GIANTS),
  f('us-ks-garden-of-eden-lucas', 'folk art from Salina to Lucas, Kansas', 'Salina, KS', 'Lucas, KS', FOLK),
  f('us-ga-paradise-garden', 'folk art from Chattanooga to Rome, Georgia', 'Chattanooga, TN', 'Rome, GA', FOLK),
  f('us-ut-hole-n-the-rock', 'roadside oddities from Moab to Monticello', 'Moab, UT', 'Monticello, UT', ODD),
  f('us-pa-mutter-museum', 'weird museums walking tour of Philadelphia', 'Philadelphia, PA', null, ['museum', ...ODD]),
  f('us-tx-cathedral-of-junk', 'folk art around Austin', 'Austin, TX', null, FOLK),
  f('us-wv-mothman-statue-and-museum', 'weird stuff from Charleston, WV to Point Pleasant', 'Charleston, WV', 'Point Pleasant, WV', ODD),
  f('us-pa-centralia', 'abandoned places from Scranton to Harrisburg', 'Scranton, PA', 'Harrisburg, PA', ['abandoned']),
  f('us-ok-picher', 'abandoned places from Joplin to Miami, Oklahoma', 'Joplin, MO', 'Miami, OK', ['abandoned']),
  f('us-mn-spam-museum', 'weird food museums from Rochester, MN to Austin, MN', 'Rochester, MN', 'Austin, MN', ['food', 'museum', 'oddity']),
  f('us-ca-cabazon-dinosaurs', 'roadside dinosaurs from Los Angeles to Palm Springs', 'Los Angeles, CA', 'Palm Springs, CA', GIANTS),
];
