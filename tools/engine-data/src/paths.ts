/** Where the offline builds read their inputs and write the engine's committed data. */
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The open data beside the repository (`../shared/data`: sources, reference, map, roads). */
export const SHARED_DATA = fileURLToPath(new URL('../../../../shared/data/', import.meta.url));
/** The engine's committed data folders. */
export const ENGINE_SRC = fileURLToPath(new URL('../../../libs/engine/src/', import.meta.url));
export const CATALOGUE_DATA = `${ENGINE_SRC}catalogue/data`;
export const GAZETTEER_DATA = `${ENGINE_SRC}gazetteer/data`;
export const ROUTING_DATA = `${ENGINE_SRC}routing/data`;
export const READER_DATA = `${ENGINE_SRC}reader/data`;
