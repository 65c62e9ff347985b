import { strToU8, zipSync } from 'fflate';

const README = (at: string, files: string[]) => `Your Road Gremlin data, as of ${at}

Everything Road Gremlin keeps about your account, the way the services you connect hand you theirs:
one JSON file per part, readable by any text editor or program.

${[
  ['account.json', 'your account: e-mail address, display name and avatar colour, names, how you sign in, when it was made, the devices signed in to it'],
  ['trips.json', 'every trip you planned, with its stops, lodging, route and every version (deleted trips still kept for 30 days included)'],
  ['community.json', 'your posts and comments in the community, your votes on posts and comments, and the reports you sent'],
  ['connections.json', 'the accounts you connected and the data you imported (what was kept of it; never a password or token), and the travel personality derived from them'],
]
  .filter(([f]) => files.includes(f))
  .map(([f, what]) => `- ${f}: ${what}`)
  .join('\n')}

Times are in UTC (ISO 8601). Delete your account on your account page to remove all of it for good.
`;

/** The "Download my data" zip: README.txt and one pretty-printed JSON file per part. */
export function exportZip(parts: Record<string, unknown>, at = new Date()): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const [name, value] of Object.entries(parts)) files[name] = strToU8(`${JSON.stringify(value, null, 2)}\n`);
  files['README.txt'] = strToU8(README(at.toISOString(), Object.keys(parts)));
  return zipSync(files, { level: 6, mtime: at });
}

/** `road-gremlin-data-2026-11-26.zip`. */
export const exportFileName = (at = new Date()) => `road-gremlin-data-${at.toISOString().slice(0, 10)}.zip`;
