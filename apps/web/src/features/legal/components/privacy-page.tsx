/**
 * /privacy and /privacypolicy: one Privacy Policy, effective July 5, 2025 (docs/product/screens.md#legal-pages).
 * It describes what this product really stores; keep it in step with the services' schemas.
 */
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LEGAL_EMAIL } from '../../../components/site-footer';
import { LegalDocument, LegalLinks, LegalList, LegalSection, MailLink } from './legal-document';

export const PRIVACY_EFFECTIVE = 'July 5, 2025';

function PrivacyPolicy({ variant }: { variant: 'page' | 'sign-up' }) {
  const actions =
    variant === 'sign-up' ? (
      <LegalLinks
        links={[
          { to: '/auth', label: 'Back to Sign In', variant: 'outline' },
          { to: '/auth', label: 'Continue' },
        ]}
      />
    ) : (
      <LegalLinks
        links={[
          { to: '/', label: 'Back to Road Gremlin' },
          { to: '/terms', label: 'Read the Terms of Service', variant: 'outline' },
        ]}
      />
    );

  return (
    <LegalDocument
      title="Privacy Policy"
      effective={PRIVACY_EFFECTIVE}
      intro="This policy explains what personal information Road Gremlin collects, why, where it is kept, for how long, and what you can do about it. We collect only what the product needs to work."
      actions={actions}
    >
      <LegalSection title="1. Who this policy is for">
        <Text>
          Road Gremlin is not intended for anyone under 16, and we do not knowingly collect personal information
          from children under 16. If you believe a child under 16 has given us personal information, write to{' '}
          <MailLink address={LEGAL_EMAIL} /> and we will delete it.
        </Text>
      </LegalSection>

      <LegalSection title="2. What we store">
        <LegalList
          items={[
            <>
              <strong>Your account.</strong> Your e-mail address, the display name and avatar colour others see
              (chosen by you, or a name we make up — never taken from your e-mail address), your first and last
              name if you give them, and
              your password, which we keep only as a salted hash (never in readable form). If you sign in with an
              external identity provider we also keep the identifier it gives us and, when it shares them, your
              name and profile picture address. We keep when the account was created and confirmed, and the
              sign-in sessions that keep you signed in on your devices.
            </>,
            <>
              <strong>Your trips.</strong> The trip descriptions you type, the options you choose (travel mode,
              dates, number of adults, children and pets), the stops and lodging suggestions generated for you,
              and the trips you save, with any title you give them.
            </>,
            <>
              <strong>Community activity.</strong> The posts and comments you write, the votes you cast, the trips
              you attach to posts (shared by a link you agree to), and the reports you send to the moderators.
              Posts and comments are public and show your display name, never your e-mail address: anyone, signed
              in or not, can read them. Moderators may hide a post or comment; you still see it, marked as hidden.
            </>,
            <>
              <strong>Connected accounts (only if you choose to connect).</strong> The access tokens the provider
              issues to us, encrypted at rest with AES-256-GCM, and the travel-personality insights we derive from
              the data that provider shares.
            </>,
            <>
              <strong>Page tracking for the admin dashboard.</strong> While you use the site we record which page
              you are on, when your visit started and when you were last active, and, if you are signed in, your
              e-mail address. This feeds a live usage dashboard that only the Road Gremlin administrator can see,
              along with totals such as trips generated and new accounts per day. Live session entries are removed
              when your visit ends.
            </>,
            <>
              <strong>Technical records.</strong> Our servers log requests (including IP address and time) to keep
              the service secure, to limit abuse such as repeated failed sign-ins, and to fix problems.
            </>,
          ]}
        />
        <Text>
          In your browser we store your sign-in session in local storage so you stay signed in. We do not use
          advertising cookies or third-party trackers, we do not show ads, and we do not sell personal
          information.
        </Text>
      </LegalSection>

      <LegalSection title="3. How we use it">
        <LegalList
          items={[
            'To run your account, sign you in and keep your session secure.',
            'To generate, save and share your trips, and to personalise them if you connect accounts.',
            'To run the community forum.',
            'To send service e-mails: confirming your address and resetting your password.',
            'To see, in aggregate and live, how the service is used, and to protect it from abuse.',
          ]}
        />
      </LegalSection>

      <LegalSection title="4. Who else sees it">
        <Text>
          Trips are planned on our own servers from a built-in catalogue of places. Where the service is
          configured to use outside providers, they receive only what their job needs:
        </Text>
        <LegalList
          items={[
            'an AI model provider receives your trip description and a list of candidate places, not your e-mail address or name;',
            'image and street-view services receive the names and coordinates of stops;',
            'map services receive the map area being displayed, and the stops when you open a route in them;',
            'an e-mail delivery service receives your address and the message we send you;',
            'an external sign-in or connected-account provider exchanges with us the information you authorise.',
          ]}
        />
        <Text>We disclose information to authorities only when the law requires it.</Text>
      </LegalSection>

      <LegalSection title="5. Where it is kept">
        <Text>Your information is stored and processed in Canada.</Text>
      </LegalSection>

      <LegalSection title="6. How long we keep it">
        <Text>
          We keep your account data for as long as your account is active. When you delete your account (on your
          account page, or by asking us) we delete your account details, trips, saved trips, share links,
          connected-account tokens and insights; your community posts (with their threads), comments, votes and
          reports are deleted with it, at once. Disconnecting an account deletes its
          tokens straight away. Server logs are kept only for a short period for security and troubleshooting.
        </Text>
      </LegalSection>

      <LegalSection title="7. How we protect it">
        <Text>
          Passwords are hashed, connection tokens are encrypted at rest with AES-256-GCM, traffic is encrypted
          in transit, every service checks that a request comes from a signed-in user before it returns private
          data, and access to the admin dashboard is limited to the administrator account. No system is
          perfectly secure; if a breach affects you we will tell you as the law requires.
        </Text>
      </LegalSection>

      <LegalSection title="8. Your choices and rights">
        <LegalList
          items={[
            'Download a copy of the personal information we hold about you, whenever you like, from your account page ("Download my data").',
            'Correct it on your account page, or ask us to; delete your account there at any time.',
            'Disconnect any connected account at any time.',
            'Complain to the Office of the Privacy Commissioner of Canada if you are not satisfied with our answer.',
          ]}
        />
      </LegalSection>

      <LegalSection title="9. Changes and contact">
        <Text>
          When we change this policy we publish the new version here with a new effective date. Questions or
          requests: <MailLink address={LEGAL_EMAIL} />. Our{' '}
          <Link asChild color="slime.300">
            <RouterLink to="/terms">Terms of Service</RouterLink>
          </Link>{' '}
          also apply.
        </Text>
      </LegalSection>
    </LegalDocument>
  );
}

export function PrivacyPage() {
  return <PrivacyPolicy variant="page" />;
}

/** /privacypolicy adds the Back to Sign In and Continue buttons, both to /auth. */
export function PrivacyPolicyPage() {
  return <PrivacyPolicy variant="sign-up" />;
}
