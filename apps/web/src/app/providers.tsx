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
  children,
}: {
  queryClient: QueryClient;
  authClient?: AuthClient;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider client={authClient}>
          {children}
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
