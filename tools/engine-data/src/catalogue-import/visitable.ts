/**
 * Is an imported row a place a traveller can visit, or an organisation? Open museum and heritage
 * lists mix the two: IMLS names historical societies, arts councils, library districts and "friends
 * of" groups beside the houses, forts and museums they run, often at a mailing address. A stop must
 * have a public door, so a row is kept only when its name and class say "a place":
 *
 * 1. natural features (thermal springs, falls, pillars), the National Park Service's heritage
 *    itineraries and Wikipedia's listed ghost towns are places by construction;
 * 2. a name that says "an organisation" (council, committee, foundation, league, "friends of",
 *    a library district, a ministry…) is not a stop, even with a place word in it: "Friends of the
 *    Fort Museum" is a fundraising group, not the fort; a society, an association, a library or a
 *    legal form ("Inc.", "Trust") is not a stop unless the name also says what place it is — and a
 *    place word inside the town's own name does not count ("Fort Davis Historical Society");
 * 3. a name that says "a place" (museum, house, fort, mill, depot, lighthouse, gallery, garden, zoo,
 *    village, school, church, jail…) is a stop;
 * 4. what is left depends on the source's class: IMLS's specific classes (art, science, natural
 *    history, children's museums, zoos, gardens) are what they say; its "general museum" and
 *    "historical society or preservation" classes are a stop only with a place word (a bare
 *    "Pike County Historical Society" is an office as often as a museum); Statistics Canada's
 *    museums, galleries and heritage sites are places unless rule 2 says otherwise.
 *
 * Precision over recall: a real museum the rules drop is one stop fewer, a society office offered
 * as a stop is a wasted drive. Measured against a hand-labelled random sample in
 * tools/engine-data/test/visitable.test.ts.
 */

/** Words that make a name an organisation, whatever else it says. */
const ORGANISATION =
  /\b(friends of|foundation|fndation|fdn|commission|committee|council|alliance|genealogical|genealogy|auxiliary|board|federation|league|round ?table|chapter|sons of|daughters of|descendants|re-?enact\w*|endowment|fund|guild|coalition|network|consortium|partnership|partners|ministry|minist[eè]re|dept|(?<!post )office|bureau|chamber of commerce|tourism|library district|school district|park district|public library|library system|regional library|county library|records (?:center|centre|office)|programs?|programmes?|project|productions|publishing|publications|management|enterprises?|holdings|consulting|heritage area|national heritage corridor|collective|collaborative|initiative|support group|volunteers|docents|community (?:center|centre|hall)|union hall|banquet|heritage trail|construction|systems|security|mounts|associates|master gardeners?|extension service|(?:museum|economic|community|business) development)\b/i;

/**
 * Words of a society, a legal form or an organisation's activity: an organisation unless the name
 * also says what place it runs ("Hill Museum Inc", "Dubois Museum Association", "Air Services
 * Museum", "Fire Department Museum").
 */
const LEGAL_FORM = /\b(university|college|academy|society|societies|association|associatio\w*|assn|assoc|club|institute|research|library|archives?|collections?|organi[sz]ation|services|department|conference|llc|l\.l\.c|ltd|limit[eé]e|corporation|corp|incorporated|inc|co-?op(?:erative)?|society of|association of|club of|trust)\b/i;

/** Words that make a name a place you can walk into or look at. */
const PLACE =
  /\b(?:museums?|mus[eé]e|museo|house|home|homestead|homeplace|mansion|manor|cottage|cabin|birthplace|fort|fortress|stockade|village|villages|town ?site|ghost town|mill|grist ?mill|depot|station|lighthouse|light station|phare|school ?house|schoolhouse|school|church|chapel|mission|meeting ?house|synagogue|temple|jail|gaol|prison|courthouse|gallery|galleries|galerie|garden|gardens|jardin|arboretum|conservatory|zoo|zoological|aquarium|park|parc|farm|ranch|plantation|castle|ch[aâ]teau|tavern|inn|hotel|saloon|theat(?:er|re)|opera house|barn|bridge|cemetery|monument|memorial|observatory|planetarium|ship|lightship|submarine|railroad|railway|train|trolley|streetcar|locomotive|battlefield|battleground|trail|preserve|sanctuary|refuge|nature (?:center|centre)|interpretive (?:center|centre)|heritage (?:center|centre)|history (?:center|centre)|science (?:center|centre)|discovery (?:center|centre)|art (?:center|centre)|arts (?:center|centre)|cultural (?:center|centre)|centre culturel|visitor (?:center|centre)|exhibit(?:s|ion)?|cave|caverns?|mine|quarry|dam|canal|lock|springs?|falls|geyser|crater|dunes?|pueblo|ruins?|mound|mounds|earthworks|petroglyphs?|pictographs?|historic site|lieu historique|historic district|site|square|plaza|fairgrounds|homesteads?|smokehouse|blacksmith|forge|foundry|furnace|kiln|winery|distillery|brewery|windmill|tower|gazebo|bandstand|carousel|hall(?! of fame)|landmark|(?:center|centre)(?! for\b))s?\b/i;

/**
 * Nouns that make an organisation the head of a name: its last word ("Watkins Mill Association",
 * "Buttonwood Park Zoological Society", "… Museum of American Art Friends"), or the last word before
 * "of" / "for" ("Historical Society of Ocean Grove", "Association for Preservation of …"). The head
 * says what the thing is; the place words before it say what it is about.
 */
const HEAD_ORGANISATION = /^(society|societies|association|associatio|assn|assoc|club|conservancy|trust|foundation|group|friends|league|guild|alliance|corporation|committee|commission|council|institute|academy|organi[sz]ation|fund|partners|project|program|auxiliary|chapter|keepers|preservationists|enthusiasts|collectors)$/;
const LEGAL_TAIL = /\s+(inc|incorporated|corp|co|ltd|llc|the|a|an)\.?$/;

function headsOf(name: string): string[] {
  let n = name.toLowerCase().replace(/[^a-z0-9'&\- ]+/g, ' ').replace(/\s+/g, ' ').trim();
  while (LEGAL_TAIL.test(n)) n = n.replace(LEGAL_TAIL, '');
  const last = n.split(' ').at(-1) ?? '';
  const before = n.split(/ (?:of|for) /)[0].split(' ').at(-1) ?? '';
  return [last, before];
}

/** More organisations: plural and misspelt forms, garden clubs, a society named before its town. */
const MORE_ORGANISATION = /\b(foundations|garden clubs?|federated|descendents|fraternal|lodge no)\b|^historical society\b(?!.*\b(museum|house|home)\b)/i;

/** An event, not a place: it happens somewhere for a few days a year. */
const EVENT = /\b(gallery night|art walk|art crawl|studio tour|festival|festivals|celebration|f[eê]te)\b/i;
/** A person's trade after their name ("Johanne Kourie - Artiste-Peintre"): an artist's own studio, open by appointment if at all. */
const PERSON_STUDIO = /\s[-–]\s*(artiste|artist|peintre|painter|sculpt(?:eur|rice|or)|photograph(?:e|er)|potter|c[ée]ramiste|ceramist|luthier)\b/i;

/** A street address ("72 Botsford Street"): a building with no public door of its own. */
const ADDRESS = /^\d+[a-z]?\s+.*\b(street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|rue|chemin)\.?$/i;

/** IMLS disciplines that already say what the place is (the rest: "general" and "historical society"). */
const SPECIFIC_CLASS = /^(?:[a-z_]+\|)*(museum:(art|science_technology|children|natural_history|history)|zoo_aquarium|garden:botanical_arboretum)$/;

/** Sources whose rows are natural features or sites by construction (a listed ghost town is a town site). */
const SITE_SOURCES = new Set([
  'noaa_ncei_thermal_springs',
  'usgs_gnis_curious',
  'usgs_gnis_domesticnames_partial',
  'nps_shared_heritage',
  'openstreetmap',
  'wikipedia_ghost_town_lists',
]);

export interface Visitability {
  visitable: boolean;
  /** Why not, for the import statistics ("organisation name", "society without a place word"). */
  reason?: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function visitability(rec: { source: string; name: string; kind: string; locality?: string }): Visitability {
  const name = rec.name.replace(/[’']/g, "'");
  // a feature the survey marks "(historical)" is no longer there (a drained lake's falls, a capped spring)
  if (SITE_SOURCES.has(rec.source)) return /\(historical\)/i.test(name) && rec.kind !== 'populated_place:historical' ? { visitable: false, reason: 'a natural feature that is no longer there' } : { visitable: true };
  if (ORGANISATION.test(name)) return { visitable: false, reason: 'organisation name (council, foundation, "friends of"…)' };
  if (MORE_ORGANISATION.test(name)) return { visitable: false, reason: 'organisation name (council, foundation, "friends of"…)' };
  if (EVENT.test(name) && !/\b(mus[eé]e|museum)\b/i.test(name)) return { visitable: false, reason: 'an event ("Gallery Night", a festival, a studio tour)' };
  if (PERSON_STUDIO.test(name) && !/\b(mus[eé]e|museum|galer(?:ie|y)|gallery|galleries)\b/i.test(name)) return { visitable: false, reason: "an artist's own studio (\"… - Artiste-Peintre\")" };
  if (headsOf(name).some((w) => HEAD_ORGANISATION.test(w))) return { visitable: false, reason: 'an organisation by the head of its name ("… Association", "Society of …")' };
  if (ADDRESS.test(name.trim())) return { visitable: false, reason: 'a street address' };
  // a place word in the town's own name says nothing ("Fort Davis Historical Society", "New Castle
  // Historical Society", "Cold Spring Harbor Main Street Association")
  // Statistics Canada's "cultural centres" are mostly community and event halls: a stop only when
  // its name says museum or gallery
  if (rec.source === 'statcan_odcaf_v1' && rec.kind === 'cultural_centre' && !/\b(mus[eé]e|museum|galer(?:ie|y)|gallery|exhibit|interpretive)/i.test(name)) {
    return { visitable: false, reason: 'a community or event centre' };
  }
  const local = rec.locality?.trim() ? name.replace(new RegExp(`\\b${escape(rec.locality.trim())}\\b`, 'gi'), ' ') : name;
  const place = PLACE.test(local);
  if (LEGAL_FORM.test(name) && !place) return { visitable: false, reason: 'an organisation (society, association, Inc.…) without a place word' };
  if (place) return { visitable: true };
  if (rec.source === 'statcan_odcaf_v1') return { visitable: true };
  if (SPECIFIC_CLASS.test(rec.kind)) return { visitable: true };
  if (/historical_society/.test(rec.kind)) return { visitable: false, reason: 'society or preservation group without a place word' };
  return { visitable: false, reason: 'general museum class without a place word' };
}
