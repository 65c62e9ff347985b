import { describe, expect, it } from 'vitest';
import {
  averageDistanceLabel,
  bonusLabel,
  coveredThemes,
  routeThemes,
  stopCluster,
  tripScore,
  tripTypeLabel,
  vibeLabel,
} from './trip-summary';

const stop = (name: string, description = '', extra: { cluster?: string } = {}) => ({ name, description, ...extra });

const fourThemes = [
  stop('Pie Town Diner', 'Famous pie'), // food
  stop('Red Rock Canyon', 'A scenic hike'), // nature
  stop('Neon Museum', 'Retro signs'), // culture (museum)
  stop('Antique Shop', 'Trinkets'), // shopping
];

describe('tripScore', () => {
  it('starts at 7 when the stops cover fewer than 4 themes and there are no insights', () => {
    expect(tripScore([stop('Pie Town Diner', 'pie')], [])).toBe(7);
  });

  it('adds 1 for 4 of the 6 themes', () => {
    expect(coveredThemes(fourThemes).size).toBe(4);
    expect(tripScore(fourThemes, [])).toBe(8);
  });

  it('adds 0.5 more at 5 themes', () => {
    const five = [...fourThemes, stop('Fort Churchill', 'A historic fort')];
    expect(coveredThemes(five).size).toBe(5);
    expect(tripScore(five, [])).toBe(8.5);
  });

  it('adds 0.5 for insights and 0.5 for the bonus stop they bring', () => {
    expect(tripScore([stop('Somewhere', 'plain')], ['You love music'])).toBe(8);
  });

  it('caps at 10', () => {
    const six = [...fourThemes, stop('Fort Churchill', 'A historic fort'), stop('UFO watchtower', 'weird')];
    expect(coveredThemes(six).size).toBe(6);
    expect(tripScore(six, ['insight'])).toBe(9.5);
    expect(tripScore(six, ['insight'])).toBeLessThanOrEqual(10);
  });
});

describe('tripTypeLabel', () => {
  it.each([
    ['ghost towns from Las Vegas to Reno', 'driving', 'Ghost Loop'],
    ['the weirdest things in Ohio', 'driving', 'Bizarre Boulevard'],
    ['route 66 diners', 'driving', 'Retro Roadside'],
    ['scenic mountain drive', 'driving', 'Scenic Wanderlust'],
    ['art museums of Chicago', 'driving', 'Cultural Curiosity'],
    ['a stroll downtown', 'walking', 'Urban Explorer'],
    ['a stroll downtown', 'driving', 'Classic Adventure'],
  ] as const)('%s (%s) → %s', (prompt, mode, label) => {
    expect(tripTypeLabel(prompt, [], mode)).toBe(label);
  });

  it('falls back to the stops when the prompt has no keyword', () => {
    expect(tripTypeLabel('Nevada please', [stop('Rhyolite', 'an abandoned mining town')], 'driving')).toBe('Ghost Loop');
  });

  it('without a keyword in the prompt, the label most stops match wins (one spooky house among museums is no ghost run)', () => {
    const dallasToHouston = [
      stop('Frontiers of Flight Museum', 'History museum in Dallas, Texas.'),
      stop('Munster Mansion', "A full-scale replica of the Munsters' spooky TV house"),
      stop('B-Ri Museum', 'Museum in Teague, Texas.'),
    ];
    expect(tripTypeLabel('Dallas to Houston', dallasToHouston, 'driving', false)).toBe('Cultural Curiosity');
    // a tie goes to the earlier label of the list
    expect(tripTypeLabel('Dallas to Houston', dallasToHouston.slice(0, 2), 'driving', false)).toBe('Ghost Town Run');
  });
});

describe('averageDistanceLabel', () => {
  it.each([
    [0, 'driving', '30 min'],
    [1, 'walking', '30 min'],
    [2, 'walking', '25-45 min'],
    [3, 'driving', '35-60 min'],
    [3, 'bicycling', '40-70 min'],
    [3, 'transit', '40-70 min'],
  ] as const)('%i stops by %s → %s', (count, mode, label) => {
    expect(averageDistanceLabel(count, mode)).toBe(label);
  });
});

describe('stopCluster and routeThemes', () => {
  it.each([
    ['Rhyolite', 'an abandoned town', 'Ghost Towns'],
    ["Mel's Diner", 'burgers', 'Retro Foodie Loop'],
    ['Sun Studio', 'music history', 'Local Music Circuit'],
    ['Heard Museum', 'native art', 'Cultural Heritage'],
    ['Great Basin', 'a national park', 'Natural Wonders'],
    ['Fort Churchill', 'army post', 'Historic Route'],
    ['Blue Swallow Motel', 'neon', 'Americana Circuit'],
    ['Area 51 Alien Center', 'ufo stuff', 'Oddities Trail'],
    ['Somewhere', 'plain', 'Discovery Route'],
  ])('%s → %s', (name, description, cluster) => {
    expect(stopCluster(stop(name, description))).toBe(cluster);
  });

  it("the stop's own cluster wins over keywords", () => {
    expect(stopCluster(stop('Rhyolite', 'ghost town', { cluster: 'My Loop' }))).toBe('My Loop');
  });

  it('groups stops by cluster in order of appearance', () => {
    expect(routeThemes([stop('A', 'ghost'), stop('B', 'plain'), stop('C', 'abandoned')])).toEqual([
      { cluster: 'Ghost Towns', stops: [0, 2] },
      { cluster: 'Discovery Route', stops: [1] },
    ]);
  });
});

describe('vibeLabel and bonusLabel (the plan view summary)', () => {
  it.each([
    [[], "Gremlin's Choice"],
    [['You love retro music'], 'Retro + Musical'],
    [['Reddit deep dives'], 'Internet Strange'],
    [['Outdoor adventure fan'], 'Adventure Seeker'],
    [['Likes cats'], 'Personalized Weird'],
  ])('%j → %s', (insights, label) => {
    expect(vibeLabel(insights)).toBe(label);
  });

  it.each(['abandoned', 'Ghost', 'secret', 'HIDDEN'])('a description mentioning %s gives Gremlin Surprise', (word) => {
    expect(bonusLabel([{ description: 'plain' }, { description: `a ${word} place` }])).toBe('Gremlin Surprise');
  });

  it('no special words → No special stops detected', () => {
    expect(bonusLabel([{ description: 'a diner' }])).toBe('No special stops detected');
  });
});
