/**
 * Named road corridors as coarse polylines (a waypoint every 50–300 km, coordinates of the towns
 * the road passes). A sentence that names one ("along Route 66") routes the trip along it; a trip
 * whose two ends both sit on one is routed along it too, which keeps the corridor on the real road
 * instead of a straight line across mountains or test ranges.
 */
import type { RegionCode } from '../gazetteer/index.js';

export interface Waypoint {
  name: string;
  region: RegionCode;
  lat: number;
  lng: number;
}

export interface Corridor {
  id: string;
  name: string;
  /** Phrases that name it (folded: lower-case, single spaces, hyphens kept). */
  aliases: readonly string[];
  waypoints: readonly Waypoint[];
  /** Only routed automatically when both ends sit on it (not when it is merely near). */
  auto: boolean;
}

const w = (name: string, region: RegionCode, lat: number, lng: number): Waypoint => ({ name, region, lat, lng });

export const CORRIDORS: readonly Corridor[] = [
  {
    id: 'route-66',
    name: 'Route 66',
    aliases: ['route 66', 'rt 66', 'rte 66', 'route sixty-six', 'historic route 66', 'us-66', 'us 66', 'highway 66', 'the mother road', 'mother road'],
    auto: true,
    waypoints: [
      w('Chicago', 'IL', 41.8781, -87.6298), w('Joliet', 'IL', 41.525, -88.0817), w('Pontiac', 'IL', 40.8808, -88.6298),
      w('Bloomington', 'IL', 40.4842, -88.9937), w('Springfield', 'IL', 39.7817, -89.6501), w('St. Louis', 'MO', 38.627, -90.1994),
      w('Rolla', 'MO', 37.9514, -91.7713), w('Springfield', 'MO', 37.209, -93.2923), w('Joplin', 'MO', 37.0842, -94.5133),
      w('Miami', 'OK', 36.8745, -94.8775), w('Tulsa', 'OK', 36.154, -95.9928), w('Oklahoma City', 'OK', 35.4676, -97.5164),
      w('Clinton', 'OK', 35.5159, -98.9673), w('Amarillo', 'TX', 35.222, -101.8313), w('Tucumcari', 'NM', 35.1717, -103.725),
      w('Santa Rosa', 'NM', 34.9387, -104.6825), w('Albuquerque', 'NM', 35.0844, -106.6504), w('Grants', 'NM', 35.1473, -107.8514),
      w('Gallup', 'NM', 35.5281, -108.7426), w('Holbrook', 'AZ', 34.9022, -110.1582), w('Winslow', 'AZ', 35.0242, -110.6974),
      w('Flagstaff', 'AZ', 35.1983, -111.6513), w('Williams', 'AZ', 35.2495, -112.191), w('Seligman', 'AZ', 35.3256, -112.8774),
      w('Kingman', 'AZ', 35.1894, -114.053), w('Needles', 'CA', 34.8481, -114.6141), w('Barstow', 'CA', 34.8958, -117.0173),
      w('San Bernardino', 'CA', 34.1083, -117.2898), w('Los Angeles', 'CA', 34.0522, -118.2437), w('Santa Monica', 'CA', 34.0195, -118.4912),
    ],
  },
  {
    id: 'us-50',
    name: 'US-50 (the Loneliest Road)',
    aliases: ['us-50', 'us 50', 'highway 50', 'hwy 50', 'route 50', 'loneliest road', 'the loneliest road', 'loneliest road in america'],
    auto: false,
    waypoints: [
      w('Sacramento', 'CA', 38.5816, -121.4944), w('Placerville', 'CA', 38.7296, -120.7985), w('South Lake Tahoe', 'CA', 38.9399, -119.9772),
      w('Carson City', 'NV', 39.1638, -119.7674), w('Fallon', 'NV', 39.4735, -118.7774), w('Austin', 'NV', 39.4927, -117.0673),
      w('Eureka', 'NV', 39.5127, -115.9609), w('Ely', 'NV', 39.2474, -114.8886), w('Delta', 'UT', 39.3522, -112.5772),
      w('Salina', 'UT', 38.9577, -111.8599), w('Green River', 'UT', 38.9953, -110.1596), w('Grand Junction', 'CO', 39.0639, -108.5506),
      w('Montrose', 'CO', 38.4783, -107.8762), w('Gunnison', 'CO', 38.5458, -106.9253), w('Salida', 'CO', 38.5347, -105.9989),
      w('Pueblo', 'CO', 38.2544, -104.6091), w('La Junta', 'CO', 37.9850, -103.5438), w('Garden City', 'KS', 37.9717, -100.8727),
      w('Dodge City', 'KS', 37.7528, -100.0171), w('Hutchinson', 'KS', 38.0608, -97.9298), w('Emporia', 'KS', 38.4039, -96.1817),
      w('Kansas City', 'MO', 39.0997, -94.5786), w('Jefferson City', 'MO', 38.5767, -92.1735), w('St. Louis', 'MO', 38.627, -90.1994),
      w('Vincennes', 'IN', 38.6773, -87.5286), w('Cincinnati', 'OH', 39.1031, -84.512), w('Chillicothe', 'OH', 39.3331, -82.9824),
      w('Parkersburg', 'WV', 39.2667, -81.5615), w('Clarksburg', 'WV', 39.2806, -80.3445), w('Winchester', 'VA', 39.1857, -78.1633),
      w('Washington', 'DC', 38.9072, -77.0369), w('Annapolis', 'MD', 38.9784, -76.4922), w('Ocean City', 'MD', 38.3365, -75.0849),
    ],
  },
  {
    id: 'i-90',
    name: 'I-90',
    aliases: ['i-90', 'i 90', 'i90', 'interstate 90', 'interstate-90'],
    auto: true,
    waypoints: [
      w('Seattle', 'WA', 47.6062, -122.3321), w('Ellensburg', 'WA', 46.9965, -120.5478), w('Moses Lake', 'WA', 47.1301, -119.2781),
      w('Spokane', 'WA', 47.6588, -117.426), w("Coeur d'Alene", 'ID', 47.6777, -116.7805), w('Wallace', 'ID', 47.4741, -115.928),
      w('Missoula', 'MT', 46.8721, -113.994), w('Butte', 'MT', 46.0038, -112.5348), w('Bozeman', 'MT', 45.677, -111.0429),
      w('Billings', 'MT', 45.7833, -108.5007), w('Sheridan', 'WY', 44.7972, -106.9562), w('Gillette', 'WY', 44.2911, -105.5022),
      w('Rapid City', 'SD', 44.0805, -103.231), w('Wall', 'SD', 43.9925, -102.2413), w('Chamberlain', 'SD', 43.8108, -99.3307),
      w('Mitchell', 'SD', 43.7094, -98.0298), w('Sioux Falls', 'SD', 43.5446, -96.7311), w('Albert Lea', 'MN', 43.648, -93.3683),
      w('La Crosse', 'WI', 43.8014, -91.2396), w('Madison', 'WI', 43.0731, -89.4012), w('Rockford', 'IL', 42.2711, -89.094),
      w('Chicago', 'IL', 41.8781, -87.6298), w('South Bend', 'IN', 41.6764, -86.252), w('Toledo', 'OH', 41.6528, -83.5379),
      w('Cleveland', 'OH', 41.4993, -81.6944), w('Erie', 'PA', 42.1292, -80.0851), w('Buffalo', 'NY', 42.8864, -78.8784),
      w('Rochester', 'NY', 43.1566, -77.6088), w('Syracuse', 'NY', 43.0481, -76.1474), w('Utica', 'NY', 43.1009, -75.2327),
      w('Albany', 'NY', 42.6526, -73.7562), w('Springfield', 'MA', 42.1015, -72.5898), w('Worcester', 'MA', 42.2626, -71.8023),
      w('Boston', 'MA', 42.3601, -71.0589),
    ],
  },
  {
    id: 'trans-canada',
    name: 'Trans-Canada Highway',
    aliases: ['trans-canada', 'trans canada', 'transcanada', 'trans-canada highway', 'trans canada highway', 'tch', 'highway 1 canada'],
    auto: true,
    waypoints: [
      w('Victoria', 'BC', 48.4284, -123.3656), w('Nanaimo', 'BC', 49.1659, -123.9401), w('Vancouver', 'BC', 49.2827, -123.1207),
      w('Abbotsford', 'BC', 49.0504, -122.3045), w('Hope', 'BC', 49.3858, -121.4419), w('Cache Creek', 'BC', 50.8107, -121.3244),
      w('Kamloops', 'BC', 50.6745, -120.3273), w('Salmon Arm', 'BC', 50.7001, -119.2838), w('Revelstoke', 'BC', 50.9981, -118.1957),
      w('Golden', 'BC', 51.2979, -116.9631), w('Lake Louise', 'AB', 51.4254, -116.1773), w('Banff', 'AB', 51.1784, -115.5708),
      w('Canmore', 'AB', 51.089, -115.359), w('Calgary', 'AB', 51.0447, -114.0719), w('Brooks', 'AB', 50.5642, -111.8989),
      w('Medicine Hat', 'AB', 50.0405, -110.6766), w('Swift Current', 'SK', 50.2851, -107.7972), w('Moose Jaw', 'SK', 50.3934, -105.5519),
      w('Regina', 'SK', 50.4452, -104.6189), w('Brandon', 'MB', 49.8485, -99.9501), w('Portage la Prairie', 'MB', 49.9728, -98.2926),
      w('Winnipeg', 'MB', 49.8951, -97.1384), w('Kenora', 'ON', 49.7671, -94.4894), w('Dryden', 'ON', 49.7833, -92.8373),
      w('Thunder Bay', 'ON', 48.3809, -89.2477), w('Nipigon', 'ON', 49.0136, -88.2631), w('Marathon', 'ON', 48.7194, -86.3792),
      w('Wawa', 'ON', 47.9933, -84.7734), w('Sault Ste. Marie', 'ON', 46.5219, -84.3461), w('Sudbury', 'ON', 46.4917, -80.993),
      w('North Bay', 'ON', 46.3091, -79.4608), w('Mattawa', 'ON', 46.3167, -78.7), w('Pembroke', 'ON', 45.8267, -77.1108),
      w('Ottawa', 'ON', 45.4215, -75.6972), w('Montréal', 'QC', 45.5017, -73.5673), w('Drummondville', 'QC', 45.8803, -72.4842),
      w('Québec', 'QC', 46.8139, -71.208), w('Rivière-du-Loup', 'QC', 47.8303, -69.5361), w('Edmundston', 'NB', 47.3737, -68.3251),
      w('Grand Falls', 'NB', 47.0479, -67.7394), w('Fredericton', 'NB', 45.9636, -66.6431), w('Moncton', 'NB', 46.0878, -64.7782),
      w('Truro', 'NS', 45.3654, -63.2865), w('New Glasgow', 'NS', 45.5926, -62.6455), w('Port Hawkesbury', 'NS', 45.6169, -61.3485),
      w('North Sydney', 'NS', 46.2094, -60.2526), w('Channel-Port aux Basques', 'NL', 47.5704, -59.1367),
      w('Corner Brook', 'NL', 48.9500, -57.9522), w('Grand Falls-Windsor', 'NL', 48.9333, -55.6667), w('Gander', 'NL', 48.9542, -54.6036),
      w("St. John's", 'NL', 47.5615, -52.7126),
    ],
  },
  {
    id: 'pacific-coast',
    name: 'Pacific Coast Highway',
    aliases: ['pacific coast', 'pacific coast highway', 'pch', 'highway 101', 'hwy 101', 'us-101', 'us 101', 'route 101', 'california 1', 'coast highway', 'oregon coast'],
    auto: true,
    waypoints: [
      w('Seattle', 'WA', 47.6062, -122.3321), w('Olympia', 'WA', 47.0379, -122.9007), w('Aberdeen', 'WA', 46.9754, -123.8157),
      w('Astoria', 'OR', 46.1879, -123.8313), w('Cannon Beach', 'OR', 45.8918, -123.9615), w('Tillamook', 'OR', 45.4562, -123.8440),
      w('Lincoln City', 'OR', 44.9582, -124.0179), w('Newport', 'OR', 44.6368, -124.0535), w('Florence', 'OR', 43.9826, -124.0998),
      w('Coos Bay', 'OR', 43.3665, -124.2179), w('Gold Beach', 'OR', 42.4073, -124.4218), w('Crescent City', 'CA', 41.7558, -124.2026),
      w('Eureka', 'CA', 40.8021, -124.1637), w('Garberville', 'CA', 40.1, -123.7953), w('Fort Bragg', 'CA', 39.4457, -123.8053),
      w('Mendocino', 'CA', 39.3077, -123.7995), w('Bodega Bay', 'CA', 38.3333, -123.048), w('San Francisco', 'CA', 37.7749, -122.4194),
      w('Santa Cruz', 'CA', 36.9741, -122.0308), w('Monterey', 'CA', 36.6002, -121.8947), w('Big Sur', 'CA', 36.2704, -121.8081),
      w('San Simeon', 'CA', 35.6436, -121.1899), w('San Luis Obispo', 'CA', 35.2828, -120.6596), w('Santa Barbara', 'CA', 34.4208, -119.6982),
      w('Ventura', 'CA', 34.2805, -119.2945), w('Santa Monica', 'CA', 34.0195, -118.4912), w('Long Beach', 'CA', 33.7701, -118.1937),
      w('Laguna Beach', 'CA', 33.5427, -117.7854), w('San Diego', 'CA', 32.7157, -117.1611),
    ],
  },
  {
    id: 'blue-ridge',
    name: 'Blue Ridge Parkway',
    aliases: ['blue ridge', 'blue ridge parkway', 'the blue ridge', 'skyline drive'],
    auto: false,
    waypoints: [
      w('Front Royal', 'VA', 38.9182, -78.1945), w('Luray', 'VA', 38.6654, -78.4594), w('Waynesboro', 'VA', 38.0685, -78.8895),
      w('Buena Vista', 'VA', 37.7343, -79.3539), w('Roanoke', 'VA', 37.271, -79.9414), w('Floyd', 'VA', 36.9112, -80.3201),
      w('Fancy Gap', 'VA', 36.6668, -80.6984), w('Blowing Rock', 'NC', 36.1351, -81.6779), w('Linville Falls', 'NC', 35.9565, -81.9287),
      w('Little Switzerland', 'NC', 35.8543, -82.0951), w('Asheville', 'NC', 35.5951, -82.5515), w('Waynesville', 'NC', 35.4887, -82.9887),
      w('Cherokee', 'NC', 35.4743, -83.3149),
    ],
  },
  {
    id: 'great-river-road',
    name: 'Great River Road',
    aliases: ['great river road', 'the great river road', 'mississippi river', 'the mississippi', 'highway 61', 'hwy 61', 'us-61', 'us 61', 'blues highway', 'the blues highway'],
    auto: true,
    waypoints: [
      w('Bemidji', 'MN', 47.4736, -94.8803), w('Grand Rapids', 'MN', 47.2372, -93.5302), w('Brainerd', 'MN', 46.358, -94.2008),
      w('St. Cloud', 'MN', 45.5579, -94.1632), w('Minneapolis', 'MN', 44.9778, -93.265), w('Red Wing', 'MN', 44.5625, -92.5338),
      w('Winona', 'MN', 44.05, -91.6393), w('La Crosse', 'WI', 43.8014, -91.2396), w('Prairie du Chien', 'WI', 43.0517, -91.1412),
      w('Dubuque', 'IA', 42.5006, -90.6646), w('Davenport', 'IA', 41.5236, -90.5776), w('Burlington', 'IA', 40.8075, -91.1129),
      w('Hannibal', 'MO', 39.7084, -91.3585), w('St. Louis', 'MO', 38.627, -90.1994), w('Cape Girardeau', 'MO', 37.3059, -89.5181),
      w('Cairo', 'IL', 37.0053, -89.1765), w('New Madrid', 'MO', 36.5865, -89.5279), w('Memphis', 'TN', 35.1495, -90.049),
      w('Clarksdale', 'MS', 34.2001, -90.5709), w('Cleveland', 'MS', 33.7440, -90.7248), w('Greenville', 'MS', 33.4101, -91.0618),
      w('Vicksburg', 'MS', 32.3526, -90.8779), w('Natchez', 'MS', 31.5604, -91.4032), w('Baton Rouge', 'LA', 30.4515, -91.1871),
      w('New Orleans', 'LA', 29.9511, -90.0715),
    ],
  },
  {
    id: 'natchez-trace',
    name: 'Natchez Trace Parkway',
    aliases: ['natchez trace', 'the natchez trace', 'natchez trace parkway'],
    auto: true,
    waypoints: [
      w('Natchez', 'MS', 31.5604, -91.4032), w('Jackson', 'MS', 32.2988, -90.1848), w('Kosciusko', 'MS', 33.0579, -89.5876),
      w('Tupelo', 'MS', 34.2576, -88.7034), w('Florence', 'AL', 34.7998, -87.6773), w('Leipers Fork', 'TN', 35.8948, -87.0023),
      w('Nashville', 'TN', 36.1627, -86.7816),
    ],
  },
  {
    id: 'et-highway',
    name: 'Extraterrestrial Highway',
    aliases: ['extraterrestrial highway', 'et highway', 'e t highway', 'route 375', 'highway 375', 'nevada 375', 'area 51'],
    auto: false,
    waypoints: [
      w('Las Vegas', 'NV', 36.1699, -115.1398), w('Alamo', 'NV', 37.3650, -115.1645), w('Crystal Springs', 'NV', 37.5314, -115.2339),
      w('Rachel', 'NV', 37.6469, -115.7434), w('Warm Springs', 'NV', 38.1894, -116.3717), w('Tonopah', 'NV', 38.0671, -117.2301),
    ],
  },
  {
    id: 'us-95-nevada',
    name: 'US-95 through Nevada',
    aliases: ['us-95', 'us 95', 'highway 95', 'hwy 95', 'route 95'],
    auto: true,
    waypoints: [
      w('Las Vegas', 'NV', 36.1699, -115.1398), w('Indian Springs', 'NV', 36.5697, -115.6706), w('Beatty', 'NV', 36.9086, -116.7592),
      w('Goldfield', 'NV', 37.7085, -117.2356), w('Tonopah', 'NV', 38.0671, -117.2301), w('Hawthorne', 'NV', 38.5247, -118.6246),
      w('Fallon', 'NV', 39.4735, -118.7774), w('Fernley', 'NV', 39.608, -119.2518), w('Reno', 'NV', 39.5296, -119.8138),
    ],
  },
  {
    id: 'i-15',
    name: 'I-15',
    aliases: ['i-15', 'i 15', 'i15', 'interstate 15'],
    auto: true,
    waypoints: [
      w('San Diego', 'CA', 32.7157, -117.1611), w('Temecula', 'CA', 33.4936, -117.1484), w('San Bernardino', 'CA', 34.1083, -117.2898),
      w('Barstow', 'CA', 34.8958, -117.0173), w('Baker', 'CA', 35.2658, -116.0736), w('Primm', 'NV', 35.6111, -115.3883),
      w('Las Vegas', 'NV', 36.1699, -115.1398), w('Mesquite', 'NV', 36.8055, -114.0672), w('St. George', 'UT', 37.0965, -113.5684),
      w('Cedar City', 'UT', 37.6775, -113.0619), w('Beaver', 'UT', 38.2769, -112.641), w('Fillmore', 'UT', 38.9689, -112.3233),
      w('Nephi', 'UT', 39.7102, -111.8363), w('Provo', 'UT', 40.2338, -111.6585), w('Salt Lake City', 'UT', 40.7608, -111.891),
      w('Ogden', 'UT', 41.223, -111.9738), w('Pocatello', 'ID', 42.8713, -112.4455), w('Idaho Falls', 'ID', 43.4917, -112.0339),
      w('Dillon', 'MT', 45.2163, -112.6375), w('Butte', 'MT', 46.0038, -112.5348), w('Helena', 'MT', 46.5891, -112.0391),
      w('Great Falls', 'MT', 47.5053, -111.3008), w('Sweet Grass', 'MT', 48.9975, -111.9603),
    ],
  },
  {
    id: 'i-5',
    name: 'I-5',
    aliases: ['i-5', 'i5', 'interstate 5'],
    auto: true,
    waypoints: [
      w('Vancouver', 'BC', 49.2827, -123.1207), w('Bellingham', 'WA', 48.7519, -122.4787), w('Seattle', 'WA', 47.6062, -122.3321),
      w('Tacoma', 'WA', 47.2529, -122.4443), w('Olympia', 'WA', 47.0379, -122.9007), w('Centralia', 'WA', 46.7162, -122.9543),
      w('Portland', 'OR', 45.5152, -122.6784), w('Salem', 'OR', 44.9429, -123.0351), w('Eugene', 'OR', 44.0521, -123.0868),
      w('Roseburg', 'OR', 43.2165, -123.3417), w('Medford', 'OR', 42.3265, -122.8756), w('Redding', 'CA', 40.5865, -122.3917),
      w('Sacramento', 'CA', 38.5816, -121.4944), w('Stockton', 'CA', 37.9577, -121.2908), w('Lost Hills', 'CA', 35.6163, -119.6943),
      w('Lebec', 'CA', 34.8419, -118.8648), w('Los Angeles', 'CA', 34.0522, -118.2437), w('San Diego', 'CA', 32.7157, -117.1611),
    ],
  },
  {
    id: 'i-95',
    name: 'I-95',
    aliases: ['i-95', 'i 95', 'i95', 'interstate 95'],
    auto: true,
    waypoints: [
      w('Bangor', 'ME', 44.8012, -68.7778), w('Augusta', 'ME', 44.3106, -69.7795), w('Portland', 'ME', 43.6591, -70.2568),
      w('Portsmouth', 'NH', 43.0718, -70.7626), w('Boston', 'MA', 42.3601, -71.0589), w('Providence', 'RI', 41.824, -71.4128),
      w('New Haven', 'CT', 41.3083, -72.9279), w('New York City', 'NY', 40.7128, -74.006), w('Philadelphia', 'PA', 39.9526, -75.1652),
      w('Baltimore', 'MD', 39.2904, -76.6122), w('Washington', 'DC', 38.9072, -77.0369), w('Richmond', 'VA', 37.5407, -77.436),
      w('Fayetteville', 'NC', 35.0527, -78.8784), w('Florence', 'SC', 34.1954, -79.7626), w('Savannah', 'GA', 32.0809, -81.0912),
      w('Jacksonville', 'FL', 30.3322, -81.6557), w('Daytona Beach', 'FL', 29.2108, -81.0228), w('Miami', 'FL', 25.7617, -80.1918),
    ],
  },
  {
    id: 'icefields-parkway',
    name: 'Icefields Parkway',
    aliases: ['icefields parkway', 'icefields', 'the icefields parkway'],
    auto: true,
    waypoints: [
      w('Lake Louise', 'AB', 51.4254, -116.1773), w('Saskatchewan River Crossing', 'AB', 51.9667, -116.7167),
      w('Columbia Icefield', 'AB', 52.2200, -117.2236), w('Jasper', 'AB', 52.8737, -118.0814),
    ],
  },
];

/** Folded alias → corridor, longest aliases first (so "historic route 66" beats "route 66"). */
export const CORRIDOR_ALIASES: readonly { alias: string; corridor: Corridor }[] = CORRIDORS.flatMap((c) =>
  c.aliases.map((alias) => ({ alias, corridor: c })),
).sort((a, b) => b.alias.length - a.alias.length);

export function corridorById(id: string): Corridor | undefined {
  return CORRIDORS.find((c) => c.id === id);
}
