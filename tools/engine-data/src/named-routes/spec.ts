/**
 * The named routes of the US and Canada a traveller names (historic highways, parkways, scenic
 * byways, numbered highways known by their number, the Trans-Canada and the Yellowhead…): how each
 * is found in the development reference (../shared/data/roads: a `ref` on the numbered network, a
 * `name` on it, or a named route), the stretch travellers mean (`from`/`to` towns), and the names
 * people use for it. The build lists the towns each passes, in order — facts; the product routes
 * through those towns on its own network and never ships the reference's geometry.
 */
export interface RouteSpec {
  id: string;
  name: string;
  /** What travellers write (folded by the reader). */
  aliases: string[];
  /** Reference lines: numbered refs ("US-50"), a road name ("Blue Ridge Parkway") or a named route ("Lincoln Highway"). */
  refs?: string[];
  roadName?: string;
  named?: string;
  /** Lines carrying one of these refs are left out (the Yellowhead's Trans-Canada shield). */
  notRefs?: string[];
  /** Only lines in these states/provinces. */
  regions?: string[];
  /** The stretch travellers mean, between two towns ("Town, RC"), when the road runs on past them. */
  from?: string;
  to?: string;
  /** Routed automatically when a drive runs along it (a trip between two towns on it is named after it). */
  auto?: boolean;
  /** A named route whose state alignments carry a place in brackets ("Great River Road (Baton Rouge)"): take them all. */
  variants?: boolean;
  /** A route the reference lacks, as the towns it passes in order ("Town, RC"): our own facts. */
  towns?: string[];
}

const r = (id: string, name: string, aliases: string, sel: Omit<RouteSpec, 'id' | 'name' | 'aliases'>): RouteSpec => ({
  id,
  name,
  aliases: aliases.split('|').map((a) => a.trim()).filter(Boolean),
  ...sel,
});

export const ROUTE_SPECS: readonly RouteSpec[] = [
  // historic and named highways
  r('route-66', 'Route 66', 'route 66|rt 66|rte 66|route sixty-six|historic route 66|us-66|us 66|highway 66|the mother road|mother road|la route 66', { named: 'US-66 His', auto: true }),
  r('lincoln-highway', 'Lincoln Highway', 'lincoln highway|the lincoln highway|lincoln hwy', { named: 'Lincoln Highway' }),
  r('national-road', 'Historic National Road', 'national road|the national road|historic national road|cumberland road|national pike', { named: 'Historic National Road' }),
  r('dixie-highway', 'Dixie Highway', 'dixie highway|the dixie highway', { named: 'Dixie Highway' }),
  r('jefferson-highway', 'Jefferson Highway', 'jefferson highway', { named: 'Jefferson Highway' }),
  r('great-river-road', 'Great River Road', 'great river road|the great river road|grr|river road along the mississippi', { named: 'Great River Road', variants: true, auto: true }),
  r('lake-superior-circle-tour', 'Lake Superior Circle Tour', 'lake superior circle tour|circle tour of lake superior|lake superior circle route', { named: 'Great Lakes - Lake Superior Circle Tour' }),
  r('lake-michigan-circle-tour', 'Lake Michigan Circle Tour', 'lake michigan circle tour|circle tour of lake michigan', { named: 'Great Lakes - Lake Michigan Circle Tour' }),
  r('lake-huron-circle-tour', 'Lake Huron Circle Tour', 'lake huron circle tour', { named: 'Great Lakes - Lake Huron Circle Tour' }),
  r('lake-erie-circle-tour', 'Lake Erie Circle Tour', 'lake erie circle tour', { named: 'Great Lakes - Lake Erie Circle Tour' }),
  r('seaway-trail', 'Great Lakes Seaway Trail', 'seaway trail|great lakes seaway trail', { named: 'Great Lakes - Seaways Trail' }),
  r('ohio-river-scenic-byway', 'Ohio River Scenic Byway', 'ohio river scenic byway|ohio river byway', { named: 'Ohio River Scenic Byway' }),
  r('volcanic-legacy', 'Volcanic Legacy Scenic Byway', 'volcanic legacy scenic byway|volcanic legacy byway', { named: 'Volcanic Legacy Scenic Byway' }),
  r('selkirk-loop', 'International Selkirk Loop', 'selkirk loop|international selkirk loop', { named: 'International Selkirk Loop' }),
  r('oregon-trail', 'Oregon Trail', 'oregon trail|the oregon trail', { named: 'Oregon National Historic Trail' }),
  r('santa-fe-trail', 'Santa Fe Trail', 'santa fe trail|the santa fe trail', { named: 'Santa Fe National Historic Trail' }),
  r('trail-of-tears', 'Trail of Tears', 'trail of tears|the trail of tears', { named: 'Trail of Tears' }),
  r('lewis-and-clark-trail', 'Lewis and Clark Trail', 'lewis and clark trail|lewis & clark trail|lewis and clark route', { named: 'Lewis and Clark' }),
  r('pony-express-trail', 'Pony Express Trail', 'pony express trail|pony express route|the pony express', { named: 'Pony Express' }),
  r('california-trail', 'California Trail', 'california trail|the california trail', { named: 'California National Historic Trail' }),
  r('mormon-trail', 'Mormon Pioneer Trail', 'mormon trail|mormon pioneer trail', { named: 'Mormon Pioneer' }),
  r('el-camino-real', 'El Camino Real de Tierra Adentro', 'el camino real de tierra adentro|camino real de tierra adentro', { named: 'El Camino Real de Tierra Adentro' }),
  r('old-spanish-trail', 'Old Spanish Trail', 'old spanish trail|the old spanish trail', { named: 'Old Spanish' }),
  r('selma-montgomery', 'Selma to Montgomery Trail', 'selma to montgomery trail|selma to montgomery march route', { named: 'Selma - Montgomery Trail' }),
  r('natchez-trace', 'Natchez Trace Parkway', 'natchez trace|the natchez trace|natchez trace parkway|the trace', { roadName: 'Natchez Trace Parkway' }),
  r('blue-ridge', 'Blue Ridge Parkway', 'blue ridge parkway|the blue ridge parkway|brp', { roadName: 'Blue Ridge Parkway', auto: true }),
  r('skyline-drive', 'Skyline Drive', 'skyline drive|shenandoah skyline drive', { roadName: 'Skyline Drive' }),
  r('going-to-the-sun', 'Going-to-the-Sun Road', 'going-to-the-sun road|going to the sun road|going-to-the-sun|sun road', { roadName: 'Going-to-the-Sun' }),
  r('trail-ridge-road', 'Trail Ridge Road', 'trail ridge road', { refs: ['US-34'], regions: ['CO'], from: 'Estes Park, CO', to: 'Grand Lake, CO' }),
  r('colonial-parkway', 'Colonial Parkway', 'colonial parkway', { roadName: 'Colonial Parkway' }),
  r('tioga-pass', 'Tioga Road', 'tioga road|tioga pass|tioga pass road', { refs: ['CA-120'], regions: ['CA'], from: 'Groveland, CA', to: 'Lee Vining, CA' }),
  r('pacific-coast', 'Pacific Coast Highway', 'pacific coast highway|the pacific coast highway|pch|highway 1|hwy 1|california highway 1|ca-1|route 1 in california|cabrillo highway|shoreline highway', { refs: ['CA-1'], regions: ['CA'], auto: true }),
  r('big-sur-coast', 'Big Sur coast (CA-1)', 'big sur highway|highway 1 through big sur', { refs: ['CA-1'], regions: ['CA'], from: 'Carmel-by-the-Sea, CA', to: 'Cambria, CA' }),
  r('us-101', 'US-101', 'us-101|us 101|highway 101|hwy 101|the 101|route 101|oregon coast highway|redwood highway|pacific coast scenic byway', { refs: ['US-101'], auto: true }),
  r('oregon-coast-101', 'Oregon Coast Highway (US-101)', 'oregon coast highway|oregon coast 101|the oregon coast', { refs: ['US-101'], regions: ['OR'] }),
  r('historic-columbia-river-highway', 'Historic Columbia River Highway', 'historic columbia river highway|columbia river highway|columbia gorge scenic highway', { refs: ['US-30'], regions: ['OR'], from: 'Troutdale, OR', to: 'The Dalles, OR' }),
  r('us-395', 'US-395 Eastern Sierra', 'us-395|us 395|highway 395|hwy 395|the 395|395|eastern sierra scenic byway|eastern sierra highway', { refs: ['US-395'], regions: ['CA', 'NV'], auto: true }),
  r('us-50', 'US-50 (the Loneliest Road)', 'us-50|us 50|highway 50|hwy 50|route 50|loneliest road|the loneliest road|loneliest road in america', { refs: ['US-50'] }),
  r('et-highway', 'Extraterrestrial Highway (NV-375)', 'extraterrestrial highway|the extraterrestrial highway|et highway|the et highway|nv-375|nevada 375|highway 375|route 375', { towns: ['Alamo, NV', 'Rachel, NV', 'Tonopah, NV'] }),
  r('us-95', 'US-95', 'us-95|us 95|highway 95|hwy 95', { refs: ['US-95'], regions: ['NV', 'ID', 'OR'] }),
  r('us-93', 'US-93', 'us-93|us 93|highway 93|hwy 93', { refs: ['US-93'] }),
  r('us-89', 'US-89', 'us-89|us 89|highway 89|hwy 89|route 89', { refs: ['US-89'], auto: true }),
  r('us-191', 'US-191', 'us-191|us 191|highway 191|hwy 191', { refs: ['US-191'] }),
  r('million-dollar-highway', 'Million Dollar Highway (US-550)', 'million dollar highway|the million dollar highway|us-550|us 550|highway 550|san juan skyway', { refs: ['US-550'], regions: ['CO'], from: 'Silverton, CO', to: 'Ouray, CO' }),
  r('beartooth-highway', 'Beartooth Highway (US-212)', 'beartooth highway|the beartooth highway|beartooth pass', { towns: ['Red Lodge, MT', 'Cooke City, MT'] }),
  r('chief-joseph-byway', 'Chief Joseph Scenic Byway (WY-296)', 'chief joseph scenic byway|chief joseph highway', { towns: ['Cody, WY', 'Cooke City, MT'] }),
  r('turquoise-trail', 'Turquoise Trail (NM-14)', 'turquoise trail|the turquoise trail|turquoise trail national scenic byway', { refs: ['NM-14'] }),
  r('high-road-to-taos', 'High Road to Taos', 'high road to taos|the high road to taos|high road', { refs: ['NM-76'] }),
  r('scenic-byway-12', 'Scenic Byway 12 (UT-12)', 'scenic byway 12|highway 12 utah|utah 12|ut-12|all-american road 12', { refs: ['UT-12'] }),
  r('kancamagus', 'Kancamagus Highway (NH-112)', 'kancamagus highway|the kancamagus|kancamagus|the kanc', { refs: ['NH-112'], from: 'Lincoln, NH', to: 'Conway, NH' }),
  r('mohawk-trail', 'Mohawk Trail (MA-2)', 'mohawk trail|the mohawk trail', { refs: ['MA-2'], from: 'Williamstown, MA', to: 'Greenfield, MA' }),
  r('overseas-highway', 'Overseas Highway (US-1)', 'overseas highway|the overseas highway|highway to the keys', { refs: ['US-1'], regions: ['FL'], from: 'Florida City, FL', to: 'Key West, FL' }),
  r('tamiami-trail', 'Tamiami Trail (US-41)', 'tamiami trail|the tamiami trail', { refs: ['US-41'], regions: ['FL'], from: 'Miami, FL', to: 'Naples, FL' }),
  r('a1a', 'A1A (Florida coast)', 'a1a|route a1a|highway a1a|florida a1a', { refs: ['FL-A1A'] }),
  r('us-61', 'US-61 (the Blues Highway)', 'us-61|us 61|highway 61|hwy 61|blues highway|the blues highway|highway 61 revisited', { refs: ['US-61'], regions: ['LA', 'MS', 'TN', 'AR', 'MO'] }),
  r('tail-of-the-dragon', 'Tail of the Dragon (US-129)', 'tail of the dragon|the dragon|deals gap', { refs: ['US-129'], regions: ['NC', 'TN'], from: 'Robbinsville, NC', to: 'Maryville, TN' }),
  r('cherohala-skyway', 'Cherohala Skyway', 'cherohala skyway', { refs: ['TN-165', 'NC-143'] }),
  r('outer-banks-nc12', 'NC-12 (Outer Banks)', 'nc-12|nc 12|highway 12 outer banks|outer banks highway', { refs: ['NC-12'] }),
  r('route-20', 'US-20', 'us-20|us 20|highway 20|route 20', { refs: ['US-20'] }),
  r('us-2', 'US-2 (the Hi-Line)', 'us-2|us 2|highway 2|hi-line|the hi-line|high line', { refs: ['US-2'] }),
  r('us-83', 'US-83', 'us-83|us 83|highway 83', { refs: ['US-83'] }),
  r('us-281', 'US-281', 'us-281|us 281|highway 281', { refs: ['US-281'] }),
  r('north-cascades-highway', 'North Cascades Highway (WA-20)', 'north cascades highway|the north cascades highway|cascade loop', { refs: ['WA-20'], from: 'Sedro-Woolley, WA', to: 'Winthrop, WA' }),
  r('chuckanut-drive', 'Chuckanut Drive (WA-11)', 'chuckanut drive', { refs: ['WA-11'] }),
  r('seward-highway', 'Seward Highway', 'seward highway|the seward highway', { refs: ['AK-1', 'AK-9'], regions: ['AK'], from: 'Anchorage, AK', to: 'Seward, AK' }),
  r('richardson-highway', 'Richardson Highway', 'richardson highway|the richardson highway', { refs: ['AK-4'], regions: ['AK'] }),
  r('parks-highway', 'George Parks Highway', 'parks highway|george parks highway|the parks highway', { refs: ['AK-3'], regions: ['AK'] }),
  r('dalton-highway', 'Dalton Highway', 'dalton highway|the dalton highway|haul road', { towns: ['Fairbanks, AK', 'Coldfoot, AK', 'Deadhorse, AK'] }),
  r('alaska-highway', 'Alaska Highway', 'alaska highway|the alaska highway|alcan|the alcan|alcan highway', { refs: ['BC-97', 'YT-1', 'AK-2'], from: 'Dawson Creek, BC', to: 'Delta Junction, AK' }),
  r('klondike-highway', 'Klondike Highway', 'klondike highway|the klondike highway', { refs: ['YT-2'] }),
  r('dempster-highway', 'Dempster Highway', 'dempster highway|the dempster|dempster', { refs: ['YT-5', 'NT-8'] }),
  // interstates people name
  r('i-90', 'I-90', 'i-90|i 90|i90|interstate 90|interstate-90', { refs: ['I-90'], auto: true }),
  r('i-80', 'I-80', 'i-80|i 80|i80|interstate 80', { refs: ['I-80'], auto: true }),
  r('i-70', 'I-70', 'i-70|i 70|i70|interstate 70', { refs: ['I-70'], auto: true }),
  r('i-40', 'I-40', 'i-40|i 40|i40|interstate 40', { refs: ['I-40'], auto: true }),
  r('i-10', 'I-10', 'i-10|i 10|i10|interstate 10', { refs: ['I-10'], auto: true }),
  r('i-95', 'I-95', 'i-95|i 95|i95|interstate 95', { refs: ['I-95'], auto: true }),
  r('i-5', 'I-5', 'i-5|i 5|i5|interstate 5', { refs: ['I-5'], auto: true }),
  r('i-15', 'I-15', 'i-15|i 15|i15|interstate 15', { refs: ['I-15'], auto: true }),
  r('i-25', 'I-25', 'i-25|i 25|i25|interstate 25', { refs: ['I-25'], auto: true }),
  r('i-35', 'I-35', 'i-35|i 35|i35|interstate 35', { refs: ['I-35'], auto: true }),
  r('i-75', 'I-75', 'i-75|i 75|i75|interstate 75', { refs: ['I-75'], auto: true }),
  r('i-81', 'I-81', 'i-81|i 81|i81|interstate 81', { refs: ['I-81'], auto: true }),
  r('i-94', 'I-94', 'i-94|i 94|i94|interstate 94', { refs: ['I-94'], auto: true }),
  // Canada
  r('trans-canada', 'Trans-Canada Highway', 'trans-canada|trans canada|the trans-canada|the trans canada|trans-canada highway|trans canada highway|tch|the tch|transcanadienne|la transcanadienne|route transcanadienne', { refs: ['TCH'], notRefs: ['AB-16', 'BC-16', 'SK-16', 'MB-16', 'BC-5'], from: 'Victoria, BC', to: "St. John's, NL", auto: true }),
  r('yellowhead', 'Yellowhead Highway', 'yellowhead|the yellowhead|yellowhead highway|highway 16|hwy 16|route de yellowhead', { refs: ['AB-16', 'BC-16', 'SK-16', 'MB-16'], auto: true }),
  r('icefields-parkway', 'Icefields Parkway', 'icefields parkway|the icefields parkway|promenade des glaciers|highway 93 north', { refs: ['AB-93'], from: 'Lake Louise, AB', to: 'Jasper, AB' }),
  r('sea-to-sky', 'Sea-to-Sky Highway (BC-99)', 'sea to sky|sea-to-sky|the sea to sky|the sea-to-sky|sea to sky highway|sea-to-sky highway|highway 99', { refs: ['BC-99'], from: 'West Vancouver, BC', to: 'Pemberton, BC' }),
  r('crowsnest-highway', 'Crowsnest Highway (Highway 3)', 'crowsnest highway|the crowsnest|highway 3|hwy 3', { refs: ['BC-3', 'AB-3'] }),
  r('okanagan-highway-97', 'Okanagan Highway (BC-97)', 'okanagan highway|highway 97 okanagan', { refs: ['BC-97'], regions: ['BC'], from: 'Osoyoos, BC', to: 'Vernon, BC' }),
  r('cariboo-highway', 'Cariboo Highway (BC-97)', 'cariboo highway|gold rush trail|the gold rush trail', { refs: ['BC-97'], regions: ['BC'], from: 'Cache Creek, BC', to: 'Prince George, BC' }),
  r('cowboy-trail', 'Cowboy Trail (AB-22)', 'cowboy trail|the cowboy trail|highway 22', { refs: ['AB-22'] }),
  r('highway-17-north-shore', 'Lake Superior North Shore (ON-17)', 'highway 17|hwy 17|north shore highway|lake superior drive', { refs: ['ON-17'], from: 'Sault Ste. Marie, ON', to: 'Thunder Bay, ON' }),
  r('highway-11', 'Highway 11 (Ontario)', 'highway 11 ontario|hwy 11 ontario', { refs: ['ON-11'] }),
  r('chemin-du-roy', 'Chemin du Roy (QC-138)', 'chemin du roy|le chemin du roy|route 138|route du roy', { refs: ['QC-138'], from: 'Repentigny, QC', to: 'Québec, QC' }),
  r('route-des-baleines', 'Route des Baleines (QC-138)', 'route des baleines|whale route|la route des baleines', { refs: ['QC-138'], from: 'Tadoussac, QC', to: 'Sept-Îles, QC' }),
  // the whole loop of the peninsula, north shore out and Baie des Chaleurs back (the ref's shortest
  // path from Mont-Joli to Percé is the Matapédia valley, which skips the coast the tour is about)
  r('tour-de-la-gaspesie', 'Tour de la Gaspésie (QC-132)', 'tour de la gaspésie|tour de la gaspesie|gaspé loop|gaspe loop|route 132|la 132|gaspésie loop', { towns: ['Mont-Joli, QC', 'Matane, QC', 'Cap-Chat, QC', 'Sainte-Anne-des-Monts, QC', 'Grande-Vallée, QC', 'Gaspé, QC', 'Percé, QC', 'Chandler, QC', 'Bonaventure, QC', 'Carleton-sur-Mer, QC', 'Causapscal, QC', 'Amqui, QC', 'Mont-Joli, QC'] }),
  r('route-des-navigateurs', 'Route des Navigateurs (QC-132)', 'route des navigateurs', { refs: ['QC-132'], from: 'Lévis, QC', to: 'Mont-Joli, QC' }),
  r('cabot-trail', 'Cabot Trail', 'cabot trail|the cabot trail|piste cabot', { towns: ['Baddeck, NS', 'Margaree Forks, NS', 'Chéticamp, NS', 'Pleasant Bay, NS', 'Cape North, NS', 'Ingonish, NS', 'Englishtown, NS', 'Baddeck, NS'] }),
  r('lighthouse-route', 'Lighthouse Route (NS-3 / NS-333)', 'lighthouse route|the lighthouse route|route des phares', { refs: ['NS-3', 'NS-333'] }),
  r('evangeline-trail', 'Evangeline Trail (NS-1)', 'evangeline trail|the evangeline trail', { refs: ['NS-1'] }),
  r('glooscap-trail', 'Glooscap Trail (NS-2)', 'glooscap trail', { refs: ['NS-2'] }),
  r('marine-drive-ns', 'Marine Drive (NS-7)', 'marine drive|eastern shore marine drive', { refs: ['NS-7'] }),
  r('fundy-coastal-drive', 'Fundy Coastal Drive', 'fundy coastal drive|fundy coastal route', { refs: ['NB-1', 'NB-114'] }),
  r('acadian-coastal-drive', 'Acadian Coastal Drive (NB-11)', 'acadian coastal drive|route acadienne', { refs: ['NB-11'] }),
  r('viking-trail', 'Viking Trail (NL-430)', 'viking trail|the viking trail|route des vikings', { refs: ['NL-430'] }),
  r('irish-loop', 'Irish Loop (NL-10)', 'irish loop|the irish loop', { refs: ['NL-10'] }),
  r('route-du-fjord', 'Route du Fjord (QC-170)', 'route du fjord|fjord route', { refs: ['QC-170', 'QC-172'] }),
  r('icefields-to-banff-1a', 'Bow Valley Parkway (AB-1A)', 'bow valley parkway', { refs: ['AB-1A'] }),
  // rail trails and towpaths travellers ride (our own facts: the towns each passes, in order)
  r('katy-trail', 'Katy Trail', 'katy trail|the katy trail|katy trail state park', { towns: ['Clinton, MO', 'Sedalia, MO', 'Boonville, MO', 'Jefferson City, MO', 'Hermann, MO', 'Marthasville, MO', 'Washington, MO', 'Saint Charles, MO'] }),
  r('great-allegheny-passage', 'Great Allegheny Passage', 'great allegheny passage|the great allegheny passage|gap trail', { towns: ['Pittsburgh, PA', 'McKeesport, PA', 'West Newton, PA', 'Connellsville, PA', 'Ohiopyle, PA', 'Confluence, PA', 'Rockwood, PA', 'Meyersdale, PA', 'Frostburg, MD', 'Cumberland, MD'] }),
  r('c-and-o-canal', 'C&O Canal Towpath', 'c&o canal|c and o canal|c&o canal towpath|c&o towpath|chesapeake and ohio canal|c & o canal', { towns: ['Cumberland, MD', 'Hancock, MD', 'Williamsport, MD', 'Sharpsburg, MD', 'Harpers Ferry, WV', 'Brunswick, MD', 'Point of Rocks, MD', 'Washington, DC'] }),
  r('erie-canalway-trail', 'Erie Canalway Trail', 'erie canal|the erie canal|erie canalway trail|erie canal trail', { towns: ['Buffalo, NY', 'Lockport, NY', 'Medina, NY', 'Albion, NY', 'Rochester, NY', 'Palmyra, NY', 'Syracuse, NY', 'Rome, NY', 'Utica, NY', 'Little Falls, NY', 'Amsterdam, NY', 'Schenectady, NY', 'Albany, NY'] }),
  r('p-tit-train-du-nord', "P'tit Train du Nord", "p'tit train du nord|le p'tit train du nord|petit train du nord|le petit train du nord|ptit train du nord", { towns: ['Saint-Jérôme, QC', 'Prévost, QC', 'Val-David, QC', 'Sainte-Agathe-des-Monts, QC', 'Mont-Tremblant, QC', 'Labelle, QC', 'Mont-Laurier, QC'] }),
  r('galloping-goose', 'Galloping Goose Trail', 'galloping goose|the galloping goose|galloping goose trail', { towns: ['Victoria, BC', 'Colwood, BC', 'Langford, BC', 'Sooke, BC'] }),
  r('mickelson-trail', 'George S. Mickelson Trail', 'mickelson trail|the mickelson trail|george s mickelson trail|george mickelson trail', { towns: ['Deadwood, SD', 'Lead, SD', 'Hill City, SD', 'Custer, SD', 'Edgemont, SD'] }),
  r('virginia-creeper-trail', 'Virginia Creeper Trail', 'virginia creeper trail|the virginia creeper trail|the creeper trail|creeper trail', { towns: ['Abingdon, VA', 'Damascus, VA'] }),
  r('confederation-trail', 'Confederation Trail', 'confederation trail|the confederation trail|sentier de la confédération', { towns: ['Tignish, PE', "O'Leary, PE", 'Summerside, PE', 'Kensington, PE', 'Charlottetown, PE', 'Mount Stewart, PE', 'Souris, PE'] }),
];
