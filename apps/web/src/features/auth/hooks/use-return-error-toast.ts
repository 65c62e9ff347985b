import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../../components/toaster';
import { readParam } from '../../../lib/url-params';
import { describeAuthPageError } from '../return-errors';

/**
 * On /auth: an `error`/`error_description` on arrival becomes a toast, then the URL is cleaned.
 * `provider` (the external provider's name) is undefined while the config loads: the toast waits
 * for it, so 'Google Login Failed' names the right provider.
 */
export function useReturnErrorToast(provider: string | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const error = readParam(location, 'error');
    const description = readParam(location, 'error_description');
    if (!error && !description) return;
    if (provider === undefined) return;
    const message = describeAuthPageError(error, description, provider);
    notify({ type: 'error', title: message.title, description: message.description });
    void navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
  }, [location, navigate, provider]);
}
