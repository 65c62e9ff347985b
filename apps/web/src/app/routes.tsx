/**
 * The route table (docs/product/screens.md#routes). Every page loads lazily so the landing page ships only the
 * shell plus the home page (https://reactrouter.com/start/data/route-object#lazy).
 */
import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/full-page-spinner';
import { RootLayout } from './root-layout';
import { GuestOnly, RequireAuth } from './route-guards';

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: () => <FullPageSpinner />,
    children: [
      {
        index: true,
        lazy: () => import('./home-route').then((m) => ({ Component: m.HomeRoute })),
      },
      {
        Component: GuestOnly,
        children: [
          {
            path: 'auth',
            lazy: () => import('../features/auth/components/auth-page').then((m) => ({ Component: m.AuthPage })),
          },
        ],
      },
      {
        path: 'auth/callback',
        lazy: () =>
          import('../features/auth/components/auth-callback-page').then((m) => ({ Component: m.AuthCallbackPage })),
      },
      {
        path: 'auth-redirect',
        lazy: () =>
          import('../features/auth/components/auth-redirect-page').then((m) => ({ Component: m.AuthRedirectPage })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('../features/auth/components/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'terms',
        lazy: () => import('../features/legal/components/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: 'privacy',
        lazy: () => import('../features/legal/components/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: 'credits',
        lazy: () => import('../features/legal/components/credits-page').then((m) => ({ Component: m.CreditsPage })),
      },
      {
        path: 'privacypolicy',
        lazy: () =>
          import('../features/legal/components/privacy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: 'my-trips',
            lazy: () =>
              import('../features/my-trips/components/my-trips-page').then((m) => ({ Component: m.MyTripsPage })),
          },
          {
            // One trip opened from My Trips, as it was planned: no planning again
            path: 'my-trips/:tripId',
            lazy: () => import('./my-trip-route').then((m) => ({ Component: m.MyTripRoute })),
          },
          {
            // A person's own page: profile, sign-in, connections, devices, their data.
            path: 'account',
            lazy: () => import('../features/account/components/account-page').then((m) => ({ Component: m.AccountPage })),
          },
          {
            // The Account connections panel is not in the navigation bar; it lives on the signed-in home
            // (personalization card) and here for a direct link (features/connections/README.md).
            path: 'connections',
            lazy: () =>
              import('../features/connections/components/connections-page').then((m) => ({ Component: m.ConnectionsPage })),
          },
        ],
      },
      {
        path: 'shared/:shareId',
        lazy: () =>
          import('../features/trip/components/shared-trip-page').then((m) => ({ Component: m.SharedTripPage })),
      },
      {
        path: 'community',
        lazy: () =>
          import('../features/community/components/community-page').then((m) => ({ Component: m.CommunityPage })),
      },
      {
        path: 'community/thread/:postId',
        lazy: () =>
          import('../features/community/components/thread-page').then((m) => ({ Component: m.ThreadPage })),
      },
      {
        path: 'admin',
        lazy: () => import('../features/admin/components/admin-page').then((m) => ({ Component: m.AdminPage })),
      },
      {
        path: 'admin/moderation',
        lazy: () => import('../features/admin/components/moderation-page').then((m) => ({ Component: m.ModerationPage })),
      },
      {
        path: '*',
        lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
