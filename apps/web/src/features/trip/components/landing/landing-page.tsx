import { Badge, Grid, GridItem, Heading, Stack, Text } from '@chakra-ui/react';
import { useLayoutEffect } from 'react';
import { GremlinLogo } from '../../../../components/gremlin-logo';
import { PageContainer } from '../../../../components/page-container';
import { landingShown } from '../../../../lib/prerender-handoff';
import { JourneyMapSlot } from './journey-map-slot';
import { SignInBox } from './sign-in-box';

export const TAGLINE = "Discover routes you didn't know you needed";

/** The signed-out home: hero, tagline, live journey map and a sign-in box (docs/product/screens.md#landing-page). */
export function LandingPage() {
  // the build's prerendered copy of this page gives way to it (src/main.tsx), before the browser paints both
  useLayoutEffect(landingShown, []);
  return (
    <PageContainer>
      <Stack gap={{ base: '8', md: '10' }}>
        <Stack as="section" aria-label="Road Gremlin" gap="4" align={{ base: 'center', md: 'start' }} textAlign={{ base: 'center', md: 'start' }}>
          <Badge colorPalette="slime" variant="subtle" rounded="full" px="3">
            Road trips for the curious
          </Badge>
          <Stack direction="row" align="center" gap="4">
            <GremlinLogo size={{ base: '12', md: '16' }} />
            <Heading
              as="h1"
              fontSize={{ base: '4xl', md: '6xl' }}
              lineHeight="1"
              fontWeight="black"
              bgGradient="to-r"
              gradientFrom="gremlin.300"
              gradientTo="slime.300"
              bgClip="text"
            >
              Road Gremlin
            </Heading>
          </Stack>
          <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold">
            {TAGLINE}
          </Text>
          <Text color="fg.muted" maxW="2xl">
            Skip the interstate blur. Tell the gremlin where you are headed and it plots a route through the
            haunted, the abandoned, the delicious and the gloriously odd.
          </Text>
        </Stack>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="stretch">
          <GridItem>
            <JourneyMapSlot />
          </GridItem>
          <GridItem>
            <SignInBox />
          </GridItem>
        </Grid>
      </Stack>
    </PageContainer>
  );
}
