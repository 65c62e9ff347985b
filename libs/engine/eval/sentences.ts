/**
 * Trip sentences a traveller might type, across the US and Canada, with what a local would read
 * from them (docs/product/quality.md#planner-evaluation): the evaluation's main list. Expected names are the gazetteer's
 * ("Montréal, QC", "Greater Sudbury, ON", "Saint Paul, MN"); the comparison folds accents and
 * St./Saint, Mt./Mount, Ft./Fort.
 */
import type { Theme } from '../src/catalogue/index.js';
import type { CaseTag, EvalCase, Expect } from './types.js';

/** `mode` is what the form sends; `expectMode` the mode the trip must end in (the sentence may insist). */
type Opts = Omit<EvalCase, 'prompt' | 'expect'> & Partial<Pick<Expect, 'country' | 'crossBorder' | 'error' | 'around' | 'road'>> & { expectMode?: Expect['mode'] };

function c(prompt: string, origin: string, destination: string | null, opts: Opts = {}): EvalCase {
  const { country, crossBorder, error, expectMode, around, road, ...rest } = opts;
  const expect: Expect = { origin, destination };
  if (around) expect.around = around;
  if (road) expect.road = road;
  if (country) expect.country = country;
  if (crossBorder) expect.crossBorder = true;
  if (error) expect.error = error;
  if (expectMode) expect.mode = expectMode;
  return { prompt, ...rest, expect };
}

const T = (...themes: Theme[]) => themes;
const tag = (...tags: CaseTag[]) => tags;
const AREA = tag('area');
const WALK = tag('area', 'walking');
const ODD = T('oddity', 'roadside');
const GIANTS = T('roadside', 'sculpture');
const DINOS = T('science', 'museum', 'roadside', 'sculpture', 'nature');

export const SENTENCES: readonly EvalCase[] = [
  // ── United States: A→B drives ────────────────────────────────────────────────────────────
  c('ghost towns from Las Vegas to Reno', 'Las Vegas, NV', 'Reno, NV', { themes: T('ghost-town') }),
  c('weird roadside stuff along Route 66 from Chicago to Tulsa', 'Chicago, IL', 'Tulsa, OK', { themes: ODD }),
  c('a music road trip from Memphis to Nashville', 'Memphis, TN', 'Nashville, TN', { themes: T('music') }),
  c('alien and UFO stuff from Albuquerque to Roswell', 'Albuquerque, NM', 'Roswell, NM', { themes: T('space') }),
  c('abandoned places from Detroit to Cleveland', 'Detroit, MI', 'Cleveland, OH', { themes: T('abandoned') }),
  c('haunted places from Boston to Portland, Maine', 'Boston, MA', 'Portland, ME', { themes: T('haunted') }),
  c('hot springs and waterfalls from Boise to Missoula in 2 days', 'Boise, ID', 'Missoula, MT', { themes: T('nature') }),
  c('folk art and sculpture from Atlanta to Birmingham', 'Atlanta, GA', 'Birmingham, AL', { themes: T('art', 'sculpture') }),
  c('museums from Washington DC to Baltimore', 'Washington, DC', 'Baltimore, MD', { themes: T('museum') }),
  c('a week of national parks from Denver to Yellowstone', 'Denver, CO', 'Yellowstone, WY', { themes: T('nature') }),
  c('roadside giants from Minneapolis to Duluth', 'Minneapolis, MN', 'Duluth, MN', { themes: GIANTS }),
  c('bbq and diners from Kansas City to St. Louis', 'Kansas City, MO', 'St. Louis, MO', { themes: T('food') }),
  c('weird stuff from Phoenix to Tucson', 'Phoenix, AZ', 'Tucson, AZ', { themes: ODD }),
  c('haunted and historic places from Savannah to Charleston', 'Savannah, GA', 'Charleston, SC', { themes: T('haunted', 'historic') }),
  c('delta blues from Memphis to Clarksdale', 'Memphis, TN', 'Clarksdale, MS', { themes: T('music') }),
  c('space and science from Houston to Austin', 'Houston, TX', 'Austin, TX', { themes: T('space', 'science') }),
  c('weird art from Los Angeles to Palm Springs', 'Los Angeles, CA', 'Palm Springs, CA', { themes: T('art', 'oddity', 'roadside') }),
  c('ghost towns and mining camps from Denver to Durango in 3 days', 'Denver, CO', 'Durango, CO', { themes: T('ghost-town') }),
  c('oddities from Seattle to Spokane', 'Seattle, WA', 'Spokane, WA', { themes: ODD }),
  c('a day trip from San Francisco to Santa Cruz', 'San Francisco, CA', 'Santa Cruz, CA'),
  c('Dallas to Houston', 'Dallas, TX', 'Houston, TX'),
  c('Civil War history from Washington DC to Richmond', 'Washington, DC', 'Richmond, VA', { themes: T('historic') }),
  c('live music from Austin to San Antonio', 'Austin, TX', 'San Antonio, TX', { themes: T('music') }),
  c('haunted places from New Orleans to Baton Rouge', 'New Orleans, LA', 'Baton Rouge, LA', { themes: T('haunted') }),
  c('waterfalls from Portland, Oregon to Hood River', 'Portland, OR', 'Hood River, OR', { themes: T('nature') }),
  c('weird roadside attractions from Orlando to Miami', 'Orlando, FL', 'Miami, FL', { themes: ODD }),
  c('dinosaurs from Salt Lake City to Vernal', 'Salt Lake City, UT', 'Vernal, UT', { themes: DINOS }),
  c('a week of music from Chicago to New Orleans', 'Chicago, IL', 'New Orleans, LA', { themes: T('music') }),
  c('a weekend of food from Nashville to Louisville', 'Nashville, TN', 'Louisville, KY', { themes: T('food') }),
  c('nature from Anchorage to Seward', 'Anchorage, AK', 'Seward, AK', { themes: T('nature') }),
  c('Las Vegas to the Grand Canyon', 'Las Vegas, NV', 'Grand Canyon, AZ'),
  c('art galleries from Santa Fe to Taos', 'Santa Fe, NM', 'Taos, NM', { themes: T('art') }),
  c('roadside oddities from Billings to Rapid City', 'Billings, MT', 'Rapid City, SD', { themes: ODD }),
  c('Route 66 diners from Oklahoma City to Amarillo', 'Oklahoma City, OK', 'Amarillo, TX', { themes: T('food') }),
  c('3 days of history from Pittsburgh to Philadelphia', 'Pittsburgh, PA', 'Philadelphia, PA', { themes: T('historic') }),
  c('haunted places from New York City to Boston', 'New York City, NY', 'Boston, MA', { themes: T('haunted') }),
  c('mountain music from Raleigh to Asheville', 'Raleigh, NC', 'Asheville, NC', { themes: T('music') }),
  c('ghost tours from Jacksonville to St. Augustine', 'Jacksonville, FL', 'Saint Augustine, FL', { themes: T('haunted') }),
  c('hot springs from Little Rock to Hot Springs', 'Little Rock, AR', 'Hot Springs, AR', { themes: T('nature') }),
  c('Omaha to Lincoln', 'Omaha, NE', 'Lincoln, NE'),
  c('ghost towns from Cheyenne to Cody in 2 days', 'Cheyenne, WY', 'Cody, WY', { themes: T('ghost-town') }),
  c('weird museums from Milwaukee to Madison', 'Milwaukee, WI', 'Madison, WI', { themes: T('museum', 'oddity', 'roadside') }),
  c('lighthouses and history from Portland, Maine to Bangor', 'Portland, ME', 'Bangor, ME', { themes: T('historic') }),
  c('rocket and space stuff from Orlando to Titusville', 'Orlando, FL', 'Titusville, FL', { themes: T('space') }),
  c('abandoned places from Pittsburgh to Cleveland', 'Pittsburgh, PA', 'Cleveland, OH', { themes: T('abandoned') }),
  c('Indianapolis to Chicago', 'Indianapolis, IN', 'Chicago, IL'),
  c('a week from Seattle to San Francisco along the coast', 'Seattle, WA', 'San Francisco, CA'),
  c('murals by bike from Minneapolis to St. Paul', 'Minneapolis, MN', 'Saint Paul, MN', { themes: T('art'), expectMode: 'bicycling' }),
  c('a bike ride from Boulder to Denver', 'Boulder, CO', 'Denver, CO', { expectMode: 'bicycling' }),
  c('museums from New York City to Philadelphia', 'New York City, NY', 'Philadelphia, PA', { themes: T('museum'), mode: 'transit' }),
  c('art from Boston to Providence', 'Boston, MA', 'Providence, RI', { themes: T('art'), mode: 'transit' }),
  // ── United States: areas and loops ───────────────────────────────────────────────────────
  c('haunted places around Savannah this weekend', 'Savannah, GA', null, { themes: T('haunted'), tags: AREA }),
  c('3 days of ghost towns in Nevada', 'Nevada, NV', null, { themes: T('ghost-town'), tags: AREA }),
  c('a week of weird stuff in Texas', 'Texas, TX', null, { themes: ODD, tags: AREA }),
  c('abandoned places around Detroit', 'Detroit, MI', null, { themes: T('abandoned'), tags: AREA }),
  c('a day of oddities around Seattle', 'Seattle, WA', null, { themes: ODD, tags: AREA }),
  c('music in Nashville this weekend', 'Nashville, TN', null, { themes: T('music'), tags: AREA }),
  c('hot springs around Boise', 'Boise, ID', null, { themes: T('nature'), tags: AREA }),
  c('waterfalls around Asheville', 'Asheville, NC', null, { themes: T('nature'), tags: AREA }),
  c('art around Santa Fe', 'Santa Fe, NM', null, { themes: T('art'), tags: AREA }),
  c('ghost towns around Tonopah', 'Tonopah, NV', null, { themes: T('ghost-town'), tags: AREA }),
  c('weird stuff around Austin this weekend', 'Austin, TX', null, { themes: ODD, tags: AREA }),
  c('space stuff around Houston', 'Houston, TX', null, { themes: T('space'), tags: AREA }),
  c('historic places in Vermont', 'Vermont, VT', null, { themes: T('historic'), tags: AREA }),
  c('barbecue around Kansas City', 'Kansas City, MO', null, { themes: T('food'), tags: AREA }),
  c('Las Vegas this weekend', 'Las Vegas, NV', null, { tags: AREA }),
  // ── United States: walking tours in dense cities ─────────────────────────────────────────
  c('walking tour of weird museums in Chicago', 'Chicago, IL', null, { themes: T('museum', 'oddity', 'roadside'), tags: WALK, expectMode: 'walking' }),
  c('haunted New Orleans walking tour', 'New Orleans, LA', null, { themes: T('haunted'), tags: WALK, expectMode: 'walking' }),
  c('a haunted walking tour of Savannah', 'Savannah, GA', null, { themes: T('haunted'), tags: WALK, expectMode: 'walking' }),
  c('historic walking tour of Boston', 'Boston, MA', null, { themes: T('historic'), tags: WALK, expectMode: 'walking' }),
  c('walking tour of oddities in San Francisco', 'San Francisco, CA', null, { themes: ODD, tags: WALK, expectMode: 'walking' }),
  c('murals and street art on foot in Philadelphia', 'Philadelphia, PA', null, { themes: T('art'), tags: WALK, expectMode: 'walking' }),
  c('museums walking tour of Washington DC', 'Washington, DC', null, { themes: T('museum'), tags: WALK, expectMode: 'walking' }),
  c('quirky walking tour of Seattle', 'Seattle, WA', null, { themes: ODD, tags: WALK, expectMode: 'walking' }),
  // ── United States: misspelled and ambiguous ──────────────────────────────────────────────
  c('Albuquerqe to Santa Fe', 'Albuquerque, NM', 'Santa Fe, NM', { tags: tag('misspelled') }),
  c('history from Pittsburg to Philadelphia', 'Pittsburgh, PA', 'Philadelphia, PA', { themes: T('historic'), tags: tag('misspelled', 'ambiguous') }),
  c('Richmond to Williamsburg', 'Richmond, VA', 'Williamsburg, VA', { tags: tag('ambiguous') }),
  c('Portland, ME to Bar Harbor', 'Portland, ME', 'Bar Harbor, ME', { tags: tag('ambiguous') }),
  c('Ft. Worth to Amarillo', 'Fort Worth, TX', 'Amarillo, TX', { tags: tag('misspelled') }),
  c('Mt. Shasta to Redding', 'Mount Shasta, CA', 'Redding, CA', { tags: tag('misspelled') }),
  c('Lincoln sites from Springfield to Chicago', 'Springfield, IL', 'Chicago, IL', { themes: T('historic'), tags: tag('ambiguous') }),
  c('Columbus to Springfield', 'Columbus, OH', 'Springfield, OH', { tags: tag('ambiguous') }),
  c('weird stuff around Springfield', 'Springfield, MO', null, { tags: tag('ambiguous', 'area') }),
  c('alien stuff around Roswell', 'Roswell, NM', null, { themes: T('space'), tags: tag('ambiguous', 'area') }),
  c('Cincinatti to Louisville', 'Cincinnati, OH', 'Louisville, KY', { tags: tag('misspelled') }),
  c('weird stuff from Tuscon to Phoenix', 'Tucson, AZ', 'Phoenix, AZ', { themes: ODD, tags: tag('misspelled') }),
  c('Missoula to Kalispel', 'Missoula, MT', 'Kalispell, MT', { tags: tag('misspelled') }),
  c('Moscow to Pullman', 'Moscow, ID', 'Pullman, WA', { tags: tag('ambiguous') }),
  c('historic stuff from Boston to Plymouth', 'Boston, MA', 'Plymouth, MA', { themes: T('historic'), tags: tag('ambiguous') }),
  c('music from Athens to Macon', 'Athens, GA', 'Macon, GA', { themes: T('music'), tags: tag('ambiguous') }),

  // ── Canada: A→B drives ───────────────────────────────────────────────────────────────────
  c('dinosaurs and badlands from Calgary to Drumheller', 'Calgary, AB', 'Drumheller, AB', { themes: DINOS }),
  c('nature from Edmonton to Jasper', 'Edmonton, AB', 'Jasper, AB', { themes: T('nature') }),
  c('waterfalls and glaciers from Banff to Jasper on the Icefields Parkway', 'Banff, AB', 'Jasper, AB', { themes: T('nature') }),
  c('Edmonton to Calgary', 'Edmonton, AB', 'Calgary, AB'),
  c('hiking from Vancouver to Whistler', 'Vancouver, BC', 'Whistler, BC', { themes: T('nature') }),
  c('nature from Victoria to Tofino', 'Victoria, BC', 'Tofino, BC', { themes: T('nature') }),
  c('ghost towns from Vancouver to Revelstoke in 2 days', 'Vancouver, BC', 'Revelstoke, BC', { themes: T('ghost-town') }),
  c('hot springs from Nelson to Nakusp', 'Nelson, BC', 'Nakusp, BC', { themes: T('nature') }),
  c('Kamloops to Kelowna', 'Kamloops, BC', 'Kelowna, BC'),
  c('roadside giants from Winnipeg to Brandon', 'Winnipeg, MB', 'Brandon, MB', { themes: GIANTS }),
  c('history from Winnipeg to Selkirk', 'Winnipeg, MB', 'Selkirk, MB', { themes: T('historic') }),
  c('museums from Saskatoon to Regina', 'Saskatoon, SK', 'Regina, SK', { themes: T('museum') }),
  c('weird stuff from Regina to Swift Current', 'Regina, SK', 'Swift Current, SK', { themes: ODD }),
  c('Prince Albert to Saskatoon', 'Prince Albert, SK', 'Saskatoon, SK'),
  c('nature from Moncton to Saint John', 'Moncton, NB', 'Saint John, NB', { themes: T('nature') }),
  c('roadside giants from Fredericton to Moncton', 'Fredericton, NB', 'Moncton, NB', { themes: GIANTS }),
  c('history from Halifax to Lunenburg', 'Halifax, NS', 'Lunenburg, NS', { themes: T('historic') }),
  c('haunted places from Halifax to Truro', 'Halifax, NS', 'Truro, NS', { themes: T('haunted') }),
  c('Summerside to Charlottetown', 'Summerside, PE', 'Charlottetown, PE'),
  c('history from St. John\'s to Bonavista', "St. John's, NL", 'Bonavista, NL', { themes: T('historic') }),
  c('nature from Deer Lake to St. Anthony in 2 days', 'Deer Lake, NL', 'St. Anthony, NL', { themes: T('nature') }),
  c('roadside giants from Thunder Bay to Kenora', 'Thunder Bay, ON', 'Kenora, ON', { themes: GIANTS }),
  c('Hamilton to Toronto', 'Hamilton, ON', 'Toronto, ON', { tags: tag('ambiguous') }),
  c('weird stuff from London to Windsor', 'London, ON', 'Windsor, ON', { themes: ODD, tags: tag('ambiguous') }),
  c('a week of nature from Toronto to Thunder Bay', 'Toronto, ON', 'Thunder Bay, ON', { themes: T('nature') }),
  c('historic places from Montreal to Quebec City', 'Montréal, QC', 'Québec, QC', { themes: T('historic') }),
  c('nature from Rimouski to Gaspé in 2 days', 'Rimouski, QC', 'Gaspé, QC', { themes: T('nature') }),
  c('Ottawa to Montreal', 'Ottawa, ON', 'Montréal, QC'),
  c('gold rush ghost towns from Whitehorse to Dawson City', 'Whitehorse, YT', 'Dawson City, YT', { themes: T('ghost-town') }),
  c('Whitehorse to Haines Junction', 'Whitehorse, YT', 'Haines Junction, YT'),
  c('abandoned mines from Yellowknife to Fort Providence', 'Yellowknife, NT', 'Fort Providence, NT', { themes: T('abandoned') }),
  // ── Canada: areas and loops ──────────────────────────────────────────────────────────────
  c('weird stuff around Calgary this weekend', 'Calgary, AB', null, { themes: ODD, tags: AREA }),
  c('3 days of roadside giants in Alberta', 'Alberta, AB', null, { themes: GIANTS, tags: AREA }),
  c('museums around Winnipeg', 'Winnipeg, MB', null, { themes: T('museum'), tags: AREA }),
  c('haunted St. John\'s', "St. John's, NL", null, { themes: T('haunted'), tags: tag('area', 'ambiguous') }),
  c('hot springs around Whitehorse', 'Whitehorse, YT', null, { themes: T('nature'), tags: AREA }),
  c('Yellowknife this weekend', 'Yellowknife, NT', null, { tags: AREA }),
  c('around Iqaluit', 'Iqaluit, NU', null, { tags: AREA }),
  c('beaches and lighthouses around Charlottetown', 'Charlottetown, PE', null, { themes: T('nature', 'historic'), tags: AREA }),
  c('haunted places around Halifax', 'Halifax, NS', null, { themes: T('haunted'), tags: AREA }),
  c('a week of oddities in Ontario', 'Ontario, ON', null, { themes: ODD, tags: AREA }),
  c('waterfalls around Hamilton, Ontario', 'Hamilton, ON', null, { themes: T('nature'), tags: AREA }),
  c('quirky stuff in Vancouver by bike', 'Vancouver, BC', null, { themes: ODD, tags: AREA, expectMode: 'bicycling' }),
  c('weird stuff in Toronto by subway', 'Toronto, ON', null, { themes: ODD, tags: AREA, expectMode: 'transit' }),
  c('ghost towns in British Columbia', 'British Columbia, BC', null, { themes: T('ghost-town'), tags: AREA }),
  // ── Canada: walking tours ────────────────────────────────────────────────────────────────
  c('walking tour of oddities in Toronto', 'Toronto, ON', null, { themes: ODD, tags: WALK, expectMode: 'walking' }),
  c('historic walking tour of Quebec City', 'Québec, QC', null, { themes: T('historic'), tags: WALK, expectMode: 'walking' }),
  c('a walking tour of Montreal', 'Montréal, QC', null, { tags: WALK, expectMode: 'walking' }),
  c('walking tour of quirky Vancouver', 'Vancouver, BC', null, { themes: ODD, tags: WALK, expectMode: 'walking' }),
  // ── Canada: misspelled and ambiguous ─────────────────────────────────────────────────────
  c('Sakatoon to Regina', 'Saskatoon, SK', 'Regina, SK', { tags: tag('misspelled') }),
  c('Sudbury to Sault Ste. Marie', 'Greater Sudbury, ON', 'Sault Ste. Marie, ON', { tags: tag('ambiguous') }),
  c('Kingston to Ottawa', 'Kingston, ON', 'Ottawa, ON', { tags: tag('ambiguous') }),
  c('Montreal to Trois-Rivieres', 'Montréal, QC', 'Trois-Rivières, QC', { tags: tag('misspelled') }),
  c('Montréal to Québec', 'Montréal, QC', 'Québec, QC', { tags: tag('ambiguous') }),
  c('waterfalls from Toronto to Niagra Falls', 'Toronto, ON', 'Niagara Falls, ON', { themes: T('nature'), tags: tag('misspelled') }),
  c('Edmonton to Jaspar', 'Edmonton, AB', 'Jasper, AB', { tags: tag('misspelled') }),
  c('Saint John to Moncton', 'Saint John, NB', 'Moncton, NB', { tags: tag('ambiguous') }),
  c('Halifax to Sydney', 'Halifax, NS', 'Sydney, NS', { tags: tag('ambiguous') }),
  c('Victoria to Nanaimo', 'Victoria, BC', 'Nanaimo, BC', { tags: tag('ambiguous') }),
  c('Sault Ste Marie to Wawa', 'Sault Ste. Marie, ON', 'Wawa, ON', { tags: tag('misspelled') }),
  c('Chatham-Kent to Windsor', 'Chatham-Kent, ON', 'Windsor, ON', { tags: tag('misspelled') }),
  c('Regina to Moose Jaw', 'Regina, SK', 'Moose Jaw, SK'),
  // ── a place to see, from somewhere else; two places to see; a named road from one end ────────
  c('drive the Olympic Peninsula loop from Seattle, rainforests and weird stuff', 'Seattle, WA', null, { around: 'Olympic Peninsula', tags: AREA }),
  c('a loop around the Gaspé from Quebec City, lighthouses and seafood', 'Québec, QC', null, { around: 'Gaspé', tags: AREA }),
  c('weird stuff in the Black Hills from Denver, 4 days', 'Denver, CO', null, { themes: ODD, around: 'Black Hills', tags: AREA }),
  c('Hill Country dance halls and oddities from San Antonio', 'San Antonio, TX', null, { around: 'Texas Hill Country', tags: AREA }),
  c('ghost towns of Nevada from Sacramento, 3 days', 'Sacramento, CA', null, { themes: T('ghost-town'), around: 'Nevada', tags: AREA }),
  c('Cape Breton loop from Halifax, 3 days', 'Halifax, NS', null, { around: 'Cape Breton Island', tags: AREA }),
  c('the Finger Lakes from Buffalo, waterfalls and wineries', 'Buffalo, NY', null, { around: 'Finger Lakes', tags: AREA }),
  c('Door County from Milwaukee, lighthouses', 'Milwaukee, WI', null, { around: 'Door County', tags: AREA }),
  c('the Okanagan from Vancouver, 3 days, wineries and oddities', 'Vancouver, BC', null, { around: 'Okanagan', tags: AREA }),
  c('Muskoka from Toronto for a weekend', 'Toronto, ON', null, { around: 'Muskoka', tags: AREA }),
  c('Big Bend from El Paso, 3 days', 'El Paso, TX', null, { around: 'Big Bend', tags: AREA }),
  c('the Upper Peninsula from Chicago, 4 days, shipwrecks and lighthouses', 'Chicago, IL', null, { around: 'Upper Peninsula', tags: AREA }),
  c('the Berkshires from Boston, fall weekend', 'Boston, MA', null, { around: 'Berkshires', tags: AREA }),
  c('Adirondacks loop from Albany, 2 days', 'Albany, NY', null, { around: 'Adirondacks', tags: AREA }),
  c('around Tucson and Phoenix, odd museums', 'Tucson, AZ', 'Phoenix, AZ', { themes: T('museum') }),
  c('haunted places in Savannah and Charleston', 'Savannah, GA', 'Charleston, SC', { themes: T('haunted') }),
  c('roadside giants around Fargo and Bismarck', 'Fargo, ND', 'Bismarck, ND', { themes: GIANTS }),
  c('weird stuff around Calgary and Banff', 'Calgary, AB', 'Banff, AB', { themes: ODD }),
  c('quirky museums in Montreal and Ottawa', 'Montréal, QC', 'Ottawa, ON', { themes: T('museum') }),
  c('Kancamagus Highway fall foliage from Conway', 'Conway, NH', 'Lincoln, NH', { road: 'Kancamagus' }),
  c('Going-to-the-Sun Road from Kalispell', 'Kalispell, MT', 'Babb, MT', { road: 'Going-to-the-Sun' }),
  c('the Beartooth Highway from Billings', 'Billings, MT', 'Cooke City, MT', { road: 'Beartooth' }),
  c('the Icefields Parkway from Jasper, glaciers', 'Jasper, AB', 'Lake Louise, AB', { road: 'Icefields' }),
  // ── across the border ────────────────────────────────────────────────────────────────────
  c('weird stuff from Vancouver to Seattle', 'Vancouver, BC', 'Seattle, WA', { themes: ODD, crossBorder: true, tags: tag('border') }),
  c('Windsor to Detroit', 'Windsor, ON', 'Detroit, MI', { crossBorder: true, tags: tag('border') }),
  c('music from Buffalo to Toronto', 'Buffalo, NY', 'Toronto, ON', { themes: T('music'), crossBorder: true, tags: tag('border') }),
];
