/** /reset-password (docs/product/screens.md#reset-password). */
import { Button, Card, Center, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { GremlinLogo } from '../../../components/gremlin-logo';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import type { SessionTokens } from '../../../lib/auth-client';
import { readParam, type UrlLike } from '../../../lib/url-params';
import { AuthStatusCard } from './auth-status-card';

export const PASSWORD_MIN_LENGTH = 6;
export const RESET_REDIRECT_DELAY_MS = 2000;

function recoveryTokens(location: UrlLike): SessionTokens | null {
  const accessToken = readParam(location, 'access_token');
  const refreshToken = readParam(location, 'refresh_token');
  if (!accessToken || !refreshToken || readParam(location, 'type') !== 'recovery') return null;
  return { access_token: accessToken, refresh_token: refreshToken };
}

export function ResetPasswordPage() {
  const { client } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the tokens are then removed from the address bar (and from history).
  const [tokens] = useState(() => recoveryTokens(location));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const warned = useRef(false);

  // Opening a recovery link is the PASSWORD_RECOVERY session event (docs/product/auth.md#auth-states).
  const announced = useRef(false);
  useEffect(() => {
    if (!tokens || announced.current) return;
    announced.current = true;
    client.notifyPasswordRecovery();
  }, [tokens, client]);

  useEffect(() => {
    if (!tokens) {
      if (!warned.current) {
        warned.current = true;
        notify({
          type: 'error',
          title: 'Invalid reset link',
          description: 'This password reset link is invalid or has expired.',
        });
      }
      return;
    }
    if (location.hash || location.search) void navigate(location.pathname, { replace: true });
  }, [tokens, location, navigate]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/auth', { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!tokens) return;
    if (!password || !confirm) {
      notify({ type: 'error', title: 'Missing information', description: 'Please fill in all required fields' });
      return;
    }
    if (password !== confirm) {
      notify({ type: 'error', title: "Passwords don't match", description: 'Please make sure both passwords are identical.' });
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      notify({
        type: 'error',
        title: 'Password too short',
        description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
      });
      return;
    }
    setSubmitting(true);
    try {
      await client.updateUser({ password }, tokens);
      notify({
        type: 'success',
        title: 'Password updated',
        description: 'Your new password is set. Taking you to sign in…',
      });
      setDone(true);
    } catch (error) {
      notify({
        type: 'error',
        title: 'Password reset failed',
        description: errorMessage(error, 'Could not set the new password. Please try again or request a new link.'),
      });
    } finally {
      setSubmitting(false);
    }
  }

  if (!tokens) {
    return (
      <AuthStatusCard title="Invalid Reset Link">
        This password reset link is invalid or has expired. Ask for a new one from the sign-in page.
      </AuthStatusCard>
    );
  }

  return (
    <Center minH="60vh" px="4" py="10">
      <Card.Root w="full" maxW="md" bg="bg.panel" borderColor="gremlin.900">
        <Card.Header>
          <Stack gap="2" align="center" textAlign="center">
            <GremlinLogo size="12" />
            <Heading as="h1" size="2xl">
              Choose a new password
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              At least {PASSWORD_MIN_LENGTH} characters. Then sign in with it.
            </Text>
          </Stack>
        </Card.Header>
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <Field.Root required disabled={submitting || done}>
                <Field.Label>
                  New Password <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Field.Root>
              <Field.Root required disabled={submitting || done}>
                <Field.Label>
                  Confirm Password <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(event) => setConfirm(event.target.value)}
                />
              </Field.Root>
              <Button type="submit" colorPalette="slime" loading={submitting} disabled={done}>
                Update Password
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
