/** While generating: one of ten funny messages plus a fixed line. */
export const LOADING_MESSAGES = [
  'Bribing the gremlin with roadside jerky...',
  'Consulting the ghost of a retired tour guide...',
  'Untangling the highway spaghetti...',
  'Asking a suspicious raccoon for directions...',
  'Polishing the world’s largest ball of twine...',
  'Checking which motels are only slightly haunted...',
  'Feeding quarters into the cosmic jukebox...',
  'Negotiating with a giant fiberglass dinosaur...',
  'Scanning the desert for abandoned oddities...',
  'Teaching the GPS to appreciate the scenic route...',
] as const;

export const LOADING_SUBTEXT = 'This might take a few moments while we work our magic...';

export function randomLoadingMessage(random: () => number = Math.random): string {
  return LOADING_MESSAGES[Math.floor(random() * LOADING_MESSAGES.length) % LOADING_MESSAGES.length];
}
