import { Button, Heading, HStack, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { ShieldAlert } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { LoadError } from '../../../components/load-error';
import { PageContainer } from '../../../components/page-container';
import { useAuth } from '../../../lib/auth-context';
import { isAccessDenied, useAdminStats } from '../api/admin-stats';
import { useAdminLive, type AdminSocket } from '../hooks/use-admin-live';
import { useNow } from '../hooks/use-now';
import { AccessRequired } from './access-required';
import { HistoryChart } from './history-chart';
import { LiveIndicator } from './live-indicator';
import { SessionsTable } from './sessions-table';
import { StatCards } from './stat-cards';

export interface AdminPageProps {
  /** Tests pass a fake WebSocket and reload; the route passes nothing. */
  createSocket?: (url: string) => AdminSocket;
  reload?: () => void;
}

/**
 * /admin (docs/product/screens.md#admin-dashboard). Who is the administrator is decided by the server only:
 * the page asks GET /api/admin/stats and shows 'Administrator Access Required' on 401/403 (no
 * e-mail list in the browser). For the administrator it opens the live link (/ws/admin) and shows
 * the stat cards, the 24 h history and the current sessions, updated as they change.
 */
export function AdminPage({ createSocket, reload }: AdminPageProps = {}) {
  const { loading, user, session } = useAuth();
  const query = useAdminStats(user?.id ?? null);
  const allowed = query.isSuccess;
  const live = useAdminLive({ enabled: allowed, token: session?.access_token ?? null, createSocket, reload });
  const now = useNow(5_000);

  let body;
  if (loading || (user && query.isPending)) body = <FullPageSpinner label="Checking your access…" />;
  else if (!user) body = <AccessRequired signedIn={false} />;
  else if (query.isError) {
    body = isAccessDenied(query.error) ? (
      <AccessRequired signedIn />
    ) : (
      <LoadError message={`The statistics could not be loaded (${query.error.message}).`} onRetry={() => void query.refetch()} />
    );
  } else {
    const data = live.snapshot ?? query.data!;
    body = (
      <VStack align="stretch" gap="8">
        <StatCards stats={data.stats} />
        {data.history.length > 0 && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" as="section" aria-label="Last 24 hours">
            <HistoryChart title="Sessions per hour" history={data.history} field="sessions" color="#84cc16" />
            <HistoryChart title="Trips per hour" history={data.history} field="trips" color="#a78bfa" />
          </SimpleGrid>
        )}
        <SessionsTable sessions={data.sessions} activeUsers={data.stats.activeUsers} now={now} />
      </VStack>
    );
  }

  return (
    <PageContainer>
      <VStack align="stretch" gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="3xl" color="gremlin.fg">
            Admin Dashboard
          </Heading>
          {allowed && (
            <HStack gap="3" wrap="wrap">
              <LiveIndicator status={live.status} />
              <Button asChild size="sm" variant="outline" colorPalette="gremlin">
                <RouterLink to="/admin/moderation">
                  <ShieldAlert aria-hidden /> Moderation queue
                </RouterLink>
              </Button>
            </HStack>
          )}
        </HStack>
        {allowed && live.status === 'disconnected' && (
          <Text color="fg.muted" fontSize="sm">
            The live link dropped; the page reloads in a few seconds.
          </Text>
        )}
        {body}
      </VStack>
    </PageContainer>
  );
}
