import { Card, SimpleGrid, Stat } from '@chakra-ui/react';
import type { AdminStats } from '@roadgremlin/contracts';
import { minutesLabel } from '../lib/format';

/** Labels a person understands; the definitions are services/admin-stats README's "Metrics". */
const CARDS: { key: keyof AdminStats; label: string; help: string; format?: (v: number) => string }[] = [
  { key: 'activeUsers', label: 'Active right now', help: 'Visitors with activity in the last 5 minutes' },
  { key: 'totalSessions', label: 'Sessions today', help: 'Visits started since midnight (UTC)' },
  { key: 'peakConcurrent', label: 'Busiest moment today', help: 'Most visitors online at the same time' },
  { key: 'averageSessionTime', label: 'Average visit', help: 'How long the visits that ended today lasted', format: minutesLabel },
  { key: 'newUsersToday', label: 'New sign-ups today', help: 'Accounts created since midnight (UTC)' },
  { key: 'tripsGenerated', label: 'Trips planned today', help: 'Trips the gremlin generated since midnight (UTC)' },
];

export function StatCards({ stats }: { stats: AdminStats }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="4" as="section" aria-label="Usage statistics">
      {CARDS.map(({ key, label, help, format }) => (
        <Card.Root key={key} bg="bg.panel" size="sm">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText data-testid={`stat-${key}`}>{format ? format(stats[key]) : stats[key].toLocaleString()}</Stat.ValueText>
              {/* A <dd> like the value: Stat.Root is a <dl>, which may hold only <dt>/<dd> (axe definition-list). */}
              <Stat.HelpText asChild color="fg.muted" fontSize="xs">
                <dd>{help}</dd>
              </Stat.HelpText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
