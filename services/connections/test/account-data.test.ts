import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { ConnectionsExport } from '@roadgremlin/contracts';
import { startConnections, user, type Harness } from './helpers.js';
import { exportZip } from './fixtures/index.js';

let h: Harness;

beforeAll(async () => {
  h = await startConnections('conn_account_data', { configured: [] });
});
afterAll(async () => h?.close());

describe('download and delete my connections data', () => {
  it('exports the imported data and the personality derived from it; deleting removes every connection and the personality for good, and nobody else’s', async () => {
    const me = user('leaving');
    const other = user('staying');
    for (const u of [me, other]) {
      const res = await h.app.inject({ method: 'POST', url: '/api/connections/import/spotify', headers: { ...(await h.auth(u)), 'content-type': 'application/zip' }, payload: exportZip('spotify') });
      expect(res.statusCode).toBe(200);
    }
    const exported = await h.app.inject({ url: '/api/connections/export', headers: await h.auth(me) });
    expect(exported.statusCode).toBe(200);
    const data = ConnectionsExport.parse(exported.json());
    expect(data.connections).toEqual([expect.objectContaining({ provider: 'spotify', source: 'import' })]);
    expect(data.personality.sources).toEqual(['spotify']);
    expect(data.personality.insights.themes[0]).toMatch(/^Your Spotify/);
    expect(exported.body).not.toMatch(/access_token|refresh_token|_enc/);

    const erased = await h.app.inject({ method: 'DELETE', url: '/api/connections', headers: await h.auth(me) });
    expect(erased.json()).toEqual({ deleted: { connections: 1, personality: 1 } });
    expect(await h.sql('select 1 from connections where user_id = $1 union all select 1 from personalities where user_id = $1', [me.sub])).toEqual([]);
    expect(await h.sql('select 1 from connections where user_id = $1', [other.sub])).toHaveLength(1);
    const after = (await h.app.inject({ url: '/api/connections/export', headers: await h.auth(me) })).json();
    expect(after.connections).toEqual([]);
  });
});
