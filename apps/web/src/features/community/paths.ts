export const COMMUNITY_PATH = '/community';

export function threadPath(postId: string): string {
  return `${COMMUNITY_PATH}/thread/${encodeURIComponent(postId)}`;
}
