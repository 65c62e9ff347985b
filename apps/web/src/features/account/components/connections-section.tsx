/** "Connected accounts and imported data": what personalises trips, managed in Find My Inner Gremlin. */
import { Badge, Button, HStack, List, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useAccountConnections } from '../api/account';
import { AccountSection } from './account-section';

const NAMES: Record<string, string> = { spotify: 'Spotify', reddit: 'Reddit', instagram: 'Instagram', facebook: 'Facebook' };

export function ConnectionsSection() {
  const { data, isPending, isError } = useAccountConnections();
  return (
    <AccountSection
      title="Connected accounts and imported data"
      description="What shapes your travel personality. Only the travel themes derived from it are kept, never a password."
    >
      {isPending ? (
        <Text color="fg.muted">Loading your connections…</Text>
      ) : isError ? (
        <Text color="fg.muted">Your connections could not be loaded right now.</Text>
      ) : data.length === 0 ? (
        <Text color="fg.muted">Nothing connected or imported yet.</Text>
      ) : (
        <List.Root gap="2" variant="plain" aria-label="Your connections">
          {data.map((c) => (
            <List.Item key={c.id}>
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{NAMES[c.provider] ?? c.provider}</Text>
                <Badge colorPalette={c.source === 'import' ? 'gremlin' : 'slime'} variant="subtle">
                  {c.source === 'import' ? 'Imported data' : 'Connected'}
                </Badge>
                {c.connectedAt && (
                  <Text fontSize="sm" color="fg.muted">
                    since {new Date(c.connectedAt).toLocaleDateString()}
                  </Text>
                )}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <HStack>
        <Button asChild variant="outline" colorPalette="gremlin">
          <RouterLink to="/connections">
            <Sparkles aria-hidden /> Find My Inner Gremlin
          </RouterLink>
        </Button>
      </HStack>
    </AccountSection>
  );
}
