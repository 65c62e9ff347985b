/**
 * Trip sentences for a travel editor to judge the planner's trips by hand: where the trip is, and
 * what a great trip for it would include (famous or characteristic real stops an editor expects).
 * Written without reading the planner's code.
 */
export const EDITOR_SENTENCES: readonly { prompt: string; region: string; note: string }[] = [
  // ── US West ─────────────────────────────────────────────────────────────────────────────────
  {
    prompt: 'weird roadside stuff on old route 66 from albuquerque to flagstaff, 3 days',
    region: 'New Mexico and Arizona (US West)',
    note: "Gallup's old Route 66 strip, the Wigwam Motel in Holbrook and Petrified Forest, Standin' on the Corner in Winslow, Meteor Crater.",
  },
  {
    prompt: 'gold rush ghost towns up highway 49 from placerville to downieville',
    region: 'California Gold Country (US West)',
    note: "Marshall Gold Discovery park in Coloma, Empire Mine in Grass Valley, Nevada City's historic downtown, Downieville.",
  },
  {
    prompt: 'dec 28 to jan 1, desert weirdness from palm springs down to the salton sea',
    region: 'Southern California desert (US West)',
    note: 'Cabazon Dinosaurs, Salvation Mountain and Slab City / East Jesus near Niland, the art and ruins of Bombay Beach.',
  },
  {
    prompt: 'neon and weird museums in las vegas for 2 nights',
    region: 'Las Vegas, Nevada (US West)',
    note: 'The Neon Museum boneyard, the Pinball Hall of Fame, Seven Magic Mountains south of town.',
  },
  {
    prompt: 'a week of red rock parks and dinosaur tracks from moab to st. george',
    region: 'Southern Utah (US West)',
    note: 'Arches, Capitol Reef and Byway 12, the St. George Dinosaur Discovery Site at Johnson Farm.',
  },
  {
    prompt: 'lava tubes and volcano stuff around bend oregon, quick 2 days',
    region: 'Central Oregon (US West)',
    note: 'Lava Butte and Lava River Cave in Newberry National Volcanic Monument, Smith Rock, the High Desert Museum.',
  },
  {
    prompt: 'gold rush history from skagway up to dawson city',
    region: 'Alaska panhandle and Yukon (US West / Canada)',
    note: 'Klondike Gold Rush park in Skagway, the White Pass summit, the SS Klondike in Whitehorse, Dredge No. 4 and Diamond Tooth Gertie\'s in Dawson City.',
  },
  // ── US Midwest ──────────────────────────────────────────────────────────────────────────────
  {
    prompt: 'corn palace, wall drug and the badlands from sioux falls to rapid city',
    region: 'South Dakota (US Midwest)',
    note: 'The Corn Palace in Mitchell, Minuteman Missile site and Badlands National Park, Wall Drug.',
  },
  {
    prompt: 'supper clubs and sculptures from madison to the wisconsin dells',
    region: 'Southern Wisconsin (US Midwest)',
    note: "Dr. Evermor's Forevertron near Baraboo, Circus World in Baraboo, the House on the Rock (a detour to Spring Green), a classic supper club.",
  },
  {
    prompt: 'car history from detroit up to flint in a day',
    region: 'Southeast Michigan (US Midwest)',
    note: "The Henry Ford and Greenfield Village in Dearborn, the Ford Piquette Avenue Plant in Detroit, the Sloan Museum's Buick Automotive Gallery in Flint.",
  },
  // ── US South ────────────────────────────────────────────────────────────────────────────────
  {
    prompt: 'civil rights history and soul food from jackson mississippi to montgomery',
    region: 'Mississippi and Alabama (US South)',
    note: 'Mississippi Civil Rights Museum in Jackson, the Edmund Pettus Bridge in Selma, the Legacy Museum and National Memorial for Peace and Justice in Montgomery.',
  },
  {
    prompt: 'rockets from huntsville to cape canaveral, march 3 to 6',
    region: 'Alabama to Florida (US South)',
    note: 'US Space & Rocket Center in Huntsville, Kennedy Space Center Visitor Complex, the American Space Museum in Titusville.',
  },
  {
    prompt: 'ozark oddities from branson to eureka springs over a long weekend',
    region: 'Missouri and Arkansas Ozarks (US South)',
    note: 'Thorncrown Chapel and the haunted Crescent Hotel in Eureka Springs, Christ of the Ozarks statue, Branson kitsch.',
  },
  {
    prompt: 'bbq and honky tonks from dallas to austin the back way thru lockhart',
    region: 'Central Texas (US South)',
    note: "Lockhart barbecue (Kreuz Market, Black's, Smitty's), Luling City Market, the Broken Spoke in Austin.",
  },
  // ── US Northeast ────────────────────────────────────────────────────────────────────────────
  {
    prompt: 'lighthouses and lobster shacks from portland maine to rockland',
    region: 'Midcoast Maine (US Northeast)',
    note: "Portland Head Light, Red's Eats in Wiscasset, Pemaquid Point Light, the Owls Head light / Rockland Breakwater.",
  },
  {
    prompt: 'civil war battlefields from gettysburg to antietam to harpers ferry',
    region: 'Pennsylvania, Maryland, West Virginia (US Northeast / South)',
    note: 'Gettysburg National Military Park, Antietam National Battlefield, Harpers Ferry National Historical Park.',
  },
  {
    prompt: 'fall colors and covered bridges in vermont, oct 8-11',
    region: 'Vermont (US Northeast)',
    note: 'Quechee Gorge, Woodstock and its Middle Covered Bridge, the Stowe / Smugglers Notch drive, a sugarhouse or cider mill.',
  },
  {
    prompt: 'weird new jersey from the pine barrens down to cape may',
    region: 'South Jersey (US Northeast)',
    note: "Batsto Village in the Pine Barrens, Lucy the Elephant in Margate, Cape May's Victorian district and lighthouse.",
  },
  // ── Canada ──────────────────────────────────────────────────────────────────────────────────
  {
    prompt: 'une fin de semaine de villages et de fromageries dans charlevoix',
    region: 'Charlevoix, Quebec',
    note: "Baie-Saint-Paul's galleries and Laiterie Charlevoix, Isle-aux-Coudres, the Musée de Charlevoix / Fairmont Le Manoir Richelieu in La Malbaie.",
  },
  {
    prompt: 'de québec à gaspé en 5 jours par la route 132',
    region: 'Bas-Saint-Laurent and Gaspésie, Quebec',
    note: 'Jardins de Métis (Reford Gardens), the Cap-des-Rosiers lighthouse and Forillon park, Rocher Percé and Bonaventure Island.',
  },
  {
    prompt: "en partant de moncton, les plages pis la culture acadienne jusqu'à caraquet",
    region: 'Acadian coast of New Brunswick',
    note: "Shediac's giant lobster, Le Pays de la Sagouine in Bouctouche, the Village historique acadien near Caraquet.",
  },
  {
    prompt: 'dinosaurs and hoodoos from calgary to the badlands, 2 days',
    region: 'Alberta Badlands',
    note: "Royal Tyrrell Museum and the World's Largest Dinosaur in Drumheller, the Hoodoos trail, the Atlas Coal Mine in East Coulee.",
  },
  {
    prompt: 'lake superior from duluth to thunder bay along the north shore, august 14 to 17',
    region: 'Minnesota North Shore and Northwestern Ontario',
    note: 'Gooseberry Falls and Split Rock Lighthouse, Grand Marais, Kakabeka Falls and the Terry Fox monument near Thunder Bay.',
  },
  {
    prompt: 'lighthouses and seafood around the avalon peninsula, june 20-23',
    region: 'Avalon Peninsula, Newfoundland',
    note: "Cape Spear, Ferryland and the Colony of Avalon, Cape St. Mary's ecological reserve, Signal Hill in St. John's.",
  },
  {
    prompt: 'hot springs and ghost towns in the kootenays, 5 days from cranbrook',
    region: 'Kootenays, British Columbia',
    note: 'Fort Steele heritage town, Radium and Ainsworth hot springs, the Sandon ghost town near New Denver, Nelson.',
  },
  {
    prompt: "victoria's oddities and afternoon tea on foot",
    region: 'Victoria, British Columbia',
    note: 'Fan Tan Alley in Chinatown, afternoon tea at the Fairmont Empress, the BC Parliament Buildings, Craigdarroch Castle.',
  },
  {
    prompt: 'prairie skies and dinosaurs in southern sask, eastend to grasslands',
    region: 'Southwest Saskatchewan',
    note: "The T.rex Discovery Centre ('Scotty') in Eastend, Grasslands National Park near Val Marie, the 70 Mile Butte trail.",
  },
  {
    prompt: 'winnipeg to gimli to hecla, icelandic history and lake winnipeg beaches',
    region: 'Interlake, Manitoba',
    note: 'The Gimli Viking statue and New Iceland Heritage Museum, Hecla Island and Hecla/Grindstone park, Winnipeg Beach.',
  },
  {
    prompt: 'the cabot trail plus the fortress of louisbourg in 3 days from halifax',
    region: 'Cape Breton, Nova Scotia',
    note: 'Fortress of Louisbourg, the Alexander Graham Bell site in Baddeck, the Skyline Trail in Cape Breton Highlands park.',
  },
  {
    prompt: 'pei in 2 days: anne of green gables, lighthouses, lobster suppers',
    region: 'Prince Edward Island',
    note: 'Green Gables Heritage Place in Cavendish, a New Glasgow lobster supper, the Point Prim lighthouse.',
  },
];
