/**
 * `/account` (signed in): a person's own page — public profile, sign-in, connected accounts and
 * imported data, signed-in devices, download my data, delete my account. Reached from the avatar in
 * the top bar on every screen size.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { PageContainer } from '../../../components/page-container';
import { ConnectionsSection } from './connections-section';
import { DataSection } from './data-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { SignInSection } from './sign-in-section';

export function AccountPage() {
  return (
    <PageContainer maxW="3xl">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Your account
          </Heading>
          <Text color="fg.muted">Everything Road Gremlin keeps about you, and what you can do with it.</Text>
        </Stack>
        <ProfileSection />
        <SignInSection />
        <ConnectionsSection />
        <SessionsSection />
        <DataSection />
      </Stack>
    </PageContainer>
  );
}
