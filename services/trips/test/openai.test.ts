import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { placeById } from '@roadgremlin/engine';
import { makeRoute, plan, project } from '@roadgremlin/engine';
import { auth, fakeServer, generate, json, mintToken, startStack, type Stack } from './helpers.js';

/**
 * A local server that speaks the OpenAI chat-completions protocol (POST /v1/chat/completions with a
 * Bearer key, answering {id, object: 'chat.completion', choices: [{message: {role, content}}], usage}).
 */
type Mode = 'good' | 'unknown-id' | 'garbage' | 'slow' | 'http-500';
let mode: Mode = 'good';
const requests: { auth: string | undefined; body: any }[] = [];
let openai: Awaited<ReturnType<typeof fakeServer>>;
let stack: Stack;
let token: string;

function completion(content: string) {
  return {
    id: `chatcmpl-${requests.length}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-gremlin-1',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

beforeAll(async () => {
  openai = await fakeServer(async (req, raw, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return json(res, 404, { error: { message: 'unknown route' } });
    const body = JSON.parse(raw);
    requests.push({ auth: req.headers.authorization, body });
    if (req.headers.authorization !== 'Bearer sk-test-123') return json(res, 401, { error: { message: 'bad key', type: 'invalid_request_error' } });
    if (mode === 'slow') await new Promise((r) => setTimeout(r, 1500));
    if (mode === 'http-500') return json(res, 500, { error: { message: 'overloaded' } });
    if (mode === 'garbage') return json(res, 200, completion('Sure! Here are some great stops: Rhyolite, Goldfield…'));
    const schemaName = body.response_format?.json_schema?.name;
    const input = JSON.parse(body.messages[1].content);
    if (schemaName === 'gremlin_says') {
      return json(res, 200, completion(JSON.stringify({ notes: input.map((s: { name: string }) => `Model gremlin loves ${s.name}.`) })));
    }
    // trip_stops: the LAST candidates (reversed), so the answer surely differs from the planner's pick.
    const ids: string[] = input.candidates.map((c: { id: string }) => c.id).slice(-input.chooseExactly).reverse();
    if (mode === 'unknown-id') ids[0] = 'us-nv-totally-made-up-place';
    return json(res, 200, completion(JSON.stringify({ stops: ids.map((id) => ({ id, note: `Fake model picked ${id}` })) })));
  });
  stack = await startStack('trips_openai', {
    OPENAI_API_KEY: 'sk-test-123',
    OPENAI_BASE_URL: `${openai.url}/v1`,
    OPENAI_MODEL: 'fake-gremlin-1',
    OPENAI_TIMEOUT_MS: '500',
  });
  token = await mintToken('user-llm');
});
afterAll(async () => {
  await stack?.close();
  await openai?.close();
});
beforeEach(() => {
  mode = 'good';
  requests.length = 0;
});

const PROMPT = 'ghost towns from Las Vegas to Reno';
const plannerChoice = () => plan({ prompt: PROMPT, mode: 'driving' }, { seed: 3 }).stops.map((s) => s.id);

describe('with OPENAI_API_KEY: the model chooses among catalogue candidates', () => {
  it('sends only the candidate list with a json_schema response format, and uses the chosen ids in route order with their prose', async () => {
    const res = await generate(stack, token, { prompt: PROMPT, seed: 3 });
    expect(res.statusCode).toBe(200);
    const body = res.json();

    const call = requests.find((r) => r.body.response_format?.json_schema?.name === 'trip_stops')!;
    expect(call.auth).toBe('Bearer sk-test-123');
    expect(call.body.model).toBe('fake-gremlin-1');
    expect(call.body.response_format.type).toBe('json_schema');
    expect(call.body.response_format.json_schema.strict).toBe(true);
    const input = JSON.parse(call.body.messages[1].content);
    expect(input.trip).toBe(PROMPT);
    for (const c of input.candidates) {
      expect(Object.keys(c).sort()).toEqual(['description', 'id', 'name', 'themes']);
      expect(placeById(c.id)?.name).toBe(c.name);
    }
    const offered = input.candidates.map((c: { id: string }) => c.id);
    // The planner's own stops are among the candidates.
    for (const id of plannerChoice()) expect(offered).toContain(id);

    const chosen = offered.slice(-input.chooseExactly);
    expect(body.stops.map((s: { id: string }) => s.id).sort()).toEqual([...chosen].sort());
    expect(body.stops.map((s: { id: string }) => s.id)).not.toEqual(plannerChoice());
    for (const s of body.stops) {
      expect(s.personalizedNote).toBe(`Fake model picked ${s.id}`);
      const place = placeById(s.id)!;
      expect([s.lat, s.lng, s.name]).toEqual([place.lat, place.lng, place.name]);
    }
    // Ordered along the route, whatever order the model answered in.
    const { rows } = await stack.sql.query('select route, stops from trips.trips where id = $1', [body.tripId]);
    const route = makeRoute(rows[0].route);
    const along = body.stops.map((s: { lat: number; lng: number }) => project(route, s).alongKm);
    expect([...along].sort((a, b) => a - b)).toEqual(along);
    expect(rows[0].stops.map((s: { id: string }) => s.id)).toEqual(body.stops.map((s: { id: string }) => s.id));
  });

  it('an unknown id in the answer falls back to the planner choice', async () => {
    mode = 'unknown-id';
    const res = await generate(stack, token, { prompt: PROMPT, seed: 3 });
    expect(res.statusCode).toBe(200);
    expect(requests.length).toBe(1);
    expect(res.json().stops.map((s: { id: string }) => s.id)).toEqual(plannerChoice());
    expect(res.json().stops.every((s: { personalizedNote?: string }) => s.personalizedNote === undefined)).toBe(true);
  });

  it('garbage (prose instead of JSON) or a server error falls back to the planner choice', async () => {
    for (const m of ['garbage', 'http-500'] as const) {
      mode = m;
      const res = await generate(stack, token, { prompt: PROMPT, seed: 3 });
      expect(res.statusCode, m).toBe(200);
      expect(res.json().stops.map((s: { id: string }) => s.id), m).toEqual(plannerChoice());
    }
  });

  it('a model slower than OPENAI_TIMEOUT_MS falls back to the planner choice in time', async () => {
    mode = 'slow';
    const started = Date.now();
    const res = await generate(stack, token, { prompt: PROMPT, seed: 3 });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1400);
    expect(res.json().stops.map((s: { id: string }) => s.id)).toEqual(plannerChoice());
  });

  it("enhancement lets the model write 'Gremlin Says', and falls back to the templates when it fails", async () => {
    const stops = plan({ prompt: PROMPT, mode: 'driving' }, { seed: 3 }).stops;
    const good = (await stack.app.inject({ method: 'POST', url: '/api/enhance-stops', headers: auth(token), payload: { stops } })).json();
    expect(good.success).toBe(true);
    good.stops.forEach((s: { gremlinSays: string }, i: number) => expect(s.gremlinSays).toBe(`Model gremlin loves ${stops[i].name}.`));
    mode = 'garbage';
    const fallback = (await stack.app.inject({ method: 'POST', url: '/api/enhance-stops', headers: auth(token), payload: { stops } })).json();
    expect(fallback.success).toBe(true);
    for (const s of fallback.stops) {
      expect(s.gremlinSays).toBeTruthy();
      expect(s.gremlinSays).not.toMatch(/^Model gremlin/);
    }
  });
});
