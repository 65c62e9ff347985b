/**
 * Spotify's data export names artists but, unlike its Web API, carries no genres. This table gives
 * well-known artists the genre Spotify's own catalogue files them under, so an imported listening
 * history can be read with the same genre rules as a connected account (rules.ts). Artists not in
 * it still count towards "what we read"; playlist names are matched as genre words too.
 */
const BY_GENRE: Record<string, string[]> = {
  'delta blues': ['Muddy Waters', 'Robert Johnson', 'Son House', 'Charley Patton', 'Skip James', 'Mississippi John Hurt', 'R.L. Burnside', 'Junior Kimbrough', 'Big Joe Williams', 'Mississippi Fred McDowell', 'Bukka White', 'Tommy Johnson'],
  'chicago blues': ["Howlin' Wolf", 'Willie Dixon', 'Little Walter', 'Buddy Guy', 'Koko Taylor', 'Otis Rush', 'Magic Sam', 'Junior Wells', 'Elmore James', 'Jimmy Reed'],
  'electric blues': ['B.B. King', 'Albert King', 'Freddie King', 'Stevie Ray Vaughan', 'John Lee Hooker', 'T-Bone Walker', 'Gary Clark Jr.', 'Christone "Kingfish" Ingram', 'Joe Bonamassa', 'The Black Keys'],
  'memphis soul': ['Otis Redding', 'Al Green', 'Sam & Dave', 'Booker T. & the M.G.\'s', 'Isaac Hayes', 'Carla Thomas', 'Rufus Thomas', 'The Staple Singers', 'Wilson Pickett'],
  'classic soul': ['Aretha Franklin', 'Sam Cooke', 'Etta James', 'Ray Charles', 'Marvin Gaye', 'Curtis Mayfield', 'Bill Withers', 'Nina Simone', 'Stevie Wonder', 'The Temptations', 'Sharon Jones & The Dap-Kings', 'Charles Bradley', 'Leon Bridges', 'Amy Winehouse'],
  'outlaw country': ['Waylon Jennings', 'Willie Nelson', 'Johnny Cash', 'Merle Haggard', 'Kris Kristofferson', 'David Allan Coe', 'Billy Joe Shaver', 'Sturgill Simpson', 'Tyler Childers', 'Chris Stapleton', 'Cody Jinks', 'Jamey Johnson', 'Hank Williams III'],
  'red dirt': ['Turnpike Troubadours', 'Cross Canadian Ragweed', 'Stoney LaRue', 'Jason Boland & The Stragglers', 'Shooter Jennings'],
  'honky tonk': ['Hank Williams', 'George Jones', 'Lefty Frizzell', 'Ernest Tubb', 'Buck Owens', 'Dwight Yoakam', 'Loretta Lynn', 'Patsy Cline'],
  americana: ['Jason Isbell', 'Lucinda Williams', 'Gillian Welch', 'Townes Van Zandt', 'Emmylou Harris', 'John Prine', 'Margo Price', 'The Avett Brothers', 'Old Crow Medicine Show', 'Brandi Carlile', 'Drive-By Truckers'],
  bluegrass: ['Bill Monroe', 'Ralph Stanley', 'Flatt & Scruggs', 'Alison Krauss', 'Billy Strings', 'Molly Tuttle', 'Sierra Hull', 'Del McCoury'],
  folk: ['Bob Dylan', 'Woody Guthrie', 'Joan Baez', 'Pete Seeger', 'Joni Mitchell', 'Fleet Foxes', 'Bon Iver', 'Iron & Wine', 'Nick Drake', 'Simon & Garfunkel'],
  jazz: ['Miles Davis', 'John Coltrane', 'Louis Armstrong', 'Duke Ellington', 'Thelonious Monk', 'Charles Mingus', 'Billie Holiday', 'Ella Fitzgerald', 'Dave Brubeck', 'Chet Baker', 'Herbie Hancock', 'Kamasi Washington', 'Preservation Hall Jazz Band', 'Trombone Shorty'],
  rockabilly: ['Elvis Presley', 'Carl Perkins', 'Jerry Lee Lewis', 'Wanda Jackson', 'Gene Vincent', 'Buddy Holly', 'Brian Setzer', 'Stray Cats', 'Chuck Berry', 'Little Richard', 'Roy Orbison'],
  'classic rock': ['Creedence Clearwater Revival', 'Lynyrd Skynyrd', 'The Allman Brothers Band', 'ZZ Top', 'Tom Petty and the Heartbreakers', 'Bruce Springsteen', 'The Eagles', 'Led Zeppelin', 'The Rolling Stones', 'The Doors'],
  'doom metal': ['Black Sabbath', 'Electric Wizard', 'Candlemass', 'Pentagram', 'Sleep', 'Windhand'],
  metal: ['Metallica', 'Iron Maiden', 'Slayer', 'Megadeth', 'Ghost', 'Mastodon', 'Gojira', 'King Diamond', 'Mercyful Fate', 'Type O Negative'],
  goth: ['Bauhaus', 'The Sisters of Mercy', 'Siouxsie and the Banshees', 'The Cure', 'Christian Death', 'Drab Majesty', 'Boy Harsher', 'She Past Away'],
  'desert rock': ['Kyuss', 'Queens of the Stone Age', 'Fu Manchu', 'Yawning Man', 'Masters of Reality', 'Earthless', 'All Them Witches'],
  'psychedelic rock': ['Pink Floyd', 'Jefferson Airplane', 'The 13th Floor Elevators', 'Tame Impala', 'King Gizzard & The Lizard Wizard', 'Khruangbin', 'The Flaming Lips', 'Hawkwind', 'Spiritualized'],
  synthwave: ['The Midnight', 'Kavinsky', 'Carpenter Brut', 'Perturbator', 'FM-84', 'Gunship', 'Timecop1983'],
  punk: ['Ramones', 'The Clash', 'Sex Pistols', 'Black Flag', 'Dead Kennedys', 'Bad Religion', 'Misfits', 'Minor Threat', 'IDLES', 'Amyl and The Sniffers'],
  indie: ['Arcade Fire', 'Modest Mouse', 'Pavement', 'Built to Spill', 'Car Seat Headrest', 'Pixies', 'Neutral Milk Hotel', 'Big Thief', 'Wilco'],
  electronic: ['Daft Punk', 'Aphex Twin', 'Boards of Canada', 'Kraftwerk', 'The Chemical Brothers', 'Bonobo', 'Four Tet', 'Jon Hopkins', 'Moderat'],
  'hip hop': ['OutKast', 'Kendrick Lamar', 'Wu-Tang Clan', 'A Tribe Called Quest', 'Nas', 'UGK', 'Run-DMC', 'De La Soul', 'MF DOOM', 'Run The Jewels'],
  classical: ['Johann Sebastian Bach', 'Ludwig van Beethoven', 'Wolfgang Amadeus Mozart', 'Antonín Dvořák', 'Aaron Copland', 'Claude Debussy', 'Frédéric Chopin', 'Yo-Yo Ma'],
  soundtrack: ['Ennio Morricone', 'Hans Zimmer', 'John Williams', 'Ramin Djawadi', 'Howard Shore', 'Joe Hisaishi', 'Koji Kondo'],
  'tejano': ['Selena', 'Los Lonely Boys', 'Flaco Jiménez', 'Texas Tornados', 'Freddy Fender', 'Los Lobos'],
  latin: ['Buena Vista Social Club', 'Celia Cruz', 'Santana', 'Natalia Lafourcade', 'Bad Bunny'],
  'new age': ['Enya', 'Brian Eno', 'Hiroshi Yoshimura', 'Laraaji', 'Yanni'],
};

const fold = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

const TABLE = new Map<string, string>();
for (const [genre, artists] of Object.entries(BY_GENRE)) for (const a of artists) TABLE.set(fold(a), genre);

/** The genre an artist is known for, or undefined. */
export function genreOf(artist: string): string | undefined {
  return TABLE.get(fold(artist));
}
