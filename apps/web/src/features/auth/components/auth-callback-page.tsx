/** /auth/callback: finishes a sign-in from a return link, then / on success, /auth otherwise (docs/product/screens.md#auth-callback). */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { hashParams, readParam } from '../../../lib/url-params';

const FALLBACK = 'An unexpected error occurred during authentication.';

export function AuthCallbackPage() {
  const { client } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Tokens are single-use; StrictMode's second effect run must not present them again.
    if (started.current) return;
    started.current = true;

    const fail = (description: string) => {
      notify({ type: 'error', title: 'Authentication Error', description });
      void navigate('/auth', { replace: true });
    };

    void (async () => {
      const error = readParam(location, 'error');
      if (error) {
        fail(readParam(location, 'error_description') || error);
        return;
      }
      try {
        const hash = hashParams(location);
        const accessToken = hash.get('access_token');
        const refreshToken = hash.get('refresh_token');
        const session =
          accessToken && refreshToken
            ? await client.setSession({ access_token: accessToken, refresh_token: refreshToken })
            : await client.getSession();
        void navigate(session ? '/' : '/auth', { replace: true });
      } catch (caught) {
        fail(errorMessage(caught, FALLBACK));
      }
    })();
  }, [client, location, navigate]);

  return <FullPageSpinner label="Completing sign-in…" />;
}
