/** 'Where to Rest Your Weary Head' (docs/product/screens.md#lodging): the lodgings of a multi-day trip. */
import { Badge, Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BedDouble, Search, Star } from 'lucide-react';
import { bookingSearchUrl } from '../../../../lib/maps-links';
import type { Accommodation } from '../../../../lib/trip-types';
import { amenitiesPreview, formatPrice, lodgingDistance, PRICE_BAND_LABEL, priceBand } from '../../lib/stop-extras';

export function AccommodationsSection({ accommodations }: { accommodations: readonly Accommodation[] }) {
  if (!accommodations.length) return null;
  return (
    <Stack as="section" aria-labelledby="lodging-heading" gap="4">
      <HStack gap="2">
        <BedDouble />
        <Heading as="h2" id="lodging-heading" size="lg">
          Where to Rest Your Weary Head
        </Heading>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {accommodations.map((place, i) => {
          const { shown, more } = amenitiesPreview(place.amenities);
          return (
            <Card.Root key={`${place.name}-${i}`} as="article" aria-label={place.name} bg="bg.panel" data-testid="accommodation">
              <Card.Body gap="2" p="4">
                <HStack justify="space-between" align="start">
                  <Heading as="h3" size="md">
                    {place.name}
                  </Heading>
                  <Badge colorPalette="gremlin">{place.type}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {place.address}
                </Text>
                {lodgingDistance(place) && (
                  <Text fontSize="sm" data-testid="lodging-distance">
                    {lodgingDistance(place)}
                  </Text>
                )}
                <HStack gap="0.5" role="img" aria-label="4 out of 5 stars">
                  {[0, 1, 2, 3, 4].map((star) => (
                    <Star key={star} size={14} color="#facc15" fill={star < 4 ? '#facc15' : 'none'} />
                  ))}
                </HStack>
                <Text fontSize="sm">{place.description}</Text>
                <HStack gap="3" fontSize="sm">
                  <Badge colorPalette="slime" variant="subtle">
                    {PRICE_BAND_LABEL[priceBand(place.priceRange)]}
                  </Badge>
                  <Text fontWeight="semibold">{formatPrice(place.estimatedPrice)}</Text>
                </HStack>
                <HStack gap="1.5" wrap="wrap">
                  {shown.map((amenity) => (
                    <Badge key={amenity} variant="outline" size="sm">
                      {amenity}
                    </Badge>
                  ))}
                  {more > 0 && (
                    <Badge variant="outline" size="sm">
                      +{more} more
                    </Badge>
                  )}
                </HStack>
                <Button asChild size="xs" variant="outline" alignSelf="start">
                  <Link href={bookingSearchUrl(place.name, place.address)} target="_blank" rel="noreferrer">
                    <Search /> Find a room
                  </Link>
                </Button>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
