/** /auth-redirect: handles authentication return links (docs/product/screens.md#auth-redirect). */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useAuth } from '../../../lib/auth-context';
import { hashParams, readParam } from '../../../lib/url-params';
import { describeRedirectError } from '../return-errors';
import { AuthStatusCard } from './auth-status-card';

const NO_SESSION = 'No valid authentication found. Please sign in again.';

export function AuthRedirectPage() {
  const { client } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const error = readParam(location, 'error');
    const description = readParam(location, 'error_description');
    if (error || description) {
      setMessage(describeRedirectError(error, description));
      return;
    }

    void (async () => {
      try {
        if (await client.getSession()) {
          void navigate('/', { replace: true });
          return;
        }
        const hash = hashParams(location);
        const accessToken = hash.get('access_token');
        const refreshToken = hash.get('refresh_token');
        if (accessToken && refreshToken) {
          await client.setSession({ access_token: accessToken, refresh_token: refreshToken });
          void navigate('/', { replace: true });
          return;
        }
      } catch (caught) {
        console.error('Auth redirect failed', caught);
      }
      setMessage(NO_SESSION);
    })();
  }, [client, location, navigate]);

  if (!message) return <FullPageSpinner label="Checking your sign-in link…" />;
  return <AuthStatusCard title="Sign-in problem">{message}</AuthStatusCard>;
}
