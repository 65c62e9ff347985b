/**
 * 'Gremlin Says': one playful line per stop from its theme, its description and how odd it is —
 * templates, no model. The same stop always gets the same line (picked by a hash of its name).
 */
import type { Stop } from '@roadgremlin/contracts';
import { hashString } from '@roadgremlin/contracts';

const BY_THEME: Record<string, string[]> = {
  'ghost-town': [
    'Nobody lives at {name} any more, which means nobody will judge your photo poses.',
    'Walk softly at {name}: the tumbleweeds are the only locals, and they gossip.',
    'At {name} the population sign is mostly a suggestion. Go say hi to nobody.',
  ],
  haunted: [
    "Say hello to whoever still hangs around {name}. Don't be offended if they don't answer.",
    'Bring a flashlight to {name} and a polite apology for whatever you disturb.',
    'The Gremlin rates {name} three goosebumps out of five. Maybe four after dark.',
  ],
  abandoned: [
    '{name} is what happens when the world forgets to come back. Look, don\'t touch.',
    'Rust, silence and stories: {name} is a museum nobody curates.',
    'The Gremlin loves a place that gave up on being useful. {name} nailed it.',
  ],
  roadside: [
    'Pull over. {name} is exactly the kind of thing you will tell people about for years.',
    'No road trip is legal until you have a photo at {name}. The Gremlin checked.',
    '{name}: built by someone with a dream, a welder and zero supervision.',
  ],
  sculpture: [
    'Stand next to {name} for scale. You will look tiny. That is the point.',
    'Somebody made {name} on purpose. The Gremlin salutes their commitment.',
    '{name} is big, weird and entirely unnecessary. Perfect.',
  ],
  art: [
    '{name} proves art does not need a gallery, just nerve.',
    'Squint at {name} until it makes sense. Then squint some more.',
    'The Gremlin would hang {name} on its fridge if the fridge were big enough.',
  ],
  music: [
    'Put the right song on before you roll into {name}. The Gremlin will wait.',
    '{name} has rhythm in the walls. Hum something and see what hums back.',
    'Turn the radio up for {name}: this stop has a soundtrack.',
  ],
  museum: [
    '{name} collects the things other museums were too sensible to keep.',
    'Give {name} an hour. It will take two, and you will not regret it.',
    'Read the little labels at {name}. That is where the good weirdness hides.',
  ],
  nature: [
    'The planet did {name} all by itself, no gift shop required.',
    'Stretch your legs at {name}; the scenery has been waiting a few million years.',
    '{name}: proof that the Earth is the original roadside attraction.',
  ],
  food: [
    'Arrive at {name} hungry. Leave with a story and probably a stain.',
    'The Gremlin has one rule at {name}: order the thing you cannot pronounce.',
    'Calories at {name} do not count. The Gremlin read it somewhere.',
  ],
  historic: [
    '{name} has seen things. Ask it politely and it will tell you.',
    'History is weirder than fiction, and {name} has the receipts.',
    'Stand where they stood at {name}. Try not to knock anything over.',
  ],
  space: [
    'Keep one eye on the sky at {name}. Just in case.',
    '{name} is as close to outer space as this road gets. Wave at the satellites.',
    'The Gremlin is not saying aliens were involved with {name}. The Gremlin is not saying they were not.',
  ],
  science: [
    '{name}: where curiosity went further than anyone asked it to.',
    'Bring your questions to {name}. Leave with stranger ones.',
    'The nerd in you has been waiting for {name}. Let it out.',
  ],
  oddity: [
    '{name} makes no sense, and that is exactly why you are going.',
    'The Gremlin cannot explain {name}. Nobody can. Go anyway.',
    'Weird level at {name}: high. Regret level: zero.',
  ],
};

const GENERIC = [
  '{name} is the kind of stop that turns a drive into a trip.',
  'The Gremlin picked {name} because normal is overrated.',
  'Stop at {name}, take the weird photo, buy the odd postcard.',
];

const SECRET = /\b(abandoned|ghost|secret|hidden)\b/i;

export function gremlinSays(stop: Pick<Stop, 'name' | 'description' | 'theme' | 'cluster'>): string {
  const lines = BY_THEME[stop.theme ?? ''] ?? GENERIC;
  const h = hashString(stop.name);
  let line = lines[h % lines.length]!.replace('{name}', stop.name);
  // A hint when the description hides a secret (the words that make the trip summary's BONUS read 'Gremlin Surprise',
  // docs/product/rules.md#vibe-bonus-and-personalised-touches).
  if (SECRET.test(stop.description ?? '') && h % 2 === 0) line += ' Psst: there is more here than meets the eye.';
  return line;
}
