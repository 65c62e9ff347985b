import { Button, Group, Heading, HStack, Link, Stack, Text, VStack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { LoadError } from '../../../components/load-error';
import { PageContainer } from '../../../components/page-container';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { isAccessDenied } from '../api/admin-stats';
import { useModerationAction, useModerationLog, useModerationQueue, type ItemAction, type QueueStatus } from '../api/moderation';
import { AccessRequired } from './access-required';
import { ModerationItemCard } from './moderation-item-card';
import { ModerationLog } from './moderation-log';

const FILTERS: { id: QueueStatus; label: string }[] = [
  { id: 'open', label: 'Open reports' },
  { id: 'hidden', label: 'Hidden' },
  { id: 'all', label: 'All' },
];

const DONE: Record<ItemAction, string> = {
  hide: 'Hidden',
  restore: 'Restored',
  lock: 'Thread locked',
  unlock: 'Thread unlocked',
  suspend: 'Author suspended',
  unsuspend: 'Author unsuspended',
  dismiss: 'Reports dismissed',
};

/**
 * /admin/moderation: the forum's moderation queue (reported and hidden posts and comments with their
 * reasons, counts, author and excerpt, and the actions on them) and the audit log. The server decides
 * who is an administrator; everyone else sees 'Administrator Access Required'.
 */
export function ModerationPage() {
  const { loading, user } = useAuth();
  const [status, setStatus] = useState<QueueStatus>('all');
  const queue = useModerationQueue(user?.id ?? null, status);
  const allowed = queue.isSuccess || (queue.isFetching && !queue.isError);
  const log = useModerationLog(user?.id ?? null, queue.isSuccess);
  const action = useModerationAction();

  let body;
  if (loading || (user && queue.isPending)) body = <FullPageSpinner label="Checking your access…" />;
  else if (!user) body = <AccessRequired signedIn={false} what="The moderation queue is" />;
  else if (queue.isError) {
    body = isAccessDenied(queue.error) ? (
      <AccessRequired signedIn what="The moderation queue is" />
    ) : (
      <LoadError message={`The moderation queue could not be loaded (${queue.error.message}).`} onRetry={() => void queue.refetch()} />
    );
  } else {
    const items = queue.data!;
    body = (
      <VStack align="stretch" gap="8">
        <Stack as="section" aria-labelledby="queue-heading" gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h2" id="queue-heading" size="xl">
              Queue ({items.length})
            </Heading>
            <Group attached role="group" aria-label="Show">
              {FILTERS.map((f) => (
                <Button key={f.id} size="sm" variant={status === f.id ? 'solid' : 'outline'} colorPalette="gremlin" aria-pressed={status === f.id} onClick={() => setStatus(f.id)}>
                  {f.label}
                </Button>
              ))}
            </Group>
          </HStack>
          {items.length === 0 ? (
            <Text color="fg.muted">Nothing to review: no open reports{status === 'open' ? '' : ' and no hidden items'}.</Text>
          ) : (
            items.map((item) => (
              <ModerationItemCard
                key={`${item.kind}-${item.id}`}
                item={item}
                busy={action.isPending}
                onAction={(kind, reason) =>
                  action.mutate(
                    { item, action: kind, reason },
                    {
                      onSuccess: () => notify({ type: 'success', title: DONE[kind], description: item.kind === 'post' ? item.postTitle : item.excerpt.slice(0, 80) }),
                      onError: (error) => notify({ type: 'error', title: 'Error', description: errorMessage(error, 'The action failed') }),
                    },
                  )
                }
              />
            ))
          )}
        </Stack>
        <Stack as="section" aria-labelledby="log-heading" gap="4">
          <Heading as="h2" id="log-heading" size="xl">
            Audit log
          </Heading>
          {log.isPending ? (
            <Text color="fg.muted">Loading the log…</Text>
          ) : log.isError ? (
            <LoadError message="The log could not be loaded." size="xs" gap="2" onRetry={() => void log.refetch()} />
          ) : (
            <ModerationLog entries={log.data} />
          )}
        </Stack>
      </VStack>
    );
  }

  return (
    <PageContainer maxW="4xl">
      <VStack align="stretch" gap="6">
        <Link asChild color="slime.300" fontSize="sm" alignSelf="start">
          <RouterLink to="/admin">
            <ArrowLeft size={16} /> Admin Dashboard
          </RouterLink>
        </Link>
        <Heading as="h1" size="3xl" color="gremlin.fg">
          Moderation
        </Heading>
        {allowed && (
          <Text color="fg.muted" fontSize="sm" mt="-3">
            Reported and hidden posts and comments. A hidden item disappears for everyone but its author at once; every action is kept in the audit log.
          </Text>
        )}
        {body}
      </VStack>
    </PageContainer>
  );
}
