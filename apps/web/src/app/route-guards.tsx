/** Route guards (docs/product/screens.md#routes): /my-trips needs a user, /auth sends a signed-in user home. */
import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../components/full-page-spinner';
import { useAuth } from '../lib/auth-context';

export function RequireAuth() {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <FullPageSpinner />;
  return isAuthenticated ? <Outlet /> : <Navigate to="/auth" replace />;
}

export function GuestOnly() {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <FullPageSpinner />;
  return isAuthenticated ? <Navigate to="/" replace /> : <Outlet />;
}
