/** /terms: Terms of Service, effective August 3, 2025 (docs/product/screens.md#legal-pages). */
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LEGAL_EMAIL } from '../../../components/site-footer';
import { LegalDocument, LegalLinks, LegalList, LegalSection, MailLink } from './legal-document';

export const TERMS_EFFECTIVE = 'August 3, 2025';

function PrivacyLink({ children = 'Privacy Policy' }: { children?: string }) {
  return (
    <Link asChild color="slime.300">
      <RouterLink to="/privacy">{children}</RouterLink>
    </Link>
  );
}

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      effective={TERMS_EFFECTIVE}
      intro="These terms are the agreement between you and Road Gremlin for using the Road Gremlin website and its services. Please read them; by creating an account or using the site you accept them."
      actions={
        <LegalLinks
          links={[
            { to: '/', label: 'Back to Road Gremlin' },
            { to: '/privacy', label: 'Read the Privacy Policy', variant: 'outline' },
            { to: '/credits', label: 'Data sources and credits', variant: 'ghost' },
          ]}
        />
      }
    >
      <LegalSection title="1. What Road Gremlin is">
        <Text>
          Road Gremlin turns a one-sentence trip description into a route of unusual stops: ghost towns,
          roadside oddities, quirky museums, odd places to eat and similar. You can reroll stops, save and share
          trips, follow a trip stop by stop, optionally connect other accounts to personalise suggestions, and
          talk with other travellers in the community forum. The software is open source; these terms govern
          the Road Gremlin service that we run.
        </Text>
      </LegalSection>

      <LegalSection title="2. Who may use it">
        <Text>
          You must be at least 13 years old to use Road Gremlin. If you are under 18, you need the permission of
          a parent or legal guardian, who accepts these terms on your behalf and is responsible for your use of
          the service. Our <PrivacyLink /> explains how we handle personal information, including for younger
          users.
        </Text>
      </LegalSection>

      <LegalSection title="3. Your account">
        <LegalList
          items={[
            'Give us a real e-mail address you can receive mail at, and keep your details up to date.',
            'Keep your password to yourself. You are responsible for what happens under your account.',
            `Tell us at ${LEGAL_EMAIL} if you think someone else is using your account.`,
            'One account per person. Accounts are personal and may not be sold or transferred.',
          ]}
        />
      </LegalSection>

      <LegalSection title="4. Routes are suggestions, not promises">
        <Text>
          Trips are produced automatically, partly by software that can make mistakes. A suggested place may be
          closed, moved, on private property, seasonal, unsafe, or described wrongly, and travel times are
          estimates. Check opening hours, access rights, road and weather conditions before you go.
        </Text>
        <LegalList
          items={[
            'Obey traffic laws and local rules. Do not use the app in a way that distracts you while driving or riding.',
            'Never trespass. Abandoned and "hidden" places often belong to someone; respect closures and signs.',
            'You decide whether a stop is safe and suitable for you and the people (and pets) travelling with you.',
          ]}
        />
      </LegalSection>

      <LegalSection title="5. Community rules">
        <Text>
          You keep ownership of the posts, comments and votes you contribute. You give Road Gremlin a
          non-exclusive, worldwide, royalty-free licence to store, display and distribute them as part of the
          service for as long as they are on it. Only post what you have the right to share.
        </Text>
        <LegalList
          items={[
            'No harassment, hate, threats, or sexual content involving minors.',
            "No spam, advertising without permission, or other people's personal information.",
            'No content that is illegal or that encourages trespassing or dangerous behaviour.',
          ]}
        />
        <Text>We may remove content that breaks these rules and suspend accounts that keep doing so.</Text>
      </LegalSection>

      <LegalSection title="6. Connected accounts">
        <Text>
          Connecting a music, social or search account is optional. When you connect one you allow us to read
          the limited data that provider shares with us to build your travel personality. You can disconnect at
          any time, and the provider's own terms continue to apply to your account with them.
        </Text>
      </LegalSection>

      <LegalSection title="7. Fair use of the service">
        <LegalList
          items={[
            'Do not try to break, overload or get around the security or rate limits of the service.',
            'Do not scrape the service or use it to build a competing dataset.',
            'Do not access accounts or data that are not yours, including the admin dashboard.',
          ]}
        />
      </LegalSection>

      <LegalSection title="8. Other services">
        <Text>
          Road Gremlin links to and uses services run by others, for example map services that open your route,
          and sign-in or account providers you choose to use. We are not responsible for those services; their
          terms and privacy policies apply when you use them.
        </Text>
      </LegalSection>

      <LegalSection title="9. No warranty, limited liability">
        <Text>
          The service is provided "as is" and "as available", without warranties of any kind, to the extent the
          law allows. To the extent the law allows, Road Gremlin is not liable for indirect or consequential
          losses, or for loss, injury or damage arising from visiting places suggested by the service. Nothing in
          these terms limits rights you have under consumer-protection law that cannot be waived.
        </Text>
      </LegalSection>

      <LegalSection title="10. Ending the agreement">
        <Text>
          You may stop using Road Gremlin at any time and ask us to delete your account by writing to{' '}
          <MailLink address={LEGAL_EMAIL} />. We may suspend or close accounts that break these terms, and we
          may change or discontinue features of the service.
        </Text>
      </LegalSection>

      <LegalSection title="11. Changes and governing law">
        <Text>
          When we change these terms we publish the new version here with a new effective date, and for
          significant changes we tell signed-in users in the app. These terms are governed by the laws that apply
          in Canada, where the service is operated.
        </Text>
      </LegalSection>

      <LegalSection title="12. Contact">
        <Text>
          Questions about these terms: <MailLink address={LEGAL_EMAIL} />. See also our{' '}
          <PrivacyLink>Privacy Policy</PrivacyLink>, or go back to the{' '}
          <Link asChild color="slime.300">
            <RouterLink to="/">Road Gremlin home page</RouterLink>
          </Link>
          .
        </Text>
      </LegalSection>
    </LegalDocument>
  );
}
