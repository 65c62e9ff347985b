/** /auth: sign-in and sign-up (docs/product/screens.md#sign-in-and-sign-up). */
import { Box, Button, Card, Center, Field, Flex, Heading, HStack, Input, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { GremlinLogo } from '../../../components/gremlin-logo';
import { SiteFooter } from '../../../components/site-footer';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { externalSignInUrl } from '../api/external-sign-in';
import { useAuthConfig } from '../api/get-auth-config';
import { useReturnErrorToast } from '../hooks/use-return-error-toast';
import { AuthPromoPanel } from './auth-promo-panel';
import { ForgotPasswordDialog } from './forgot-password-dialog';

type Mode = 'sign-in' | 'sign-up';

export function AuthPage() {
  const { client } = useAuth();
  const navigate = useNavigate();
  const { data: config, isError: configFailed } = useAuthConfig();
  // '{provider} Login Failed' names the configured provider; Google when none is configured.
  useReturnErrorToast(config ? (config.externalProvider?.name ?? 'Google') : configFailed ? 'Google' : undefined);

  const [mode, setMode] = useState<Mode>('sign-in');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const signingIn = mode === 'sign-in';
  const provider = config?.externalProvider ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address || !password) {
      notify({ type: 'error', title: 'Missing information', description: 'Please fill in all required fields' });
      return;
    }
    setSubmitting(true);
    try {
      if (signingIn) {
        await client.signInWithPassword({ email: address, password });
        notify({ type: 'success', title: 'Welcome back!', description: "Let's find something weird." });
        void navigate('/', { replace: true });
        return;
      }
      const result = await client.signUp({ email: address, password, firstName, lastName, displayName });
      if (!result.session) {
        notify({
          type: 'success',
          title: 'Check your email',
          description: `We sent a confirmation link to ${address}. Open it to activate your account.`,
        });
        setMode('sign-in');
        setPassword('');
        return;
      }
      notify({ type: 'success', title: 'Welcome to Road Gremlin!', description: 'Your gremlin is ready to roll.' });
      void navigate('/', { replace: true });
    } catch (error) {
      if (signingIn) {
        notify({ type: 'error', title: 'Login failed', description: errorMessage(error, 'Invalid email or password') });
      } else {
        notify({
          type: 'error',
          title: 'Registration failed',
          description: errorMessage(error, 'Failed to create account'),
        });
      }
    } finally {
      setSubmitting(false);
    }
  }

  function toggleMode() {
    setMode(signingIn ? 'sign-up' : 'sign-in');
  }

  return (
    <Flex direction="column" minH={{ base: 'calc(100dvh - 8rem)', md: 'calc(100dvh - 4rem)' }}>
      <Flex flex="1">
        <AuthPromoPanel />
        <Center flex="1" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
          <Card.Root w="full" maxW="md" bg="bg.panel" borderColor="gremlin.900" shadow="2xl">
            <Card.Header>
              <Stack gap="2" align="center" textAlign="center">
                <GremlinLogo size="12" />
                <Heading as="h1" size="2xl">
                  {signingIn ? 'Welcome back' : 'Join the adventure'}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {signingIn
                    ? 'Sign in and let the gremlin find your next detour.'
                    : 'Make an account and start collecting strange stops.'}
                </Text>
              </Stack>
            </Card.Header>
            <Card.Body>
              <Stack gap="5">
                {provider && (
                  <Stack gap="2">
                    <Button
                      variant="outline"
                      colorPalette="gremlin"
                      disabled={submitting}
                      onClick={() => window.location.assign(externalSignInUrl())}
                    >
                      Continue with {provider.name}
                    </Button>
                    <Text fontSize="xs" color="fg.muted">
                      Heads-up: if your browser is signed in to a different {provider.name} account, the login may
                      bounce you back here. Sign out of that account first, or use email and password.
                    </Text>
                    <HStack>
                      <Separator flex="1" />
                      <Text fontSize="xs" color="fg.muted">
                        or
                      </Text>
                      <Separator flex="1" />
                    </HStack>
                  </Stack>
                )}

                <form onSubmit={submit} noValidate aria-label={signingIn ? 'Sign in' : 'Sign up'}>
                  <Stack gap="4">
                    {!signingIn && (
                      <HStack gap="3" align="start">
                        <Field.Root disabled={submitting}>
                          <Field.Label>First name</Field.Label>
                          <Input
                            autoComplete="given-name"
                            value={firstName}
                            onChange={(event) => setFirstName(event.target.value)}
                          />
                        </Field.Root>
                        <Field.Root disabled={submitting}>
                          <Field.Label>Last name</Field.Label>
                          <Input
                            autoComplete="family-name"
                            value={lastName}
                            onChange={(event) => setLastName(event.target.value)}
                          />
                        </Field.Root>
                      </HStack>
                    )}
                    {!signingIn && (
                      <Field.Root disabled={submitting}>
                        <Field.Label>Display name</Field.Label>
                        <Input
                          autoComplete="nickname"
                          maxLength={40}
                          placeholder="e.g. Route 66 Raccoon"
                          value={displayName}
                          onChange={(event) => setDisplayName(event.target.value)}
                        />
                        <Field.HelperText>
                          Shown on your posts and comments. Leave it blank and the gremlin picks a name for you; your e-mail
                          address is never shown to anyone.
                        </Field.HelperText>
                      </Field.Root>
                    )}
                    <Field.Root required disabled={submitting}>
                      <Field.Label>
                        Email <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        type="email"
                        autoComplete="email"
                        placeholder="you@example.com"
                        value={email}
                        onChange={(event) => setEmail(event.target.value)}
                      />
                    </Field.Root>
                    <Field.Root required disabled={submitting}>
                      <Field.Label>
                        Password <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        type="password"
                        autoComplete={signingIn ? 'current-password' : 'new-password'}
                        value={password}
                        onChange={(event) => setPassword(event.target.value)}
                      />
                    </Field.Root>
                    {signingIn && (
                      <Box textAlign="right" mt="-2">
                        <ForgotPasswordDialog initialEmail={email.trim()} disabled={submitting} />
                      </Box>
                    )}
                    <Button
                      type="submit"
                      colorPalette="slime"
                      size="lg"
                      loading={submitting}
                      loadingText={signingIn ? 'Signing in…' : 'Creating account…'}
                    >
                      {signingIn ? "Let's Get Lost" : "I don't know where I'm going"}
                    </Button>
                  </Stack>
                </form>

                <Button variant="plain" color="slime.300" onClick={toggleMode} disabled={submitting}>
                  {signingIn ? "Don't have an account? Sign up" : 'Already have an account? Sign in'}
                </Button>

                <Text fontSize="xs" color="fg.muted" textAlign="center">
                  By continuing you agree to our{' '}
                  <Link asChild color="gremlin.fg">
                    <RouterLink to="/terms">Terms of Service</RouterLink>
                  </Link>{' '}
                  and{' '}
                  <Link asChild color="gremlin.fg">
                    <RouterLink to="/privacy">Privacy Policy</RouterLink>
                  </Link>
                  .
                </Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        </Center>
      </Flex>
      <SiteFooter />
    </Flex>
  );
}
