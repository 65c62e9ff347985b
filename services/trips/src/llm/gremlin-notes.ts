/**
 * With a model configured, the model writes the 'Gremlin Says' lines for a list of stops (it sees
 * names, descriptions and themes only). Any failure gives undefined: the templates write them.
 */
import { z } from 'zod';
import type { Stop } from '@roadgremlin/contracts';
import type { LlmClient } from './openai.js';

const Answer = z.object({ notes: z.array(z.string().trim().min(1).max(300)) });

export async function gremlinNotesFromModel(llm: LlmClient, stops: readonly Stop[]): Promise<string[] | undefined> {
  if (!stops.length) return undefined;
  try {
    const answer = await llm.json({
      name: 'gremlin_says',
      schema: Answer,
      jsonSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['notes'],
        properties: { notes: { type: 'array', items: { type: 'string' } } },
      },
      messages: [
        {
          role: 'system',
          content:
            "You are the Road Gremlin, a mischievous, friendly guide to weird places. For each stop write one playful sentence (under 30 words) called 'Gremlin Says'. " +
            'Use only the facts given. Answer with JSON: {"notes": [one string per stop, same order]}.',
        },
        { role: 'user', content: JSON.stringify(stops.map((s) => ({ name: s.name, description: s.description, theme: s.theme ?? s.cluster ?? null }))) },
      ],
    });
    return answer.notes.length === stops.length ? answer.notes : undefined;
  } catch {
    return undefined;
  }
}
