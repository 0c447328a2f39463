import { Link } from "wouter";
import { LegalDocument, type LegalSection } from "@/client/components/layouts/legal-document";
import { paths } from "@/client/config/paths";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

const SECTIONS: LegalSection[] = [
  {
    id: "information-we-collect",
    title: "Information We Collect",
    body: (
      <>
        <p>We collect only what we need to run PrepPilot for you:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your name, email address and password. The password is stored as a
            salted hash that nobody at PrepPilot can read. If you sign in with Google or GitHub, we receive the name,
            email address and profile picture that service shares.
          </li>
          <li>
            <strong>Profile details you choose to add:</strong> phone number, location, bio and profile picture.
          </li>
          <li>
            <strong>Practice data:</strong> the problems, interview questions and system design scenarios you work on,
            the code and answers you write, and the scores, streaks and study time that follow from them.
          </li>
          <li>
            <strong>Subscription details:</strong> your plan, trial and billing dates. Card numbers go straight to our
            payment processor; we never see or store them.
          </li>
          <li>
            <strong>Messages:</strong> what you send through the contact form or to our support addresses, and your
            email address if you subscribe to the newsletter.
          </li>
          <li>
            <strong>Technical and usage data:</strong> your IP address, browser type and which features you use and
            when. Cookies are described in our <Link to={paths.cookies}>Cookie Policy</Link>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How We Use Your Information",
    body: (
      <>
        <ul>
          <li>
            To run your account: sign-in, saving your progress and generating practice for the difficulty, topic and
            company you pick.
          </li>
          <li>To show your progress: the dashboard and Analytics Hub are built from your own practice data.</li>
          <li>To manage your 14-day free trial and, if you subscribe, your plan and renewals.</li>
          <li>
            To write to you: verification, password-reset and billing emails, and replies to your messages. We send the
            newsletter only if you subscribed to it.
          </li>
          <li>To keep PrepPilot safe: rate limiting, and detecting abuse and attempts to break into accounts.</li>
          <li>To improve PrepPilot, using usage data in aggregate.</li>
        </ul>
        <p>
          When AI generation is switched on, we send the practice settings you choose, such as difficulty and topic, to
          our AI provider. We do not send your name or email address, and we do not use your code or answers to train AI
          models. <strong>We do not sell your personal information.</strong>
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "How We Share Information",
    body: (
      <>
        <p>We share personal information only in these cases:</p>
        <ul>
          <li>
            <strong>Service providers</strong> that host PrepPilot, deliver email, process payments or generate practice
            content. Each receives only what its job needs and is bound by contract to protect it.
          </li>
          <li>
            <strong>Legal reasons:</strong> when the law requires it, or to protect the rights and safety of our users
            and of PrepPilot.
          </li>
          <li>
            <strong>A change of ownership:</strong> if PrepPilot is merged or sold, your data moves only under this
            policy, and we tell you beforehand.
          </li>
          <li>
            <strong>With your consent</strong>, for anything else.
          </li>
        </ul>
        <p>We do not share your information with advertising networks or data brokers.</p>
      </>
    ),
  },
  {
    id: "data-security",
    title: "How We Protect Your Data",
    body: (
      <>
        <p>
          Connections to PrepPilot are encrypted with TLS, stored data is encrypted at rest, and passwords are hashed.
          You can add two-factor authentication to your account. Only staff who need access to do their job have it, and
          we review that access every quarter.
        </p>
        <p>
          No system is perfectly secure. If a breach affects your personal data, we will tell you within 72 hours of
          confirming it. Read more on our <Link to={paths.security}>Security page</Link>.
        </p>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your Rights and Choices",
    body: (
      <>
        <ul>
          <li>
            <strong>Access and export:</strong> ask for a copy of your data in a machine-readable format.
          </li>
          <li>
            <strong>Correction:</strong> fix your profile in Settings at any time, or ask us to correct anything else.
          </li>
          <li>
            <strong>Deletion:</strong> ask us to delete your account and personal data. We complete deletion within 30
            days, keeping only the records the law requires, as listed on our <Link to={paths.gdpr}>GDPR page</Link>.
          </li>
          <li>
            <strong>Objection and restriction:</strong> tell us to stop or limit a use of your data.
          </li>
          <li>
            <strong>Newsletter and cookies:</strong> ask us to remove your address from the newsletter at any time, and
            change your cookie choices on the <Link to={paths.cookies}>Cookie Policy</Link> page.
          </li>
        </ul>
        <p>
          Send requests through our <Link to={paths.gdpr}>GDPR page</Link> or to{" "}
          <a href="mailto:privacy@preppilot.dev">privacy@preppilot.dev</a>. We answer every request within 30 days and
          never charge for it.
        </p>
      </>
    ),
  },
];

export default function PrivacyPage() {
  useDocumentMeta({
    title: "Privacy Policy",
    description: "What PrepPilot collects, how we use it, who we share it with, how we protect it and your choices.",
  });
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated="2024-11-15"
      intro={
        <p>
          This policy explains what PrepPilot collects when you visit our website or use the app, why we collect it, who
          else sees it, how we protect it and what you can do about it. It applies to visitors, trial users and
          subscribers alike.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
