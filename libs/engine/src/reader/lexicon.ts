/**
 * The words of a trip sentence that are not places or interests, in English and French (folded:
 * lower case, no accents): role words that say what a place is to the trip, trip shape, modes,
 * numbers, and the filler words of everyday phrasing. Tables only; read.ts uses them.
 */
import type { TransportMode } from '@roadgremlin/contracts';

/** What a place is to the trip: where it starts, ends, passes, or the area it explores. */
export type Role = 'from' | 'to' | 'via' | 'area' | 'ignore';

/** Role words, longest phrases first when matched (multi-word keys are space-separated). */
export const ROLE_PHRASES: Readonly<Record<string, Role>> = {
  // English
  from: 'from', leaving: 'from', 'leaving from': 'from', starting: 'from', 'starting from': 'from', 'starting in': 'from',
  'starting at': 'from', departing: 'from', 'departing from': 'from', between: 'from', 'out of': 'from', 'heading out of': 'from',
  to: 'to', towards: 'to', toward: 'to', till: 'to', until: 'to', into: 'to', ending: 'to', 'ending in': 'to', 'ending at': 'to',
  'up to': 'to', 'down to': 'to', 'over to': 'to', 'out to': 'to', 'on to': 'to', 'all the way to': 'to', 'headed to': 'to',
  'heading to': 'to', 'finishing in': 'to', 'end in': 'to', 'end up in': 'to', then: 'to', 'and then': 'to', 'then on to': 'to', thru: 'via', through: 'via', via: 'via',
  'by way of': 'via', 'passing through': 'via', 'stopping in': 'via', 'stopping at': 'via', 'going through': 'via',
  'stop in': 'via', 'stop at': 'via', 'a stop in': 'via', 'a stop at': 'via', 'with a stop in': 'via', 'with a stop at': 'via',
  around: 'area', in: 'area', near: 'area', inside: 'area', within: 'area', across: 'area', throughout: 'area', of: 'area',
  about: 'area', at: 'area', outside: 'area', explore: 'area', exploring: 'area', visit: 'area', visiting: 'area',
  downtown: 'area', 'all over': 'area', 'close to': 'area', 'out in': 'area', 'up in': 'area', 'down in': 'area',
  'the area around': 'area', 'somewhere in': 'area', 'day loop from': 'area', 'loop from': 'area', 'loop around': 'area',
  'round trip from': 'area', 'based in': 'area', 'based out of': 'area',
  with: 'ignore', for: 'ignore', without: 'ignore', like: 'ignore', including: 'ignore', plus: 'ignore', by: 'ignore',
  but: 'ignore', except: 'ignore', using: 'ignore',
  // "to" of a verb, not of a place ("gotta see the Vegreville egg", "I want to see"); "going to" stays a "to"
  'got to': 'ignore', 'have to': 'ignore', 'has to': 'ignore', 'want to': 'ignore', 'wants to': 'ignore', 'need to': 'ignore',
  'needs to': 'ignore', 'love to': 'ignore', 'would like to': 'ignore', 'hoping to': 'ignore', 'hope to': 'ignore', 'try to': 'ignore',
  // French
  de: 'from', du: 'from', des: 'from', "d'": 'from', depuis: 'from', 'en partant de': 'from', 'en partant du': 'from',
  'au depart de': 'from', 'a partir de': 'from', 'partant de': 'from', 'parti de': 'from', entre: 'from',
  a: 'to', au: 'to', aux: 'to', jusqu: 'to', "jusqu'a": 'to', "jusqu'au": 'to', "jusqu'aux": 'to', 'jusqu a': 'to',
  "jusqu'": 'to', "jusqu' a": 'to', "jusqu' au": 'to', "jusqu' aux": 'to', "jusqu'en": 'to', "jusqu' en": 'to',
  'jusque a': 'to', vers: 'to', 'en direction de': 'to', 'pour finir a': 'to',
  par: 'via', 'en passant par': 'via', 'passant par': 'via', 'arret a': 'via', 'arret au': 'via', 'arrets a': 'via',
  'un arret a': 'via', 'un arret au': 'via', 'avec un arret a': 'via', 'avec un arret au': 'via', 'en arretant a': 'via',
  autour: 'area', 'autour de': 'area', 'autour du': 'area', 'autour des': 'area', 'pres de': 'area', 'aux alentours de': 'area',
  'dans la region de': 'area', 'dans le coin de': 'area', dans: 'area', en: 'area', sur: 'area', 'a travers': 'area',
  avec: 'ignore', pour: 'ignore', sans: 'ignore', 'et': 'ignore',
};
export const MAX_ROLE_WORDS = Math.max(...Object.keys(ROLE_PHRASES).map((k) => k.split(' ').length));

/**
 * Role words that are also ordinary French words ("a", "de", "en", "des", "et"): they only take a
 * role in a sentence read as French, or right before a capitalised word.
 */
export const FRENCH_ONLY_ROLES = new Set(['de', 'du', 'des', "d'", 'a', 'au', 'aux', 'en', 'et', 'sur', 'dans', 'par', 'entre', 'vers', 'depuis', 'autour', 'avec', 'pour', 'sans']);

/** Words that mark a sentence as French when two or more appear (folded). */
export const FRENCH_MARKERS = new Set(
  (
    'de du des le la les un une et a au aux en dans vers jusqu autour pres pour avec sans partant depuis ' +
    'arrets arret bizarre bizarres insolite insolites hante hantes hantee hantees fantome fantomes village villages ' +
    'jours jour nuits nuit semaine fin voyage route escapade balade chemin je veux voir faire visiter aller ' +
    'musee musees phare phares cabane sucre chute chutes parc lac mer ile iles vieux vieille ville etrange etranges ' +
    'geant geants patrimoine histoire historique fin-de-semaine juillet aout septembre octobre novembre decembre ' +
    'janvier fevrier mars avril mai juin lundi mardi mercredi jeudi vendredi samedi dimanche prochain prochaine ' +
    'trois quatre cinq deux sept huit dix quelques plein avec nos notre mon ma mes'
  ).split(' '),
);

/** Numbers written as words (English and French). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20, couple: 2, few: 3, several: 4,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
  quinze: 15, vingt: 20, quelques: 3, plusieurs: 4,
};

/** Modes of travel a sentence can insist on (driving words never override the form's mode). */
export const MODE_PHRASES: Readonly<Record<string, TransportMode>> = {
  'walking tour': 'walking', 'walking tours': 'walking', walking: 'walking', walk: 'walking', walks: 'walking',
  walkable: 'walking', 'on foot': 'walking', stroll: 'walking', strolling: 'walking', 'a pied': 'walking',
  'visite a pied': 'walking', marche: 'walking', 'en marchant': 'walking',
  bike: 'bicycling', bikes: 'bicycling', biking: 'bicycling', bicycle: 'bicycling', bicycling: 'bicycling',
  cycling: 'bicycling', cycle: 'bicycling', 'bike ride': 'bicycling', 'bike tour': 'bicycling', 'by bike': 'bicycling',
  velo: 'bicycling', 'a velo': 'bicycling', 'en velo': 'bicycling', cyclisme: 'bicycling',
  transit: 'transit', 'public transit': 'transit', 'public transport': 'transit', 'public transportation': 'transit',
  subway: 'transit', metro: 'transit', bus: 'transit', 'by bus': 'transit', 'by train': 'transit', train: 'transit',
  streetcar: 'transit', tram: 'transit', 'light rail': 'transit', 'en metro': 'transit', 'en autobus': 'transit',
  'en bus': 'transit', 'en train': 'transit', 'transport en commun': 'transit', 'transports en commun': 'transit',
  'road trip': 'driving', 'road-trip': 'driving', roadtrip: 'driving', drive: 'driving', driving: 'driving',
  'by car': 'driving', car: 'driving', 'en voiture': 'driving', 'en auto': 'driving', voiture: 'driving', 'cross country': 'driving',
  'cross-country': 'driving',
};

/** Trip shape words. */
export type ShapeWord = 'loop' | 'return' | 'oneway' | 'slow' | 'fast' | 'coast';
export const SHAPE_PHRASES: Readonly<Record<string, ShapeWord>> = {
  loop: 'loop', circle: 'loop', 'round trip': 'return', roundtrip: 'return', 'round-trip': 'return', 'and back': 'return',
  'there and back': 'return', 'out and back': 'return', 'back again': 'return', 'and home again': 'return', 'back home': 'return',
  'aller-retour': 'return', 'aller retour': 'return', 'aller et retour': 'return', 'et retour': 'return', 'et revenir': 'return',
  boucle: 'loop', 'en boucle': 'loop', 'one way': 'oneway', 'one-way': 'oneway', 'aller simple': 'oneway',
  'the slow way': 'slow', 'slow way': 'slow', 'the long way': 'slow', 'the scenic way': 'slow', 'scenic way': 'slow', 'back roads': 'slow', 'backroads': 'slow', 'back-roads': 'slow',
  'scenic route': 'slow', 'the scenic route': 'slow', 'no highways': 'slow', 'no interstates': 'slow', 'avoid highways': 'slow',
  'avoiding highways': 'slow', 'off the interstate': 'slow', 'blue highways': 'slow', 'two-lane': 'slow', 'two lane': 'slow',
  'petites routes': 'slow', 'routes secondaires': 'slow', 'chemin des ecoliers': 'slow', 'sans autoroute': 'slow',
  'the fast way': 'fast', 'fastest': 'fast', 'by the interstate': 'fast',
  // the way along the sea (a coastal road when one runs between the two ends)
  'down the coast': 'coast', 'up the coast': 'coast', 'along the coast': 'coast', 'the coast road': 'coast', 'coast road': 'coast',
  'coastal route': 'coast', 'the coastal route': 'coast', 'coastal road': 'coast', 'the coastal road': 'coast', 'coastal drive': 'coast',
  'via the coast': 'coast', 'by the coast': 'coast', 'hugging the coast': 'coast', 'along the ocean': 'coast', 'along the shore': 'coast',
  'le long de la cote': 'coast', 'par la cote': 'coast', 'en longeant la cote': 'coast', 'route cotiere': 'coast', 'la route cotiere': 'coast',
};

/** How full the days are: an easy pace (fewer stops a day) or a full one (more). */
export type Pace = 'easy' | 'full';
export const PACE_PHRASES: Readonly<Record<string, Pace>> = {
  lazy: 'easy', relaxed: 'easy', relaxing: 'easy', leisurely: 'easy', unhurried: 'easy', 'laid back': 'easy', 'laid-back': 'easy',
  laidback: 'easy', chill: 'easy', 'no rush': 'easy', 'take it easy': 'easy', 'taking it easy': 'easy', 'easy pace': 'easy',
  'slow pace': 'easy', 'slow-paced': 'easy', 'slow paced': 'easy', easygoing: 'easy', 'easy-going': 'easy', 'easy going': 'easy',
  tranquille: 'easy', relax: 'easy', relaxe: 'easy', 'sans se presser': 'easy', 'pas presse': 'easy', 'pas presses': 'easy', 'a la douce': 'easy',
  'au ralenti': 'easy', packed: 'full', 'jam-packed': 'full', 'jam packed': 'full', 'action-packed': 'full', 'action packed': 'full',
  whirlwind: 'full', 'as much as possible': 'full', 'as many stops as possible': 'full', 'see it all': 'full', 'see everything': 'full',
  'bien rempli': 'full', 'bien remplie': 'full', charge: 'full', chargee: 'full', 'le plus possible': 'full',
};

/**
 * Words that are never part of a place name and carry no interest of their own: articles, pronouns,
 * verbs of wanting and going, trip words, adjectives of praise, time words, in both languages.
 */
export const FILLERS = new Set(
  (
    // English
    'a an the some any my our me us i we you your want wanna would like love need plan make give show find ' +
    'gimme get take see do go going went let lets please pls plz can could should help trip trips road tour tours ' +
    'drive ride journey route routes adventure adventures getaway vacation holiday itinerary way day days ' +
    'night nights week weeks weekend weekends month long short quick next this coming upcoming last first ' +
    'stuff things thing places place spots spot stops stop sights sites attractions gems secrets lots lot ' +
    'and or on up down out over off along onto by is are be that which what where who how full ' +
    'best top cool fun funky interesting amazing awesome great good nice fantastic neat hidden secret ' +
    'beaten path cheap family kids kid children dog dogs pets pet wife husband partner friends ' +
    'friend girlfriend boyfriend solo towns cities villages small big little more most ' +
    'all every much many very really super kind sort bunch stopping seeing spend spending time ' +
    'morning afternoon evening today tonight tomorrow soon later summer winter spring fall autumn ' +
    'loop circle round back return there again then also too just only own hunt hunting ' +
    'looking look check tourist touristy local locals vibe vibes theme themed style classic road-trip ' +
    'and/or etc area region state province town-hopping hopping ' +
    "i'm im i'd id i'll ill it's its it let's gonna gotta wanna lemme u ur yall y'all ya hey hi thanks thx ty " +
    'something anything somewhere anywhere stuffs cool-ass dope sick lit epic legit decent fav favorite favourite ' +
    'worth seeing visit visiting see hit hitting cruise cruising swing swinging head heading hop roll rolling ' +
    'some some more kinda sorta mostly maybe ideally probably mainly mostly lil bit few along way ' +
    'when while during before after ever never into onto upon has have had having been being was were will ' +
    'get got getting make making made do doing does did show showing plan planning recommend recommendations ' +
    'ideas idea suggestions suggest list must must-see must-sees off-beat offbeat-ish ' +
    // French
    'le la les un une des du de d l et ou je j nous vous tu on moi mon ma mes notre nos votre vos ' +
    "l' j' qu' n' s' c' m' t' " +
    'veux voudrais voudrait aimerais aimerait aime envie faire voir visiter aller partir decouvrir explorer ' +
    'road-trip voyage voyages escapade escapades balade balades sortie sorties tour circuit itineraire route routes ' +
    'chemin jour jours nuit nuits semaine semaines fin week-end weekend prochain prochaine ce cette ces ' +
    'arret arrets endroit endroits lieu lieux coin coins choses chose trucs truc place places ' +
    'beau beaux belle belles super genial geniaux cool sympa chouette meilleur meilleurs meilleures top ' +
    'petit petite petits petites grand grande grands grandes plein pleins beaucoup tres peu quelques ' +
    'avec sans pour mais donc puis ensuite aussi encore svp stp merci qui que quoi ou comment ' +
    'est sont etre avoir ai a as ont fait faut peut peux pourrait ' +
    'matin soir apres-midi aujourd hui demain ete hiver printemps automne pendant durant lors'
  ).split(' '),
);

/** Words that read as nothing at all: greetings and leftovers. */
export const JUNK = new Set(['ok', 'okay', 'hey', 'hi', 'hello', 'yes', 'no', 'not', 'bonjour', 'salut', 'allo', 'oui', 'non']);
