import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../../components/toaster';
import { readParam } from '../../../lib/url-params';
import { describeAuthPageError } from '../return-errors';

/** On /auth: an `error`/`error_description` on arrival becomes a toast, then the URL is cleaned. */
export function useReturnErrorToast(): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const error = readParam(location, 'error');
    const description = readParam(location, 'error_description');
    if (!error && !description) return;
    const message = describeAuthPageError(error, description);
    notify({ type: 'error', title: message.title, description: message.description });
    void navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
  }, [location, navigate]);
}
