import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/toaster';
import { AuthProvider } from '../lib/auth-context';
import type { AuthClient } from '../lib/auth-client';
import { system } from './theme';

/** Chakra, React Query and auth; the router sits inside so pages can use all three. */
export function AppProviders({
  queryClient,
  authClient,
  signedOut,
  children,
}: {
  queryClient: QueryClient;
  authClient?: AuthClient;
  /** The prerendered landing (src/prerender.tsx): render as a visitor with no session. */
  signedOut?: boolean;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider client={authClient} signedOut={signedOut}>
          {children}
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
