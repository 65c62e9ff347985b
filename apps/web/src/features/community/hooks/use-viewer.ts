import { useAuth } from '../../../lib/auth-context';

/** Who is reading: part of every community query key, since answers carry the caller's votes. */
export function useViewer() {
  const { user, loading, isAuthenticated } = useAuth();
  return { viewer: user?.id ?? 'visitor', ready: !loading, isAuthenticated };
}
