/**
 * The `enhance-stops` job: ratings, notes, tags, visit times and images for a list of stops.
 * Photos come from Serper when a key is set (3 s each, in parallel), otherwise — or when the search
 * finds nothing — our SVG postcard.
 */
import type { Stop } from '@roadgremlin/contracts';
import { enhanceStop } from '../enhance/enhance.js';
import { serperImage, type SerperOptions } from '../images/serper.js';
import type { LlmClient } from '../llm/openai.js';
import { gremlinNotesFromModel } from '../llm/gremlin-notes.js';
import type { EnhanceJobData, EnhanceJobResult } from './queues.js';

export interface EnhanceDeps {
  serper?: SerperOptions;
  llm?: LlmClient;
}

export async function runEnhanceJob(data: EnhanceJobData, deps: EnhanceDeps): Promise<EnhanceJobResult> {
  const [images, notes] = await Promise.all([
    deps.serper ? Promise.all(data.stops.map((s) => (s.serperImage ? undefined : serperImage(deps.serper!, searchQuery(s))))) : undefined,
    deps.llm ? gremlinNotesFromModel(deps.llm, data.stops) : undefined,
  ]);
  const ctx = { insightThemes: data.insightThemes, insights: data.insights };
  return {
    stops: data.stops.map((s, i) => enhanceStop(notes && !s.gremlinSays ? { ...s, gremlinSays: notes[i] } : s, ctx, images?.[i])),
  };
}

function searchQuery(s: Stop) {
  return [s.name, s.town, s.region].filter(Boolean).join(' ');
}
