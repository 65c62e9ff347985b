/**
 * A minimal client for any OpenAI-compatible chat-completions server (OpenAI, vLLM, llama.cpp,
 * Ollama…): one POST {base}/chat/completions with `response_format: json_schema` (structured
 * outputs, https://platform.openai.com/docs/guides/structured-outputs), and the answer's content
 * checked with zod. Any failure throws LlmError; callers fall back to the built-in choice.
 */
import type { z } from 'zod';

export interface LlmOptions {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class LlmError extends Error {
  constructor(
    readonly reason: 'timeout' | 'http' | 'bad_output' | 'network',
    message: string,
  ) {
    super(message);
  }
}

export class LlmClient {
  constructor(private readonly opts: LlmOptions) {}

  get model() {
    return this.opts.model;
  }

  /** Asks for a JSON object matching `jsonSchema` and returns it parsed by `schema`. */
  async json<S extends z.ZodType>(args: { name: string; messages: ChatMessage[]; jsonSchema: Record<string, unknown>; schema: S; temperature?: number }): Promise<z.infer<S>> {
    let res: Response;
    try {
      res = await (this.opts.fetchImpl ?? fetch)(`${this.opts.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.opts.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          model: this.opts.model,
          messages: args.messages,
          temperature: args.temperature ?? 0.7,
          response_format: { type: 'json_schema', json_schema: { name: args.name, strict: true, schema: args.jsonSchema } },
        }),
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
    } catch (err) {
      const name = (err as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new LlmError('timeout', `the model did not answer within ${this.opts.timeoutMs} ms`);
      throw new LlmError('network', `the model server could not be reached: ${(err as Error)?.message}`);
    }
    let body: any;
    try {
      body = await res.json();
    } catch (err) {
      const name = (err as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new LlmError('timeout', `the model did not answer within ${this.opts.timeoutMs} ms`);
      throw new LlmError(res.ok ? 'bad_output' : 'http', `the model server answered ${res.status} without JSON`);
    }
    if (!res.ok) throw new LlmError('http', `the model server answered ${res.status}: ${String(body?.error?.message ?? '').slice(0, 200)}`);
    const message = body?.choices?.[0]?.message;
    if (message?.refusal) throw new LlmError('bad_output', 'the model refused');
    const content = message?.content;
    if (typeof content !== 'string') throw new LlmError('bad_output', 'the answer has no message content');
    let data: unknown;
    try {
      data = JSON.parse(stripFence(content));
    } catch {
      throw new LlmError('bad_output', 'the answer is not JSON');
    }
    const parsed = args.schema.safeParse(data);
    if (!parsed.success) throw new LlmError('bad_output', `the answer does not match the schema: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  }
}

/** Some local servers wrap JSON in a ```json fence despite response_format. */
function stripFence(s: string) {
  const m = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(s);
  return m ? m[1] : s;
}
