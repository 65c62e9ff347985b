import { Box, Button, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';
import { SiteFooter } from '../../../components/site-footer';

/** The frame of the legal pages: title, effective date, sections, actions, footer. */
export function LegalDocument({
  title,
  effective,
  intro,
  children,
  actions,
  dateLabel = 'Effective',
}: {
  title: string;
  effective: string;
  /** "Effective" for terms and policies; "Updated" for a list such as the credits. */
  dateLabel?: string;
  intro: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <>
      <PageContainer maxW="4xl">
        <Stack as="article" gap="8">
          <Stack gap="2">
            <Heading as="h1" size="4xl" color="gremlin.fg">
              {title}
            </Heading>
            <Text color="slime.300" fontWeight="semibold">
              {dateLabel} {effective}
            </Text>
            <Text color="fg.muted" fontSize="lg">
              {intro}
            </Text>
          </Stack>
          {children}
          {actions}
        </Stack>
      </PageContainer>
      <SiteFooter />
    </>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      <Stack gap="3" color="fg.muted" lineHeight="tall">
        {children}
      </Stack>
    </Box>
  );
}

export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <List.Root ps="5" gap="2">
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

export function MailLink({ address }: { address: string }) {
  return (
    <Link href={`mailto:${address}`} color="slime.300">
      {address}
    </Link>
  );
}

export interface LegalLinkItem {
  to: string;
  label: string;
  variant?: 'solid' | 'outline' | 'ghost';
}

/** The row of buttons under a legal page's heading: the first is the main way on, the rest secondary. */
export function LegalLinks({ links }: { links: LegalLinkItem[] }) {
  return (
    <HStack gap="3" flexWrap="wrap">
      {links.map(({ to, label, variant = 'solid' }) => (
        <Button key={`${to}-${label}`} asChild variant={variant} colorPalette={variant === 'solid' ? 'slime' : 'gremlin'}>
          <RouterLink to={to}>{label}</RouterLink>
        </Button>
      ))}
    </HStack>
  );
}
