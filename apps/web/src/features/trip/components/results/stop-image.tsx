/**
 * A stop's picture (docs/product/screens.md#rich-stop-list): a spinner until it loads; on an error or after 3 s the
 * fallback — our street-view endpoint — and if that fails too, a themed placeholder.
 */
import { Box, Center, Image, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { stopTheme } from '../../../../lib/stop-theme';
import type { Stop } from '../../../../lib/trip-types';

/** How long a picture may take before the fallback. */
export const IMAGE_TIMEOUT_MS = 3000;

export const streetViewUrl = (stop: Pick<Stop, 'lat' | 'lng'>) =>
  `/api/google-streetview?${new URLSearchParams({ lat: String(stop.lat), lng: String(stop.lng) })}`;

type Phase = 'primary' | 'fallback' | 'placeholder';

export function StopImage({ stop, height = '180px' }: { stop: Stop; height?: string }) {
  const [phase, setPhase] = useState<Phase>(stop.serperImage ? 'primary' : 'fallback');
  const [loaded, setLoaded] = useState(false);
  const src = phase === 'primary' ? stop.serperImage! : streetViewUrl(stop);

  useEffect(() => {
    if (loaded || phase === 'placeholder') return;
    const timer = setTimeout(() => setPhase((p) => (p === 'primary' ? 'fallback' : 'placeholder')), IMAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [phase, loaded]);

  if (phase === 'placeholder') {
    return (
      <Center h={height} bgGradient="to-br" gradientFrom="gremlin.800" gradientTo="night.900" data-testid="stop-image-placeholder">
        <Text fontSize="5xl" role="img" aria-label={stop.name}>
          {stopTheme(stop).emoji}
        </Text>
      </Center>
    );
  }
  return (
    <Box position="relative" h={height} bg="night.900" overflow="hidden">
      {!loaded && (
        <Center position="absolute" inset="0" data-testid="stop-image-spinner">
          <Spinner color="gremlin.solid" />
        </Center>
      )}
      <Image
        key={src}
        src={src}
        alt={stop.name}
        w="full"
        h="full"
        objectFit="cover"
        opacity={loaded ? 1 : 0}
        transition="opacity 0.2s"
        onLoad={() => setLoaded(true)}
        onError={() => {
          setLoaded(false);
          setPhase((p) => (p === 'primary' ? 'fallback' : 'placeholder'));
        }}
      />
    </Box>
  );
}
