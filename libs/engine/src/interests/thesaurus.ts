/**
 * Our road-trip thesaurus: the words travellers use for kinds of stops that WordNet lacks or reads
 * too broadly (kitsch, roadside giant, mystery spot, tiki, atomic age) and the French words for all
 * of them (insolite, hanté, phare, village fantôme, cabane à sucre). Each entry gives the catalogue
 * themes it means (for display, for trips that name none, and as a fallback) and the English terms
 * retrieval searches the catalogue for (retrieval.ts). Phrases are folded (lower case, no accents,
 * hyphens as spaces). WordNet's synonyms widen the English side further (synonyms.ts).
 */
import type { Theme } from '../catalogue/schema.js';

export interface InterestEntry {
  /** What travellers write, English and French, folded. */
  phrases: readonly string[];
  /** Themes it asks for outright. */
  themes: readonly Theme[];
  /** Themes that fit less directly. */
  also?: readonly Theme[];
  /** English words and phrases to find such places by (in names, kinds, tags, descriptions). */
  terms: readonly string[];
  /** A broad interest ("weird", "history", "nature"): its themes say it all, retrieval adds nothing. */
  broad?: boolean;
}

const e = (phrases: string, themes: Theme[], terms: string, also: Theme[] = []): InterestEntry => ({
  phrases: phrases.split('|').map((p) => p.trim()),
  themes,
  also,
  terms: terms.split('|').map((t) => t.trim()),
});
/** A broad entry: the same interest a theme names. */
const b = (phrases: string, themes: Theme[], terms: string, also: Theme[] = []): InterestEntry => ({ ...e(phrases, themes, terms, also), broad: true });

export const INTEREST_ENTRIES: readonly InterestEntry[] = [
  // roadside Americana
  e('drive in|drive ins|drive in theatre|drive in theatres|drive in theater|drive in theaters|drive in movie|drive in movies|old drive ins|cine parc|cine parcs|cinema en plein air', ['roadside', 'historic'], 'drive-in|drive-in theater|drive-in theatre|outdoor movie|outdoor theater'),
  e('drive in restaurant|drive in restaurants|car hop|carhop|carhops', ['food', 'roadside'], 'drive-in|carhop|root beer|burger stand'),
  e('carousel|carousels|merry go round|merry go rounds|carrousel|carrousels|manege|maneges', ['historic', 'oddity'], 'carousel|merry-go-round|carrousel|dentzel|looff', ['art', 'museum']),
  e('taxidermy|stuffed animals|mounted animals|taxidermie', ['oddity', 'museum'], 'taxidermy|mounted|stuffed|wildlife museum|diorama|natural history'),
  e('kitsch|kitschy|tacky|cheesy|camp|campy|over the top', ['roadside', 'oddity'], 'kitsch|novelty|souvenir|roadside attraction|world\'s largest|giant|gift shop'),
  b('roadside giant|roadside giants|giant|giants|big things|world\'s largest|worlds largest|largest|biggest|geant|geants|geante|geantes|plus grand|plus grande', ['sculpture', 'roadside'], 'giant|world\'s largest|largest|big|statue|colossal|huge', ['oddity']),
  e('mystery spot|mystery spots|gravity hill|gravity hills|vortex|vortexes|vortices|optical illusion|optical illusions|magnetic hill|colline magnetique|cote magnetique', ['oddity', 'roadside'], 'mystery spot|gravity hill|magnetic hill|vortex|optical illusion|tilted'),
  e('tiki|tiki bar|tiki bars|polynesian|tiki lounge', ['food', 'oddity'], 'tiki|polynesian|luau|rum'),
  e('atomic age|atomic|nuclear|cold war|missile|missiles|missile silo|missile silos|bunker|bunkers|fallout shelter|guerre froide|bunker nucleaire', ['historic', 'science'], 'atomic|nuclear|cold war|missile|silo|bunker|fallout|bomb|trinity', ['space', 'museum']),
  e('mid century|midcentury|googie|space age|mid century modern', ['roadside', 'art'], 'googie|mid-century|space age|atomic|neon|modernist'),
  e('neon|neon sign|neon signs|old signs|vintage signs|neon museum|enseigne|enseignes|neons', ['roadside', 'art'], 'neon|sign|signage|marquee|boneyard'),
  e('diner|diners|old diners|greasy spoon|classic diner|restaurant d epoque|casse croute|casse croutes|snack bar', ['food', 'roadside'], 'diner|lunch counter|cafe|grill|drive-in|soda fountain|malt shop'),
  e('motel|motels|old motels|vintage motels|neon motels|motor court|motor courts', ['roadside', 'historic'], 'motel|motor court|motor inn|tourist court|wigwam'),
  e('gas station|gas stations|old gas stations|filling station|service station|station service|stations service', ['roadside', 'historic'], 'gas station|filling station|service station|pumps|conoco|phillips 66|texaco'),
  e('mini golf|minigolf|miniature golf|putt putt|crazy golf', ['roadside', 'oddity'], 'mini golf|miniature golf|putt-putt'),
  b('route 66 stuff|americana|nostalgia|retro|vintage|old school|rétro|nostalgie', ['roadside', 'historic'], 'americana|vintage|retro|nostalgia|classic|route 66|antique', ['food']),
  e('trading post|trading posts|curio shop|curio shops|souvenir shop|souvenir shops|poste de traite', ['roadside', 'historic'], 'trading post|curio|souvenir|gift shop'),
  b('folk art|outsider art|visionary art|art brut|art naif|art populaire|art singulier', ['art', 'sculpture'], 'folk art|outsider art|visionary|art environment|sculpture garden|bottle|found objects', ['oddity']),
  b('sculpture garden|sculpture gardens|sculpture park|sculpture parks|jardin de sculptures|parc de sculptures', ['sculpture', 'art'], 'sculpture garden|sculpture park|statues|outdoor art'),
  b('murals|mural|street art|graffiti|murales|murale|art urbain|art de rue', ['art'], 'mural|murals|street art|graffiti|painted wall'),
  b('oddities|odd|oddity|curiosities|curiosity|weird|weirdest|strange|bizarre|unusual|quirky|offbeat|wacky|insolite|insolites|bizarre|bizarres|etrange|etranges|curiosites|curiosite|original|originaux|inusite|inusites|hors du commun|farfelu|farfelus|bizarrerie|bizarreries|curiosite insolite|trucs bizarres|trucs etranges|choses bizarres|choses etranges', ['oddity', 'roadside'], 'odd|oddity|curiosity|unusual|strange|bizarre|quirky|weird|eccentric|peculiar', ['museum']),
  b('odd museums|weird museums|strange museums|unusual museums|quirky museums|musee insolite|musees insolites|musee etrange|musees bizarres', ['museum'], 'museum|collection|odd|strange|unusual|curiosity', ['oddity']),
  b('roadside attractions|roadside attraction|roadside stuff|roadside americana|attractions en bord de route|bord de route', ['roadside', 'oddity'], 'roadside attraction|roadside|giant|world\'s largest|novelty|tourist trap'),
  e('tourist trap|tourist traps|piege a touristes|pieges a touristes', ['roadside', 'oddity'], 'tourist trap|roadside attraction|souvenir|novelty|gift shop'),
  // haunted and macabre
  b('haunted|spooky|creepy|paranormal|ghosts|ghostly|ghost hunting|ghost tour|ghost tours|ghost stories|ghost story|ghost walk|ghost walks|haunted hotel|haunted hotels|scary|eerie|hante|hantee|hantes|hantees|lieux hantes|maison hantee|maisons hantees|fantomes|esprits|paranormal|lugubre', ['haunted'], 'haunted|ghost|ghosts|paranormal|spirits|apparition|legend|cemetery'),
  e('macabre|morbid|cemetery|cemeteries|graveyard|graveyards|tombstones|crypt|crypts|catacombs|cimetiere|cimetieres|morbide', ['haunted', 'historic'], 'cemetery|graveyard|grave|tomb|crypt|burial|mausoleum|morgue'),
  e('true crime|gangsters|outlaws|prisons|old prisons|jails|penitentiary|bank robbers|prison|prisons|bagne|hors la loi|gangster', ['historic', 'haunted'], 'prison|penitentiary|jail|gangster|outlaw|bank robbery|crime|lawman'),
  e('medical oddities|medical museum|asylum|asylums|sanatorium|sanatoriums|asile|asiles|sanatorium', ['oddity', 'haunted'], 'asylum|sanatorium|hospital|medical|surgical|anatomy'),
  // ghost towns, abandoned
  b('ghost town|ghost towns|ghosttown|ghosttowns|mining town|mining towns|mining camp|mining camps|old west|village fantome|villages fantomes|ville fantome|villes fantomes|ville abandonnee|villages abandonnes', ['ghost-town'], 'ghost town|abandoned town|mining camp|boom town|ruins|former town|old mining', ['abandoned', 'historic']),
  b('abandoned|ruins|ruined|derelict|urbex|forgotten|lost places|decaying|abandonne|abandonnes|abandonnee|abandonnees|ruines|ruine|lieux abandonnes|exploration urbaine|oublie|oublies', ['abandoned'], 'abandoned|ruins|derelict|shuttered|crumbling|deserted|remains|forgotten', ['ghost-town']),
  e('mines|old mines|mine|mine tours|mining|gold mine|gold mines|silver mine|copper mine|coal mine|ruee vers l or|mine d or|mines d or|mine de charbon', ['historic'], 'mine|mining|gold|silver|copper|coal|mill|headframe|tunnel', ['abandoned', 'ghost-town']),
  e('gold rush|gold rushes|klondike|prospecting|gold panning|panning for gold|orpaillage', ['historic', 'ghost-town'], 'gold rush|gold|prospector|placer|klondike|panning|stampede'),
  // history
  b('history|historic|historical|heritage|old|civil war|battlefields|battlefield|forts|fort|pioneer|pioneers|frontier|histoire|historique|historiques|patrimoine|heritage|lieux historiques|site historique|sites historiques|champ de bataille', ['historic'], 'historic|history|heritage|battlefield|fort|pioneer|landmark|settlement|founded', ['museum']),
  // named historic trails: a trail's name is one interest, never a state and the word "trail"
  // ("following the Oregon Trail" is not a trip to Oregon); the places tell their story by its name
  e('oregon trail|oregon national historic trail', ['historic'], 'oregon trail|emigrant|wagon ruts|wagon train|pioneer|overland'),
  e('california trail|california national historic trail', ['historic'], 'california trail|emigrant|wagon|overland|donner'),
  e('mormon trail|mormon pioneer trail|mormon pioneer national historic trail', ['historic'], 'mormon trail|mormon pioneer|handcart|emigrant|pioneer'),
  e('santa fe trail|santa fe national historic trail', ['historic'], 'santa fe trail|wagon ruts|trading post|caravan|freighter'),
  e('pony express|pony express trail', ['historic'], 'pony express|pony express station|relay station|rider'),
  e('trail of tears|piste des larmes', ['historic'], 'trail of tears|cherokee|removal|choctaw|creek'),
  e('lewis and clark|lewis clark|lewis and clark trail|corps of discovery', ['historic'], 'lewis and clark|lewis & clark|corps of discovery|sacagawea|expedition'),
  e('chisholm trail|goodnight loving trail|cattle trail|cattle trails|cattle drive|cattle drives', ['historic'], 'chisholm trail|cattle drive|cattle trail|cowboy|stockyards|longhorn'),
  e('freedom trail', ['historic'], 'freedom trail|revolutionary|revolution|patriot|colonial|paul revere'),
  e('underground railroad|chemin de fer clandestin', ['historic'], 'underground railroad|abolition|abolitionist|freedom seekers|harriet tubman'),
  e('civil rights|civil rights trail|civil rights history|civil rights movement|droits civiques', ['historic', 'museum'], 'civil rights|segregation|voting rights|freedom riders|bus boycott|martin luther king'),
  e('route of the voyageurs|fur trade|fur trade route|voyageurs|traite des fourrures', ['historic'], 'fur trade|voyageur|trading post|fort|hudson\'s bay|north west company'),
  e('lighthouse|lighthouses|light station|phare|phares', ['historic', 'nature'], 'lighthouse|light station|beacon|keeper'),
  e('covered bridge|covered bridges|kissing bridge|pont couvert|ponts couverts', ['historic'], 'covered bridge|truss bridge|bridge'),
  e('grist mill|grist mills|gristmill|gristmills|water mill|water mills|watermill|watermills|old mills|mill|mills|moulin|moulins|moulin a eau', ['historic'], 'grist mill|gristmill|mill|millstone|water wheel|waterwheel|milling'),
  e('round barn|round barns|round barns|octagonal barn|octagon barn|polygonal barn|grange ronde', ['historic'], 'round barn|octagonal barn|barn', ['oddity']),
  e('grain elevator|grain elevators|wooden elevators|prairie sentinels|silo a grains|elevateur a grains|elevateurs a grains', ['historic', 'roadside'], 'grain elevator|elevator|silo'),
  e('shipwreck|shipwrecks|wreck|wrecks|sunken ships|epave|epaves|naufrage|naufrages', ['abandoned', 'historic'], 'shipwreck|wreck|sunken|hull|maritime'),
  e('bookstore|bookstores|bookshop|bookshops|used bookstores|used books|book stores|librairie|librairies|bouquinerie|bouquineries', ['oddity', 'historic'], 'bookstore|bookshop|books|book'),
  e('old churches|churches|missions|spanish missions|chapels|cathedrals|eglise|eglises|chapelle|chapelles|cathedrale|basilique|mission', ['historic', 'art'], 'church|mission|chapel|cathedral|basilica|shrine'),
  e('petroglyphs|petroglyph|pictographs|rock art|rock carvings|cliff dwellings|ruins of pueblos|native history|first nations|indigenous history|petroglyphes|pictogrammes|art rupestre|premieres nations|autochtone|autochtones', ['historic', 'nature'], 'petroglyph|pictograph|rock art|cliff dwelling|pueblo|mound|ancestral|native|first nations|indigenous'),
  e('railroads|railroad|trains|old trains|train museum|railway|railways|steam trains|depots|train depot|chemin de fer|trains anciens|gare|gares', ['historic', 'museum'], 'railroad|railway|train|locomotive|depot|steam|caboose|trolley'),
  e('cars|car museum|classic cars|auto museum|automobiles|hot rods|muscle cars|voitures anciennes|musee de l automobile|autos', ['museum', 'roadside'], 'car|automobile|auto museum|classic car|hot rod|vehicle|motorcycle'),
  e('planes|aircraft|aviation|airplanes|air museum|boneyard|avions|aviation', ['museum', 'science'], 'aircraft|aviation|airplane|air museum|plane|boneyard|flight'),
  e('presidents|presidential|lincoln|presidential libraries', ['historic', 'museum'], 'president|presidential|library|birthplace|lincoln'),
  // nature
  b('nature|natural|scenic|outdoors|outdoor|hiking|hikes|wilderness|wildlife|landscapes|national parks|plein air|randonnee|randonnees|paysages|faune|sentiers|sentier', ['nature'], 'nature|park|trail|scenic|wilderness|wildlife|canyon|falls|lake|forest|overlook'),
  e('waterfall|waterfalls|falls|chute|chutes|cascade|cascades|chute d eau|chutes d eau', ['nature'], 'waterfall|falls|cascade|chute'),
  e('islands|island hopping', ['nature'], 'island|isle|islands|archipelago|ferry', ['historic']),
  e('rainforest|rainforests|rain forest|temperate rainforest|old growth|old growth forest|old growth forests|big trees|giant trees|redwoods|redwood|sequoias|sequoia|ancient forest|ancient forests|foret pluviale|vieilles forets|forets anciennes', ['nature'], 'old-growth|old growth|rainforest|rain forest|redwood|sequoia|grove|giant trees|douglas fir|cedars|big tree'),
  e('supper club|supper clubs|wisconsin supper club|wisconsin supper clubs', ['food'], 'supper club|relish tray|old fashioned|prime rib|fish fry|steakhouse', ['historic']),
  e('pasty|pasties|pasty shop|pasty shops|cornish pasties', ['food'], 'pasty|pasties|cornish'),
  e('cider|ciders|cidery|cideries|cidrerie|cidreries|cidre|cidres|apple orchard|apple orchards|verger|vergers', ['food'], 'cider|cidery|cidrerie|orchard|apple|verger'),
  e('fall colors|fall colours|fall foliage|foliage|autumn leaves|leaf peeping|leaf peeper|leaf peepers|couleurs d automne|couleurs automnales', ['nature'], 'foliage|autumn|fall colors|maple|scenic drive|overlook|lookout'),
  e('hot dog|hot dogs|hot dog stand|hot dog stands|chili dog|chili dogs', ['food', 'roadside'], 'hot dog|hot dogs|chili dog|frankfurter|wiener'),
  e('crawfish|crayfish|crawdads|boudin|cracklin|cajun food|cajun cooking|creole food|gumbo|etouffee', ['food'], 'crawfish|boudin|cajun|creole|gumbo|etouffee|cracklin'),
  e('tacos|taco|taco stand|taco stands|taqueria|taquerias|tex mex|tex-mex', ['food'], 'taco|tacos|taqueria|tex-mex|mexican'),
  e('bagels|bagel|smoked meat|smoked meat sandwich|viande fumee|deli|delis|delicatessen', ['food'], 'bagel|smoked meat|deli|delicatessen|viande fumée'),
  e('fishing village|fishing villages|fishing town|fishing towns|fishing harbour|fishing harbor|village de pecheurs|villages de pecheurs|village de peche|villages de peche|port de peche|ports de peche', ['historic'], 'fishing village|fishing|fishermen|harbour|harbor|wharf|quai|cove|lobster|fishery', ['nature', 'food']),
  e('zoo|zoos|wildlife park|wildlife parks|animal park|animal parks|safari park|drive through safari|aquarium|aquariums|jardin zoologique|parc animalier|parcs animaliers', ['nature'], 'zoo|zoological|wildlife park|animal park|safari|aquarium|animals', ['roadside']),
  e('state park|state parks|provincial park|provincial parks|parc national|parcs nationaux|parc provincial|parcs provinciaux', ['nature'], 'state park|provincial park|national park|park|trail'),
  e('sunset|sunsets|sunrise|sunrises|coucher de soleil|couchers de soleil|lever de soleil', ['nature'], 'sunset|view|lookout|overlook|beach|vista|point'),
  e('antiques|antique shops|antique stores|antiquing|antique malls|antiquaires|antiquites|brocante|brocantes', ['historic'], 'antique|antiques|vintage|general store|collectibles', ['roadside']),
  e('architecture|architectural|buildings|art deco|mid century|mid century modern|frank lloyd wright|batiments|edifices', ['historic', 'art'], 'architecture|architect|art deco|designed|building|house|modernist|victorian'),
  e('canal|canals|locks|canal locks|ecluse|ecluses|canaux', ['historic', 'science'], 'canal|lock|locks|aqueduct|lockkeeper|towpath'),
  e('ferry|ferries|ferry ride|ferry rides|traversier|traversiers|bac', ['nature', 'historic'], 'ferry|crossing|boat'),
  e('swimming hole|swimming holes|swim spots|baignade|baignades', ['nature'], 'swimming hole|swim|swimming|spring|falls|beach|pool'),
  e('small towns|small town|main street|main streets|quaint towns|petits villages|beaux villages|villages pittoresques', ['historic'], 'main street|historic district|village|small town|downtown|general store'),
  e('hot spring|hot springs|thermal springs|soaking|natural hot springs|sources thermales|source thermale|eaux thermales|bains|sources chaudes|source chaude|bains thermaux', ['nature'], 'hot spring|hot springs|thermal|spring|soak|geothermal'),
  e('caves|cave|caverns|cavern|grottes|grotte|caverne|cavernes|spelunking|speleologie', ['nature', 'science'], 'cave|cavern|grotto|underground|stalactite|karst'),
  e('canyons|canyon|gorges|gorge|slot canyons|canyons etroits', ['nature'], 'canyon|gorge|slot canyon|overlook|rim'),
  e('hoodoos|rock formations|arches|natural arches|badlands|pillars|cheminees de fee|formations rocheuses|arches naturelles', ['nature'], 'hoodoo|arch|rock formation|pillar|badlands|butte|spire|balanced rock'),
  e('volcanoes|volcano|lava|lava tubes|craters|volcan|volcans|lave|cratere|crateres', ['nature', 'science'], 'volcano|lava|crater|cinder cone|lava tube|caldera'),
  e('geysers|geyser|mud pots|fumaroles', ['nature', 'science'], 'geyser|mud pot|fumarole|thermal'),
  e('glaciers|glacier|icefields|icefield|glaciers|champs de glace', ['nature'], 'glacier|icefield|ice'),
  e('beaches|beach|coast|coastline|seaside|plages|plage|bord de mer|cote', ['nature'], 'beach|coast|shore|dunes|seaside|cove'),
  e('dunes|sand dunes|dunes de sable', ['nature'], 'dunes|sand dune|sand'),
  e('lakes|lake|lacs|lac', ['nature'], 'lake|shore|reservoir'),
  e('wildflowers|gardens|botanical gardens|arboretum|jardins|jardin|jardin botanique|fleurs sauvages', ['nature'], 'garden|botanical|arboretum|wildflower|conservatory'),
  e('birds|birding|birdwatching|bird watching|oiseaux|ornithologie', ['nature'], 'bird|birding|wildlife refuge|marsh|sanctuary|heron'),
  e('whales|whale watching|baleines|observation des baleines', ['nature'], 'whale|whale watching|marine|humpback|beluga'),
  e('bears|moose|bison|buffalo|elk|wolves|ours|orignal|orignaux|bisons|loups', ['nature'], 'bear|moose|bison|buffalo|elk|wolf|wildlife'),
  e('fire lookouts|fire lookout|lookout towers|lookout tower|tour d observation|tours d observation|belvederes', ['nature', 'historic'], 'fire lookout|lookout tower|lookout|observation tower'),
  e('viewpoints|scenic overlooks|overlooks|vistas|panoramas|belvedere|points de vue|panorama', ['nature'], 'overlook|viewpoint|vista|lookout|panorama'),
  // dinosaurs, science, space
  b('dinosaur|dinosaurs|dino|dinos|dinosaur tracks|dinosaur footprints|fossils|fossil|dinosaures|dinosaure|fossiles|fossile|traces de dinosaures', ['science', 'roadside'], 'dinosaur|fossil|track|footprint|paleontology|bones|t. rex|quarry', ['sculpture', 'museum', 'nature']),
  b('space|alien|aliens|ufo|ufos|extraterrestrial|rockets|astronomy|meteor|meteorite|outer space|espace|extraterrestre|extraterrestres|ovni|ovnis|fusees|astronomie|meteorite', ['space'], 'space|alien|ufo|rocket|astronomy|observatory|meteor|planetarium|nasa|telescope', ['science']),
  e('observatories|observatory|stargazing|dark sky|dark skies|telescopes|observatoire|observatoires|ciel etoile|etoiles|ciel noir', ['space', 'science'], 'observatory|telescope|dark sky|stargazing|planetarium|astronomy'),
  b('science|scientific|inventions|engineering|technology|sciences|invention|inventions|technologie', ['science'], 'science|invention|engineering|technology|laboratory|museum'),
  e('dams|dam|bridges|engineering marvels|barrages|barrage|ponts', ['science', 'historic'], 'dam|bridge|engineering|tunnel|canal|lock'),
  // music, art, museums
  e('juke joint|juke joints|blues club|blues clubs|blues bar|blues bars|dance hall|dance halls|dancehall', ['music'], 'juke joint|blues club|blues|dance hall|honky-tonk|club|lounge', ['food']),
  b('music|musical|blues|jazz|rock and roll|rock n roll|country music|honky tonk|honky tonks|elvis|musique|chanson|chansons|blues|jazz|musique country|musique traditionnelle', ['music'], 'music|blues|jazz|country|rock|honky-tonk|studio|birthplace|hall of fame|guitar'),
  b('art|arts|artsy|artistic|gallery|galleries|art galleries|musee d art|galerie|galeries|oeuvres', ['art'], 'art|gallery|artist|painting|studio|museum of art'),
  b('museums|museum|musee|musees', ['museum'], 'museum|collection|exhibit|gallery'),
  e('toys|toy museum|dolls|doll museum|puppets|marionettes|jouets|poupees|musee du jouet', ['museum', 'oddity'], 'toy|doll|puppet|marionette|miniature|teddy'),
  e('pinball|arcade|arcades|video games|retro games|flipper|flippers|jeux video|jeux d arcade', ['oddity', 'roadside'], 'pinball|arcade|game|video game'),
  e('circus|clowns|carnival|sideshow|freak show|cirque|carnaval|forains', ['oddity'], 'circus|clown|carnival|sideshow|big top'),
  e('miniatures|miniature villages|model trains|model railroad|miniature train|village miniature|trains miniatures', ['oddity', 'museum'], 'miniature|model train|model railroad|tiny|village'),
  // food and drink
  b('food|foodie|foodies|eats|restaurants|local food|gastronomie|gourmand|bouffe|nourriture|restos|resto|cuisine locale', ['food'], 'food|restaurant|cafe|diner|bakery|market'),
  e('bbq|barbecue|barbeque|smokehouse|brisket|bbq joints|fumoir', ['food'], 'barbecue|bbq|smokehouse|brisket|ribs'),
  e('pie|pies|bakeries|bakery|donuts|doughnuts|tarte|tartes|boulangerie|boulangeries|patisserie|patisseries|beignes', ['food'], 'pie|bakery|donut|doughnut|pastry|bake'),
  e('cabane a sucre|cabanes a sucre|sugar shack|sugar shacks|maple syrup|maple|erabliere|erablieres|sirop d erable|temps des sucres', ['food', 'nature'], 'maple|sugar shack|sugar bush|syrup|sugarhouse|erabliere|cabane a sucre'),
  e('cheese|cheese curds|poutine|fromagerie|fromageries|fromage|fromages|creamery|dairy', ['food'], 'cheese|creamery|dairy|curds|poutine|fromagerie'),
  e('wine|wineries|winery|vineyards|vineyard|wine tasting|vin|vins|vignoble|vignobles|domaine viticole|route des vins', ['food'], 'winery|wine|vineyard|vintner|cellar|tasting'),
  e('beer|breweries|brewery|craft beer|microbrewery|microbreweries|biere|bieres|brasserie|microbrasserie|microbrasseries', ['food'], 'brewery|beer|brewpub|taproom|ale|microbrewery'),
  e('whiskey|whisky|bourbon|distillery|distilleries|moonshine|distillerie|distilleries', ['food', 'historic'], 'distillery|bourbon|whiskey|whisky|moonshine|spirits'),
  e('seafood|lobster|lobster rolls|oysters|crab|clams|fish fry|fruits de mer|homard|huitres|crabe|poisson', ['food'], 'seafood|lobster|oyster|crab|clam|fish|chowder'),
  e('ice cream|frozen custard|soda fountain|milkshakes|creme glacee|glaces|bar laitier|bars laitiers|cremerie|cremeries', ['food', 'roadside'], 'ice cream|custard|soda fountain|shake|dairy bar|creamery'),
  e('candy|chocolate|fudge|candy shop|bonbons|chocolat|chocolaterie|sucreries', ['food'], 'candy|chocolate|fudge|confection|sweets|taffy'),
  e('markets|farmers markets|market|marches|marche public|marche fermier', ['food'], 'market|farmers market|public market|stand'),
  // sculpture, religion, oddities
  b('sculpture|sculptures|statue|statues|statuary|monuments|monument|statues geantes|sculptures geantes', ['sculpture'], 'sculpture|statue|monument|figure|carving', ['art', 'roadside']),
  e('chainsaw art|chainsaw carvings|wood carvings|totem poles|totem pole|totems|sculpture sur bois|totems', ['sculpture', 'art'], 'chainsaw|carving|carved|totem|wood', ['roadside']),
  e('bigfoot|sasquatch|cryptids|cryptid|loch ness|lake monster|lake monsters|monstre du lac|cryptozoologie|yeti', ['oddity'], 'bigfoot|sasquatch|cryptid|monster|legend|yeti|ogopogo|memphre|champ'),
  e('religious oddities|holy land|religious roadside|grotto|grottos|shrines|sanctuaires|sanctuaire|lieux de pelerinage', ['oddity', 'art'], 'grotto|shrine|holy land|cross|religious|pilgrimage'),
  e('castles|castle|mansions|mansion|chateaux|chateau|manoir|manoirs', ['historic'], 'castle|mansion|estate|chateau|manor|villa'),
];

export const MAX_INTEREST_WORDS = Math.max(...INTEREST_ENTRIES.flatMap((x) => x.phrases.map((p) => p.split(' ').length)));

const BY_PHRASE = new Map<string, InterestEntry>();
for (const entry of INTEREST_ENTRIES) for (const p of entry.phrases) if (!BY_PHRASE.has(p)) BY_PHRASE.set(p, entry);

const foldKey = (s: string) => s.replace(/[-']/g, ' ').replace(/\s+/g, ' ').trim();

/** The thesaurus entry a folded phrase names ("drive in theatres", "cabane a sucre"), if any. */
export function interestEntry(phrase: string): InterestEntry | undefined {
  return BY_PHRASE.get(foldKey(phrase));
}

export function isInterestPhrase(phrase: string): boolean {
  return BY_PHRASE.has(foldKey(phrase));
}

/** Every word of the thesaurus's phrases and terms: words the reader knows. */
export function thesaurusWords(): Set<string> {
  const out = new Set<string>();
  for (const entry of INTEREST_ENTRIES) for (const p of [...entry.phrases, ...entry.terms]) for (const w of foldKey(p).split(' ')) if (w) out.add(w);
  return out;
}
