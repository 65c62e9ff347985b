import { Box, Flex } from '@chakra-ui/react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { useAuthEvents } from '../lib/auth-context';
import { usePageTracking } from '../lib/use-page-tracking';
import { MobileNavBar, NavBar } from './nav-bar';

export function RootLayout() {
  const navigate = useNavigate();
  // Sign-out (from this tab, another tab, or a rejected refresh) goes to /auth (SPEC.md §4).
  useAuthEvents((event) => {
    if (event === 'SIGNED_OUT') void navigate('/auth', { replace: true });
  });
  // Every visitor's page-tracking socket (SPEC.md §3), for the admin dashboard.
  usePageTracking();

  return (
    <Flex direction="column" minH="100dvh">
      <NavBar />
      <Box as="main" flex="1" pb={{ base: '16', md: '0' }}>
        <Outlet />
      </Box>
      <MobileNavBar />
      <ScrollRestoration />
    </Flex>
  );
}
