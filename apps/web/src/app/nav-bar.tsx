/**
 * Navigation bar (docs/product/screens.md#navigation-bar): Plan Trip, My Trips (signed-in only), Community, Admin (administrators
 * only), then either the account link ("Welcome <display name>" with the avatar; never the e-mail
 * address) with Sign Out, or a Sign In button. On narrow screens the links move to a bottom bar that
 * shows Plan and My Trips (and Admin to administrators); the avatar in the top bar stays and opens the
 * account page. The back button clears planner results.
 */
import { Box, Button, Flex, HStack, Link, Spacer, Text } from '@chakra-ui/react';
import { ArrowLeft, Compass, LogIn, LogOut, Map as MapIcon, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { Avatar } from '../components/avatar';
import { GremlinLogo } from '../components/gremlin-logo';
import { displayNameOf, useAuth } from '../lib/auth-context';
import { useTripResults } from '../lib/trip-results-store';

function BarLink({ to, children, end }: { to: string; children: ReactNode; end?: boolean }) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      rounded="md"
      fontWeight="semibold"
      color="fg.muted"
      textDecoration="none"
      _hover={{ color: 'slime.300', bg: 'whiteAlpha.50', textDecoration: 'none' }}
      _currentPage={{ color: 'slime.300', bg: 'gremlin.subtle' }}
    >
      <NavLink to={to} end={end}>
        {children}
      </NavLink>
    </Link>
  );
}

export function NavBar() {
  const { user, loading, isAuthenticated, client } = useAuth();
  const { hasResults, clearResults } = useTripResults();
  const { pathname } = useLocation();
  const showBack = pathname === '/' && hasResults;

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="rgba(12, 8, 21, 0.85)"
      backdropFilter="blur(10px)"
      borderBottomWidth="1px"
      borderColor="whiteAlpha.100"
    >
      <Flex maxW="6xl" mx="auto" px={{ base: '3', md: '8' }} h="16" align="center" gap="2">
        {showBack && (
          <Button variant="ghost" size="sm" onClick={clearResults} aria-label="Back">
            <ArrowLeft /> Back
          </Button>
        )}
        <Link asChild textDecoration="none" _hover={{ textDecoration: 'none' }} mr="4">
          <RouterLink to="/" aria-label="Road Gremlin home">
            <HStack gap="2">
              <GremlinLogo size="8" />
              <Text
                fontFamily="heading"
                fontWeight="bold"
                fontSize="lg"
                bgGradient="to-r"
                gradientFrom="gremlin.300"
                gradientTo="slime.300"
                bgClip="text"
                hideBelow="sm"
              >
                Road Gremlin
              </Text>
            </HStack>
          </RouterLink>
        </Link>

        <HStack as="nav" aria-label="Main" gap="1" hideBelow="md">
          <BarLink to="/" end>
            Plan Trip
          </BarLink>
          {isAuthenticated && <BarLink to="/my-trips">My Trips</BarLink>}
          <BarLink to="/community">Community</BarLink>
          {user?.is_admin && <BarLink to="/admin">Admin</BarLink>}
        </HStack>

        <Spacer />

        {!loading && (
          <HStack gap="3" data-testid="account-area">
            {isAuthenticated ? (
              <>
                <AccountLink name={displayNameOf(user)} color={user?.user_metadata.avatar_color} />
                <Button size="sm" variant="outline" colorPalette="gremlin" onClick={() => void client.signOut()}>
                  <LogOut /> Sign Out
                </Button>
              </>
            ) : (
              <Button asChild size="sm" colorPalette="slime">
                <RouterLink to="/auth">
                  <LogIn /> Sign In
                </RouterLink>
              </Button>
            )}
          </HStack>
        )}
      </Flex>
    </Box>
  );
}

/** The avatar and greeting, a link to the account page (on every screen size). */
function AccountLink({ name, color }: { name: string; color?: string }) {
  return (
    <Link
      asChild
      gap="2"
      px="1"
      py="1"
      rounded="full"
      color="fg.muted"
      fontSize="sm"
      textDecoration="none"
      _hover={{ color: 'fg', textDecoration: 'none' }}
      _currentPage={{ color: 'fg' }}
    >
      <NavLink to="/account" aria-label={`Your account (${name})`} data-testid="account-link">
        <Avatar name={name} color={color} size="sm" />
        <Text as="span" hideBelow="md">
          Welcome {name}
        </Text>
      </NavLink>
    </Link>
  );
}

/** The narrow-screen bar: Plan and My Trips, and Admin for administrators. */
export function MobileNavBar() {
  const { user } = useAuth();
  return (
    <Box
      as="nav"
      aria-label="Mobile"
      hideFrom="md"
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="rgba(12, 8, 21, 0.95)"
      borderTopWidth="1px"
      borderColor="whiteAlpha.100"
    >
      <HStack justify="space-around" h="14">
        <MobileLink to="/" end icon={<Compass size={18} />}>
          Plan
        </MobileLink>
        <MobileLink to="/my-trips" icon={<MapIcon size={18} />}>
          My Trips
        </MobileLink>
        {user?.is_admin && (
          <MobileLink to="/admin" icon={<ShieldCheck size={18} />}>
            Admin
          </MobileLink>
        )}
      </HStack>
    </Box>
  );
}

function MobileLink({ to, end, icon, children }: { to: string; end?: boolean; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      asChild
      flex="1"
      h="full"
      justifyContent="center"
      flexDirection="column"
      gap="0.5"
      fontSize="xs"
      fontWeight="semibold"
      color="fg.muted"
      textDecoration="none"
      _currentPage={{ color: 'slime.300' }}
    >
      <NavLink to={to} end={end}>
        {icon}
        {children}
      </NavLink>
    </Link>
  );
}
