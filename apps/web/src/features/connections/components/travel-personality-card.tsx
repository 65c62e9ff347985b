import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { RefreshCw, Sparkles } from 'lucide-react';

export interface TravelPersonalityCardProps {
  insights: readonly string[];
  onRefresh: () => void;
  refreshing: boolean;
  canRefresh: boolean;
}

/** 'Your Travel Personality': the insight strings as bullets and a refresh button. */
export function TravelPersonalityCard({ insights, onRefresh, refreshing, canRefresh }: TravelPersonalityCardProps) {
  return (
    <Card.Root as="section" aria-labelledby="travel-personality-heading" bg="gremlin.950" borderColor="gremlin.700">
      <Card.Body gap="3" p="4">
        <HStack justify="space-between" gap="3">
          <HStack gap="2">
            <Sparkles size={18} color="#7ef29d" aria-hidden />
            <Heading as="h3" id="travel-personality-heading" size="md">
              Your Travel Personality
            </Heading>
          </HStack>
          <Button
            size="xs"
            variant="outline"
            onClick={onRefresh}
            loading={refreshing}
            disabled={!canRefresh}
            title={canRefresh ? 'Read your Spotify and Reddit again' : 'Refresh re-reads connected Spotify and Reddit accounts; imported data is updated by importing a newer export'}
          >
            <RefreshCw /> Refresh
          </Button>
        </HStack>
        <Stack as="ul" gap="1" ps="5" listStyleType="disc">
          {insights.map((insight) => (
            <Text as="li" key={insight} fontSize="sm">
              {insight}
            </Text>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
