import { z } from 'zod';
import { countryOfRegion } from '../gazetteer/regions.js';

/** Fixed list of themes a place can carry. */
export const THEMES = [
  'ghost-town',
  'haunted',
  'abandoned',
  'roadside',
  'sculpture',
  'art',
  'music',
  'museum',
  'nature',
  'food',
  'historic',
  'space',
  'science',
  'oddity',
] as const;
export const ThemeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof ThemeSchema>;

export const REGION_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY',
  'AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT',
] as const;
export const RegionSchema = z.enum(REGION_CODES);
export const CountrySchema = z.enum(['US', 'CA']);

const hasAtMost5Decimals = (n: number) => Math.abs(Math.round(n * 1e5) / 1e5 - n) < 1e-9;

/** Latitude of a point in the US or Canada (Hawaii's south tip to the Arctic islands). */
export const LatSchema = z
  .number()
  .min(18)
  .max(84)
  .refine(hasAtMost5Decimals, { message: 'latitude must be rounded to at most 5 decimals' });
/** Longitude of a point in the US or Canada (western Aleutians excluded). */
export const LngSchema = z
  .number()
  .min(-180)
  .max(-52)
  .refine(hasAtMost5Decimals, { message: 'longitude must be rounded to at most 5 decimals' });

const IdSchema = z
  .string()
  .regex(/^(us|ca)-[a-z]{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be kebab-case "<country>-<region>-<slug>"');

const Text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => s.trim() === s && !/\s{2,}/.test(s), { message: 'no leading/trailing or doubled spaces' });

type Located = { id: string; region: string; country: 'US' | 'CA' };

/** Region must belong to the country, and the id must start with "<country>-<region>-". */
function checkRegion(value: Located, ctx: z.RefinementCtx) {
  if (countryOfRegion(value.region) !== value.country) {
    ctx.addIssue({ code: 'custom', path: ['region'], message: `${value.region} is not in ${value.country}` });
  }
  const prefix = `${value.country}-${value.region}-`.toLowerCase();
  if (!value.id.startsWith(prefix)) {
    ctx.addIssue({ code: 'custom', path: ['id'], message: `id must start with "${prefix}"` });
  }
}

/**
 * `curated`: hand-written places (our prose; they win every merge and tie). `imported`: built by
 * `npm run catalogue:import` from open data, each with its source, source id and licence.
 */
export const TIERS = ['curated', 'imported'] as const;
export const TierSchema = z.enum(TIERS);
export type Tier = z.infer<typeof TierSchema>;

const SourceIdText = z.string().min(1).max(160).regex(/^\S+$/, 'no spaces in source ids');

export const PlaceSchema = z
  .object({
    id: IdSchema,
    name: Text(120),
    description: Text(280),
    lat: LatSchema,
    lng: LngSchema,
    town: Text(80),
    region: RegionSchema,
    country: CountrySchema,
    themes: z
      .array(ThemeSchema)
      .min(1)
      .refine((t) => new Set(t).size === t.length, { message: 'themes must not repeat' }),
    oddness: z.number().int().min(1).max(5),
    visitMinutes: z.number().int().min(10).max(480),
    /** Absent in the hand-written JSON files, which are all curated. */
    tier: TierSchema.default('curated'),
    /** Imported places: the dataset ("imls_mudf_2014q3"), its record id, and its licence. */
    source: Text(60).optional(),
    sourceId: SourceIdText.optional(),
    licence: Text(120).optional(),
    /** Other source records merged into this place ("source:id"), e.g. a curated place's imported twins. */
    sourceIds: z.array(SourceIdText).optional(),
    /** What it is, in a few words ("roadside giant", "ghost town", "small museum", "hot spring"). */
    kind: Text(60).optional(),
    /** Words travellers search for such a place by ("carousel", "neon sign", "drive-in"), lower case. */
    tags: z.array(z.string().min(2).max(40).regex(/^[a-z0-9' &-]+$/, 'tags are lower-case words')).max(20).optional(),
    /** A reference a person can check: "enwiki:<article title>", "nrhp:<id>", "official:<name> — <operator>". */
    ref: Text(200).optional(),
    /** One of the best-known places of its region: a trip through it includes it unless the interests exclude it. */
    famous: z.boolean().optional(),
    /** "closed": gone or shut for good (never a stop); "site": little or nothing stands ("site of"). */
    status: z.enum(['open', 'closed', 'site']).optional(),
    /** When it can be visited, if not all year ("May–October", "summer weekends"). */
    season: Text(80).optional(),
  })
  .strict()
  .superRefine(checkRegion)
  .superRefine((value, ctx) => {
    if (value.tier === 'imported' && (!value.source || !value.sourceId || !value.licence)) {
      ctx.addIssue({ code: 'custom', path: ['source'], message: 'an imported place keeps its source, sourceId and licence' });
    }
  });
export type Place = z.infer<typeof PlaceSchema>;

export const PRICE_RANGES = ['budget', 'mid-range', 'high'] as const;
export const PriceRangeSchema = z.enum(PRICE_RANGES);
export type PriceRange = z.infer<typeof PriceRangeSchema>;

export const LodgingSchema = z
  .object({
    id: IdSchema,
    name: Text(120),
    address: Text(160),
    town: Text(80),
    region: RegionSchema,
    country: CountrySchema,
    lat: LatSchema,
    lng: LngSchema,
    description: Text(280),
    type: Text(60),
    priceRange: PriceRangeSchema,
    /** Typical nightly price in the local currency (USD in the US, CAD in Canada). */
    estimatedPrice: z.number().int().positive().max(5000),
    amenities: z.array(Text(60)).min(1).max(10),
  })
  .strict()
  .superRefine(checkRegion);
export type Lodging = z.infer<typeof LodgingSchema>;
