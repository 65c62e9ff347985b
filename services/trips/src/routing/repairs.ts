import { RoadClass, type RoadClassCode } from './format.js';

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
];
