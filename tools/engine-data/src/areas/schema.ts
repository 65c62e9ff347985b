/**
 * Hand-written areas travellers name that are not towns: regions (mountain ranges, valleys,
 * peninsulas, islands, lake districts, wine countries, tourism regions), parks, neighbourhoods and
 * historic districts, Canadian counties/census divisions. Each entry is a fact with its extent (a
 * bounding box) and the spellings people use; data/areas/README.md says how to write one. The
 * build (areas-build.ts) checks them against the gazetteer and writes the engine's area file.
 */
import { z } from 'zod';
import { REGION_CODES } from '@roadgremlin/engine/catalogue/schema';

export const AREA_KINDS = ['region', 'park', 'neighbourhood', 'county', 'island', 'lake', 'valley', 'mountains', 'coast', 'wine'] as const;

const Lng = z.number().min(-180).max(-50);
const Lat = z.number().min(18).max(84);

export const AreaSchema = z
  .object({
    /** kebab-case, unique: "us-ny-adirondacks". */
    id: z.string().regex(/^(us|ca)-[a-z]{2}-[a-z0-9-]+$/),
    /** The name as people write it, with its usual article dropped ("Adirondacks", "Old Montreal"). */
    name: z.string().min(2).max(80),
    kind: z.enum(AREA_KINDS),
    /** Other spellings and names, English and French ("the Adirondack Mountains", "Adirondack Park", "Vieux-Montréal"). */
    aliases: z.array(z.string().min(2).max(80)).default([]),
    /** State/province codes the area lies in (first: the main one). */
    regions: z.array(z.enum(REGION_CODES)).min(1),
    /** [west, south, east, north] in degrees: the extent a traveller means, not a whole watershed. */
    bbox: z.tuple([Lng, Lat, Lng, Lat]).refine(([w, s, e, n]) => w < e && s < n, 'bbox must be [west, south, east, north]'),
    /** The gazetteer town that stands for it as a trip end or a loop's start ("Lake Placid" for the Adirondacks). */
    anchor: z.string().min(2).max(80),
    /** Where the fact comes from: "editors" (common knowledge, extents from public maps), or a source named. */
    source: z.string().min(2).max(120).default('Road Gremlin editors'),
  })
  .strict();
export type AreaEntry = z.infer<typeof AreaSchema>;
