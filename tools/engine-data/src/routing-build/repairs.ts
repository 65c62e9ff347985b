import { RoadClass, type RoadClassCode } from '@roadgremlin/engine/routing/format';

/**
 * Repair links the graph build (build.ts) adds to the Natural Earth network: real highways that
 * the 1:10m layer lacks or leaves with a gap, where a traveller would notice the detour. Each is a
 * polyline [lng, lat] through the towns on the highway (an approximate alignment: straight pieces
 * between them), starting and ending on vertices of the layer. README.md ("Changes to the
 * network") lists the same links with their reasons; keep the two in step.
 */
export interface RepairLink {
  id: string;
  road: string;
  reason: string;
  cls: RoadClassCode;
  coords: [number, number][];
}

export const REPAIR_LINKS: RepairLink[] = [
  {
    id: 'ut-us6-spanish-fork-canyon',
    road: 'US-6 through Spanish Fork Canyon, Thistle → Spanish Fork (I-15)',
    reason: 'absent from the layer: from Thistle (a ghost-town stop) to Salt Lake City the router went back south over US-89, a 295 km leg for a 70 km drive',
    cls: RoadClass.federal,
    coords: [
      [-111.4975, 39.9908],
      [-111.515, 40.03],
      [-111.555, 40.065],
      [-111.61, 40.095],
      [-111.65749, 40.12167],
    ],
  },
  {
    id: 'qc-185-edmundston',
    road: 'Hwy 185 (A-85) → NB Route 2 at the Quebec–New Brunswick line',
    reason: 'a 2.2 km gap between the end of Hwy 185 and the start of NB Route 2: Quebec–Edmundston took 781 km instead of ≈ 280',
    cls: RoadClass.federal,
    coords: [
      [-68.48396, 47.48566],
      [-68.4613, 47.47313],
    ],
  },
  {
    id: 'ab-9-drumheller',
    road: 'Alberta Hwy 9, Trans-Canada east of Calgary → Irricana → Beiseker → Drumheller',
    reason: 'absent from the layer: Drumheller (Royal Tyrrell Museum, badlands) was 54 km from any road, so every leg to it was a straight line',
    cls: RoadClass.state,
    coords: [
      [-113.7, 51.03774],
      [-113.61, 51.32],
      [-113.54, 51.385],
      [-113.0, 51.4],
      [-112.8, 51.43],
      [-112.71, 51.46],
    ],
  },
  {
    id: 'us-550-durango-aztec',
    road: 'US-550, Durango CO → Cedar Hill → Aztec NM',
    reason: 'absent between Durango and Aztec: Durango–Aztec took 300 km through Pagosa Springs instead of ≈ 55',
    cls: RoadClass.federal,
    coords: [
      [-107.88574, 37.26859],
      [-107.86, 37.1],
      [-107.87, 36.94],
      [-107.99698, 36.81698],
    ],
  },
  {
    id: 'us-64-farmington-shiprock',
    road: 'US-64, Farmington → Kirtland → Waterflow → Shiprock NM',
    reason: 'absent between Farmington and Shiprock: Farmington–Shiprock took 449 km through Colorado instead of ≈ 45',
    cls: RoadClass.federal,
    coords: [
      [-108.19199, 36.72788],
      [-108.35, 36.735],
      [-108.46, 36.76],
      [-108.685, 36.78564],
    ],
  },
  {
    id: 'us-40-craig-vernal',
    road: 'US-40, Craig CO → Maybell → Elk Springs → Dinosaur → Jensen → Vernal UT',
    reason: 'absent between Craig and Vernal: Craig–Vernal took 460 km through Wyoming instead of ≈ 190, and Denver → Vernal (Dinosaur National Monument) fell back to a straight line',
    cls: RoadClass.federal,
    coords: [
      [-107.5472, 40.5122],
      [-108.089, 40.5183],
      [-108.449, 40.3669],
      [-108.64, 40.27],
      [-109.0148, 40.2436],
      [-109.3454, 40.3647],
      [-109.4998, 40.4275],
      [-109.5275, 40.4558],
    ],
  },
  {
    id: 'ut-us6-thistle-price',
    road: 'US-6, Thistle → Soldier Summit → Colton → Castle Gate → Helper → Price',
    reason: 'absent between Thistle and Price: Salt Lake City → Moab took 626 km round by I-70 instead of ≈ 375 over US-6 and US-191',
    cls: RoadClass.federal,
    coords: [
      [-111.4975, 39.9908],
      [-111.33, 39.955],
      [-111.24, 39.93],
      [-111.078, 39.929],
      [-111.02, 39.86],
      [-110.93, 39.77],
      [-110.86029, 39.72514],
      [-110.855, 39.684],
      [-110.78819, 39.58664],
    ],
  },
  {
    id: 'nv-us93-ely-wells',
    road: 'US-93, Ely → McGill → Steptoe Valley → Currie → Wells (I-80)',
    reason: 'absent north of Ely: Ely → Wells took 751 km round by I-80 and Elko instead of ≈ 225',
    cls: RoadClass.federal,
    coords: [
      [-114.88678, 39.24874],
      [-114.778, 39.405],
      [-114.82, 39.9],
      [-114.742, 40.267],
      [-114.86, 40.7],
      [-114.96231, 41.10988],
    ],
  },
  {
    id: 'tx-us75-dallas-sherman',
    road: 'US-75, Dallas (end of I-45) → Richardson → Plano → Allen → McKinney → Anna → Van Alstyne → Sherman',
    reason: 'absent: Dallas → Sherman took 169 km round by I-35E and US-82 instead of ≈ 105 (291 km before crossings were joined)',
    cls: RoadClass.federal,
    coords: [
      [-96.7923, 32.79593],
      [-96.77, 32.86],
      [-96.752, 32.925],
      [-96.733, 32.96],
      [-96.712, 33.02],
      [-96.672, 33.1],
      [-96.61583, 33.21341],
      [-96.573, 33.286],
      [-96.549, 33.349],
      [-96.577, 33.421],
      [-96.612, 33.508],
      [-96.61171, 33.64835],
    ],
  },
  {
    id: 'fl-us41-tamiami-trail',
    road: 'US-41 Tamiami Trail, Naples → Carnestown → Ochopee → Forty Mile Bend → Miami',
    reason: 'absent east of Naples: Miami → Naples took 316 km round by Lake Okeechobee instead of ≈ 180, and the Everglades stops (Ochopee, Shark Valley) had no road',
    cls: RoadClass.federal,
    coords: [
      [-81.69914, 26.06357],
      [-81.59, 25.99],
      [-81.365, 25.918],
      [-81.3, 25.9],
      [-81.1, 25.865],
      [-80.825, 25.761],
      [-80.48, 25.761],
      [-80.40, 25.762],
      [-80.38559, 25.7764],
    ],
  },
];
