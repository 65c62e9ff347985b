import { Box, Heading, HStack, Icon, List, Text, VStack } from '@chakra-ui/react';
import { MapPin, Share2, Sparkles } from 'lucide-react';
import { GremlinLogo } from '../../../components/gremlin-logo';

const BULLETS = [
  { icon: Sparkles, text: 'AI-powered route discovery' },
  { icon: MapPin, text: 'Hidden gems & roadside attractions' },
  { icon: Share2, text: 'Save & share your adventures' },
] as const;

/** The large-screen side panel of /auth. */
export function AuthPromoPanel() {
  return (
    <Box
      as="aside"
      aria-label="Why Road Gremlin"
      hideBelow="lg"
      flex="1"
      position="relative"
      overflow="hidden"
      bgGradient="to-br"
      gradientFrom="gremlin.950"
      gradientVia="night.900"
      gradientTo="slime.950"
      borderRightWidth="1px"
      borderColor="whiteAlpha.100"
      px="12"
      py="16"
    >
      <VStack align="start" gap="8" maxW="md" mx="auto" h="full" justify="center">
        <GremlinLogo size="16" />
        <Heading as="h2" size="4xl" lineHeight="1.1">
          Your road trip is missing{' '}
          <Text as="span" color="slime.300">
            something weird.
          </Text>
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Tell the gremlin where you are going in one sentence. It digs up ghost towns, giant roadside
          oddities and the diner nobody told you about, and strings them into a route you can drive.
        </Text>
        <List.Root gap="4" variant="plain">
          {BULLETS.map(({ icon, text }) => (
            <List.Item key={text}>
              <HStack gap="3">
                <Icon as={icon} color="slime.300" boxSize="5" />
                <Text fontWeight="semibold">{text}</Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </VStack>
    </Box>
  );
}
