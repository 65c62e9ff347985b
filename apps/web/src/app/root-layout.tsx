import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { useAuthEvents } from '../lib/auth-context';
import { usePageTracking } from '../lib/use-page-tracking';
import { MobileNavBar, NavBar } from './nav-bar';

export function RootLayout() {
  const navigate = useNavigate();
  // Sign-out (from this tab, another tab, or a rejected refresh) goes to /auth.
  useAuthEvents((event) => {
    if (event === 'SIGNED_OUT') void navigate('/auth', { replace: true });
  });
  // Every visitor's page-tracking socket (docs/product/api.md#page-tracking), for the admin dashboard.
  usePageTracking();

  return (
    <LayoutFrame>
      <Outlet />
      <ScrollRestoration />
    </LayoutFrame>
  );
}

/** The bars around every page; the build's prerendered landing (src/prerender.tsx) uses it too. */
export function LayoutFrame({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <NavBar />
      <Box as="main" flex="1" pb={{ base: '16', md: '0' }}>
        {children}
      </Box>
      <MobileNavBar />
    </Flex>
  );
}
