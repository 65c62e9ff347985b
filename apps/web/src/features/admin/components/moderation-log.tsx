import { Badge, Box, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ModerationLogEntry } from '../api/moderation';

const VERB: Record<ModerationLogEntry['action'], string> = {
  hide: 'hid',
  restore: 'restored',
  lock: 'locked',
  unlock: 'unlocked',
  suspend: 'suspended',
  unsuspend: 'unsuspended',
  dismiss: 'dismissed the reports on',
};
const PALETTE: Record<ModerationLogEntry['action'], string> = {
  hide: 'orange',
  restore: 'green',
  lock: 'gray',
  unlock: 'gray',
  suspend: 'red',
  unsuspend: 'green',
  dismiss: 'blue',
};

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The audit log: who did what to which item, when and why, newest first. */
export function ModerationLog({ entries }: { entries: ModerationLogEntry[] }) {
  if (entries.length === 0) return <Text color="fg.muted">No moderation actions yet.</Text>;
  return (
    <Stack as="ol" gap="2" m="0" p="0" aria-label="Moderation log">
      {entries.map((e) => {
        const target = e.targetType === 'user' ? 'the account' : `the ${e.targetType}`;
        return (
          <Box as="li" key={e.id} listStyleType="none" borderWidth="1px" borderColor="gremlin.950" bg="bg.subtle" rounded="lg" px="4" py="3" data-testid="log-entry">
            <Wrap gap="2" align="center" fontSize="sm">
              <Badge colorPalette={PALETTE[e.action]} variant="subtle">
                {e.action}
              </Badge>
              <Text asChild color="fg.muted">
                <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
              </Text>
            </Wrap>
            <Text mt="1" wordBreak="break-word">
              <Text as="span" fontWeight="semibold">
                {e.actorName}
              </Text>{' '}
              {VERB[e.action]} {target}{' '}
              {e.postId ? (
                <Link asChild color="slime.300">
                  <RouterLink to={`/community/thread/${encodeURIComponent(e.postId)}`}>“{e.label}”</RouterLink>
                </Link>
              ) : (
                <Text as="span" fontWeight="medium">
                  {e.label}
                </Text>
              )}
            </Text>
            {e.reason && (
              <Text fontSize="sm" color="fg.muted" mt="1" wordBreak="break-word">
                Reason: {e.reason}
              </Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
