import type { TravelTheme } from '@roadgremlin/contracts';

/**
 * One line of the mapping table: words found in a provider's data → the planner's catalogue themes,
 * with weights, and the phrase the readable insight uses.
 */
export interface Rule {
  /** What the insight calls it: "Your Spotify leans {label}". */
  label: string;
  /** Lower-case fragments; a genre / subreddit / caption matches when it contains one. */
  match: string[];
  themes: Partial<Record<TravelTheme, number>>;
  /** Completes the sentence after the dash. */
  phrase: string;
}

/** Spotify artist genres (`GET /v1/me/top/artists` → items[].genres). More specific lines first. */
export const GENRE_RULES: Rule[] = [
  { label: 'outlaw country', match: ['outlaw country', 'red dirt', 'texas country'], themes: { music: 1, 'ghost-town': 0.7, roadside: 0.4 }, phrase: 'expect honky-tonks and a ghost town or two' },
  { label: 'the blues', match: ['blues', 'delta', 'juke joint'], themes: { music: 1, historic: 0.6 }, phrase: 'we will steer you down the old juke-joint highways' },
  { label: 'soul and gospel', match: ['soul', 'motown', 'gospel', 'funk', 'stax'], themes: { music: 1, historic: 0.5, museum: 0.3 }, phrase: 'music landmarks on the way — the studios and halls where it was made' },
  { label: 'americana and folk', match: ['americana', 'bluegrass', 'folk', 'country', 'honky tonk', 'western swing', 'cowboy'], themes: { music: 1, roadside: 0.6, historic: 0.3 }, phrase: 'roadside Americana and small-town music halls it is' },
  { label: 'jazz', match: ['jazz', 'swing', 'bebop'], themes: { music: 1, historic: 0.5, food: 0.3 }, phrase: 'late-night clubs and old neighbourhoods with good food' },
  { label: 'rockabilly and oldies', match: ['rockabilly', 'doo-wop', 'oldies', 'surf', 'rock-and-roll', 'rock and roll', 'classic rock'], themes: { roadside: 1, music: 0.7, food: 0.3 }, phrase: 'retro diners, neon signs and jukebox stops' },
  { label: 'heavy and dark sounds', match: ['metal', 'doom', 'goth', 'darkwave', 'horrorcore', 'dark ambient', 'witch house', 'deathrock'], themes: { haunted: 1, music: 0.5, oddity: 0.4 }, phrase: 'the spookier side of the map is calling' },
  { label: 'far-out, spacey sounds', match: ['psychedelic', 'space rock', 'synthwave', 'shoegaze', 'ambient', 'krautrock', 'stoner', 'desert rock'], themes: { space: 1, art: 0.5, music: 0.4 }, phrase: 'dark skies, desert art and the far-out' },
  { label: 'punk and indie', match: ['punk', 'grunge', 'indie', 'lo-fi', 'garage', 'emo', 'alternative'], themes: { art: 0.8, oddity: 0.6, music: 0.5 }, phrase: 'DIY art spaces and gloriously weird corners' },
  { label: 'electronic music', match: ['electronic', 'techno', 'house', 'edm', 'electro', 'idm', 'trance'], themes: { art: 0.7, science: 0.4, music: 0.5 }, phrase: 'installations, light art and strange architecture' },
  { label: 'hip hop', match: ['hip hop', 'rap', 'trap', 'boom bap'], themes: { art: 0.8, music: 0.7, food: 0.4 }, phrase: 'murals, street art and the places the songs come from' },
  { label: 'classical and opera', match: ['classical', 'opera', 'baroque', 'orchestra', 'choral'], themes: { museum: 1, historic: 0.7, music: 0.4 }, phrase: 'grand old halls and museums worth the stop' },
  { label: 'soundtracks', match: ['soundtrack', 'video game', 'anime', 'score'], themes: { oddity: 0.7, science: 0.5, art: 0.4 }, phrase: 'movie-set oddities and nerdy detours' },
  { label: 'latin and world music', match: ['latin', 'reggae', 'cumbia', 'salsa', 'afro', 'mariachi', 'tejano', 'world'], themes: { food: 0.9, music: 0.7 }, phrase: 'follow the music to the best local food' },
  { label: 'calm, earthy sounds', match: ['new age', 'meditation', 'nature', 'acoustic', 'chill'], themes: { nature: 1 }, phrase: 'quiet trails and big views' },
];

/** Reddit subscriptions (`GET /subreddits/mine/subscriber` → display_name), compared in lower case. */
export const SUBREDDIT_RULES: Rule[] = [
  { label: 'ghost towns', match: ['ghosttown', 'ghost_town'], themes: { 'ghost-town': 1, abandoned: 0.6, historic: 0.4 }, phrase: 'ghost towns are on the menu' },
  { label: 'abandoned places', match: ['abandoned', 'urbanexploration', 'urbex', 'urbanexplorers', 'ruins', 'decay'], themes: { abandoned: 1, 'ghost-town': 0.4 }, phrase: 'we will find you abandoned places worth the detour' },
  { label: 'the paranormal', match: ['paranormal', 'ghost', 'haunted', 'thetruthishere', 'creepy', 'nosleep', 'glitch_in_the_matrix'], themes: { haunted: 1, oddity: 0.4 }, phrase: 'haunted hotels and spooky stories on the route' },
  { label: 'UFOs and space', match: ['ufo', 'aliens', 'space', 'astronomy', 'nasa', 'astrophotography', 'spacex', 'darksky'], themes: { space: 1, oddity: 0.4, science: 0.4 }, phrase: 'crash sites, observatories and dark-sky stops' },
  { label: 'cryptids', match: ['cryptid', 'bigfoot', 'sasquatch', 'mothman', 'cryptozoology'], themes: { oddity: 1, haunted: 0.4, nature: 0.4 }, phrase: 'monster museums and the woods they lurk in' },
  { label: 'the outdoors', match: ['hiking', 'camping', 'backpacking', 'earthporn', 'nationalpark', 'outdoors', 'climbing', 'waterfall', 'trails'], themes: { nature: 1 }, phrase: 'trailheads and big views' },
  { label: 'food', match: ['food', 'cooking', 'bbq', 'smoking', 'roadfood', 'diner', 'pizza', 'tacos', 'eatcheapandhealthy'], themes: { food: 1 }, phrase: 'legendary diners and roadside eats' },
  { label: 'history', match: ['history', 'askhistorians', 'oldschoolcool', 'thewaywewere', 'civilwar', 'archaeology'], themes: { historic: 1, museum: 0.5 }, phrase: 'historic stops with a story' },
  { label: 'road trips', match: ['roadtrip', 'route66', 'roadside', 'americana', 'vandwellers', 'overlanding'], themes: { roadside: 1 }, phrase: 'giant statues and roadside kitsch' },
  { label: 'art', match: ['art', 'streetart', 'graffiti', 'sculpture', 'museum', 'design'], themes: { art: 1, sculpture: 0.5, museum: 0.4 }, phrase: 'outsider art and sculpture gardens' },
  { label: 'the delightfully weird', match: ['weird', 'mildlyinteresting', 'atlasobscura', 'oddlyspecific', 'interestingasfuck', 'oddlysatisfying', 'wtf'], themes: { oddity: 1, roadside: 0.4 }, phrase: 'the strangest stops on any map' },
  { label: 'science', match: ['science', 'physics', 'geology', 'dinosaur', 'fossil', 'chemistry', 'engineering'], themes: { science: 1, museum: 0.4 }, phrase: 'dinosaur tracks, meteor craters and science museums' },
  { label: 'music', match: ['music', 'vinyl', 'country', 'blues', 'jazz', 'metal', 'hiphop', 'indieheads'], themes: { music: 1 }, phrase: 'music landmarks along the way' },
];

/** Words in Instagram captions and locations and Facebook tagged places. */
export const PLACE_RULES: Rule[] = [
  { label: 'ghost towns', match: ['ghost town', 'ghosttown', 'mining town', 'boomtown'], themes: { 'ghost-town': 1, abandoned: 0.5, historic: 0.4 }, phrase: 'more ghost towns ahead' },
  { label: 'abandoned places', match: ['abandoned', 'urbex', 'ruins', 'derelict', 'decay', 'forgotten'], themes: { abandoned: 1 }, phrase: 'we will find you abandoned places worth the detour' },
  { label: 'haunted places', match: ['haunted', 'ghosts', 'ghost tour', 'ghost hunt', 'cemetery', 'paranormal', 'spooky', 'mystery house', 'asylum'], themes: { haunted: 1 }, phrase: 'haunted stops for after dark' },
  { label: 'hiking', match: ['hike', 'hiking', 'trail', 'national park', 'state park', 'waterfall', 'canyon', 'mountain', 'lake', 'forest', 'camping', 'nature'], themes: { nature: 1 }, phrase: 'trailheads and big views' },
  { label: 'food', match: ['food', 'foodie', 'bbq', 'barbecue', 'diner', 'tacos', 'brunch', 'pie', 'burger', 'donut', 'restaurant', 'cafe'], themes: { food: 1 }, phrase: 'legendary diners and roadside eats' },
  { label: 'museums', match: ['museum', 'gallery', 'exhibit'], themes: { museum: 1, art: 0.4 }, phrase: 'small, strange museums' },
  { label: 'street art', match: ['mural', 'street art', 'streetart', 'graffiti', 'art'], themes: { art: 1 }, phrase: 'murals and outsider art' },
  { label: 'giant sculptures', match: ['sculpture', 'statue', "world's largest", 'worlds largest', 'giant'], themes: { sculpture: 1, roadside: 0.6 }, phrase: 'giant sculptures by the highway' },
  { label: 'road trips', match: ['roadtrip', 'road trip', 'route 66', 'route66', 'roadside', 'neon', 'motel', 'ranch'], themes: { roadside: 1 }, phrase: 'neon motels and roadside kitsch' },
  { label: 'live music', match: ['concert', 'festival', 'live music', 'honky', 'opry', 'jazz', 'blues', 'music hall'], themes: { music: 1 }, phrase: 'music halls along the way' },
  { label: 'stargazing', match: ['stars', 'milky way', 'milkyway', 'observatory', 'stargazing', 'nasa', 'rocket', 'space center', 'ufo'], themes: { space: 1 }, phrase: 'dark skies and rocket parks' },
  { label: 'history', match: ['history', 'historic', 'fort', 'castle', 'lighthouse', 'battlefield', 'mission', 'pioneer'], themes: { historic: 1 }, phrase: 'historic stops with a story' },
  { label: 'science', match: ['science', 'dinosaur', 'fossil', 'crater', 'volcano', 'cave', 'caverns'], themes: { science: 1, nature: 0.4 }, phrase: 'caves, craters and dinosaur tracks' },
  { label: 'oddities', match: ['weird', 'quirky', 'oddity', 'oddities', 'bizarre', 'strange', 'mystery spot'], themes: { oddity: 1 }, phrase: 'the strangest stops on any map' },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cache = new Map<string, RegExp>();
function fragmentRegex(m: string) {
  let re = cache.get(m);
  if (!re) {
    // A fragment must start a word: 'art' matches 'art walk' and 'artwork', not 'start' or 'smart'.
    re = new RegExp(`(^|[^a-z0-9])${escape(m)}`);
    cache.set(m, re);
  }
  return re;
}

/**
 * How a fragment meets the text: `word` (genres, captions, place names) wants the fragment at the
 * start of a word; `prefix` (subreddit names, which have no spaces) wants the name to start with it.
 */
export type MatchMode = 'word' | 'prefix';

function hits(rule: Rule, text: string, mode: MatchMode) {
  return rule.match.some((m) => (mode === 'prefix' ? text.startsWith(m.replace(/ /g, '')) : fragmentRegex(m).test(text)));
}

/** Every rule that matches the text (captions and places can be about several things). */
export function matchRules(rules: Rule[], text: string, mode: MatchMode = 'word'): Rule[] {
  const t = text.toLowerCase();
  return rules.filter((r) => hits(r, t, mode));
}

/** Only the first (most specific) matching rule: 'outlaw country' must not also count as plain 'country'. */
export function firstRule(rules: Rule[], text: string, mode: MatchMode = 'word'): Rule | undefined {
  const t = text.toLowerCase();
  return rules.find((r) => hits(r, t, mode));
}
