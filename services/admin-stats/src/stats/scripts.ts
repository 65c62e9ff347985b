import type { Redis } from 'ioredis';

/*
 * Every change to the live state is one Lua script: Redis runs it atomically, so any number of
 * instances can apply events and sweep concurrently without locks. Scripts build their keys from the
 * prefix passed in ARGV; each is sent with the live-sessions key as KEYS[1], so on a Redis Cluster it
 * runs on the node of the prefix's slot, where every key it builds lives when REDIS_PREFIX is
 * hash-tagged (`{rg}:`, deploy/kubernetes).
 * Numbers are milliseconds; Lua doubles hold them exactly.
 */

const COMMON = `
local P = ARGV[1]
local DAY, HOUR, DAY_TTL = 86400000, 3600000, 8 * 86400
local LIVE = P .. 'live'
-- Ends a session that started at joined (ms) at endAt (ms): counted on the day it ended.
local function finish(sid, joined, endAt)
  local dkey = P .. 'day:' .. math.floor(endAt / DAY)
  redis.call('HINCRBY', dkey, 'sessions_ended', 1)
  redis.call('HINCRBY', dkey, 'session_ms_total', math.max(0, endAt - joined))
  redis.call('EXPIRE', dkey, DAY_TTL)
  redis.call('DEL', P .. 'session:' .. sid)
  redis.call('ZREM', LIVE, sid)
end
`;

/**
 * ARGV: prefix, event id, dedupe ttl ms, now ms, idle ms, type, sessionId, page, email ('' = none),
 * session key ttl ms. Returns 1 when applied, 0 when another instance already applied this event.
 */
const APPLY_ACTIVITY = `${COMMON}
if not redis.call('SET', P .. 'seen:' .. ARGV[2], '1', 'NX', 'PX', ARGV[3]) then return 0 end
local now, idle, kind, sid = tonumber(ARGV[4]), tonumber(ARGV[5]), ARGV[6], ARGV[7]
local skey = P .. 'session:' .. sid
redis.call('INCR', P .. 'applied')
local state = redis.call('HMGET', skey, 'joined', 'last')
local joined, last = tonumber(state[1]), tonumber(state[2])
if joined and last and last <= now - idle then
  -- It went idle before this event and no sweep saw it yet: it ended at its last activity.
  finish(sid, joined, last)
  joined = nil
end
if kind == 'session_end' then
  if joined then finish(sid, joined, math.max(now, last)) end
  return 1
end
if not joined then
  local dkey = P .. 'day:' .. math.floor(now / DAY)
  local hour = math.floor(now / HOUR)
  local hkey = P .. 'hour:' .. hour
  redis.call('HSET', skey, 'joined', now, 'last', now, 'page', ARGV[8], 'email', ARGV[9])
  redis.call('ZADD', LIVE, now, sid)
  redis.call('HINCRBY', dkey, 'sessions_started', 1)
  local count = redis.call('ZCOUNT', LIVE, '(' .. (now - idle), '+inf')
  local peak = tonumber(redis.call('HGET', dkey, 'peak_concurrent') or '0')
  if count > peak then redis.call('HSET', dkey, 'peak_concurrent', count) end
  redis.call('EXPIRE', dkey, DAY_TTL)
  redis.call('HINCRBY', hkey, 'sessions', 1)
  redis.call('PEXPIREAT', hkey, (hour + 25) * HOUR)
else
  local at = math.max(now, last)
  redis.call('HSET', skey, 'last', at, 'page', ARGV[8])
  if ARGV[9] ~= '' then redis.call('HSET', skey, 'email', ARGV[9]) end
  redis.call('ZADD', LIVE, at, sid)
end
redis.call('PEXPIRE', skey, ARGV[10])
return 1
`;

/**
 * ARGV: prefix, day field, hour field ('' = none), seen key suffix (the event's own id), seen ttl s, now ms.
 * Returns 1 when counted, 0 when this trip or sign-up was counted already.
 */
const APPLY_COUNT = `${COMMON}
if not redis.call('SET', P .. 'seen:' .. ARGV[4], '1', 'NX', 'EX', ARGV[5]) then return 0 end
local now = tonumber(ARGV[6])
local dkey = P .. 'day:' .. math.floor(now / DAY)
redis.call('HINCRBY', dkey, ARGV[2], 1)
redis.call('EXPIRE', dkey, DAY_TTL)
if ARGV[3] ~= '' then
  local hour = math.floor(now / HOUR)
  redis.call('HINCRBY', P .. 'hour:' .. hour, ARGV[3], 1)
  redis.call('PEXPIREAT', P .. 'hour:' .. hour, (hour + 25) * HOUR)
end
return 1
`;

/** ARGV: prefix, now ms, idle ms, most sessions to end in one call. Returns how many ended. */
const SWEEP = `${COMMON}
local now, idle = tonumber(ARGV[2]), tonumber(ARGV[3])
local ids = redis.call('ZRANGEBYSCORE', LIVE, '-inf', now - idle, 'LIMIT', 0, tonumber(ARGV[4]))
for _, sid in ipairs(ids) do
  local state = redis.call('HMGET', P .. 'session:' .. sid, 'joined', 'last')
  local joined, last = tonumber(state[1]), tonumber(state[2])
  if joined and last then finish(sid, joined, last) else redis.call('ZREM', LIVE, sid) end
end
return #ids
`;

/**
 * ARGV: prefix, now ms, idle ms, most sessions listed. Returns
 * { live count, day hash (flat), sessions (flat: id, joined, last, page, email), hours (flat: sessions, trips) x24 }.
 */
const SNAPSHOT = `${COMMON}
local now, idle, limit = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local floor = '(' .. (now - idle)
local count = redis.call('ZCOUNT', LIVE, floor, '+inf')
local ids = redis.call('ZREVRANGEBYSCORE', LIVE, '+inf', floor, 'LIMIT', 0, limit)
local sessions = {}
for _, sid in ipairs(ids) do
  local s = redis.call('HMGET', P .. 'session:' .. sid, 'joined', 'last', 'page', 'email')
  if s[1] and s[2] then
    table.insert(sessions, sid)
    table.insert(sessions, s[1])
    table.insert(sessions, s[2])
    table.insert(sessions, s[3] or '')
    table.insert(sessions, s[4] or '')
  end
end
local day = redis.call('HGETALL', P .. 'day:' .. math.floor(now / DAY))
local hours = {}
local h0 = math.floor(now / HOUR)
for h = h0 - 23, h0 do
  local v = redis.call('HMGET', P .. 'hour:' .. h, 'sessions', 'trips')
  table.insert(hours, v[1] or '0')
  table.insert(hours, v[2] or '0')
end
return { count, day, sessions, hours }
`;

/**
 * KEYS: day key. ARGV: the day's counters from Postgres in DAY_METRICS order. Adds them once per
 * Redis lifetime of the key (HSETNX seeded): events applied before the seeding are kept on top.
 */
const SEED_DAY = `
local key = KEYS[1]
if redis.call('HSETNX', key, 'seeded', '1') == 0 then return 0 end
local fields = { 'sessions_started', 'sessions_ended', 'session_ms_total', 'peak_concurrent', 'new_users', 'trips_generated' }
for i, field in ipairs(fields) do
  local v = tonumber(ARGV[i]) or 0
  if field == 'peak_concurrent' then
    if v > tonumber(redis.call('HGET', key, field) or '0') then redis.call('HSET', key, field, v) end
  elseif v > 0 then
    redis.call('HINCRBY', key, field, ARGV[i])
  end
end
redis.call('EXPIRE', key, 8 * 86400)
return 1
`;

type Args = (string | number)[];

export interface Scripts {
  applyActivity(args: Args): Promise<number>;
  applyCount(args: Args): Promise<number>;
  sweep(args: Args): Promise<number>;
  snapshot(args: Args): Promise<[number, string[], string[], string[]]>;
  seedDay(key: string, args: Args): Promise<number>;
}

/** Registers the scripts on a client (EVALSHA, falling back to EVAL after a Redis restart). */
export function loadScripts(redis: Redis): Scripts {
  const defs: Record<string, { lua: string; keys: number }> = {
    adminStatsApplyActivity: { lua: APPLY_ACTIVITY, keys: 1 },
    adminStatsApplyCount: { lua: APPLY_COUNT, keys: 1 },
    adminStatsSweep: { lua: SWEEP, keys: 1 },
    adminStatsSnapshot: { lua: SNAPSHOT, keys: 1 },
    adminStatsSeedDay: { lua: SEED_DAY, keys: 1 },
  };
  for (const [name, def] of Object.entries(defs)) {
    if (!(name in redis)) redis.defineCommand(name, { numberOfKeys: def.keys, lua: def.lua });
  }
  const r = redis as unknown as Record<string, (...a: (string | number)[]) => Promise<any>>;
  // KEYS[1]: the live-sessions key of the prefix in ARGV[1], which routes the script to its slot's node.
  const route = (args: Args) => `${args[0]}live`;
  return {
    applyActivity: (args) => r.adminStatsApplyActivity(route(args), ...args),
    applyCount: (args) => r.adminStatsApplyCount(route(args), ...args),
    sweep: (args) => r.adminStatsSweep(route(args), ...args),
    snapshot: (args) => r.adminStatsSnapshot(route(args), ...args),
    seedDay: (key, args) => r.adminStatsSeedDay(key, ...args),
  };
}
