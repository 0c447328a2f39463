import type { MailMessage } from "@/server/lib/mailer/mailer";

// The mails of sign-up and password reset: short, friendly, branded PrepPilot, readable as plain text.

type Recipient = { name: string; email: string };

/** The link that confirms a new account's address. */
export function buildVerificationMail(user: Recipient, url: string): MailMessage {
  return buildMail(user, {
    subject: "Confirm your email for PrepPilot",
    intro: "Welcome to PrepPilot! Please confirm your email address so you can start preparing.",
    action: { label: "Confirm my email", url },
    outro: "This link works for 24 hours. If you did not sign up for PrepPilot, you can ignore this email.",
  });
}

/** The link to /reset-password. */
export function buildPasswordResetMail(user: Recipient, url: string): MailMessage {
  return buildMail(user, {
    subject: "Reset your PrepPilot password",
    intro: "We received a request to reset the password of your PrepPilot account.",
    action: { label: "Choose a new password", url },
    outro:
      "This link works once, for 1 hour. If you did not ask for a new password, you can ignore this email: your password stays the same.",
  });
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function buildExistingAccountMail(user: Recipient, appUrl: string): MailMessage {
  return buildMail(user, {
    subject: "You already have a PrepPilot account",
    intro:
      "Someone (hopefully you) just tried to create a PrepPilot account with this email address, but you already have one. Sign in instead:",
    action: { label: "Sign in to PrepPilot", url: `${appUrl}/login` },
    outro: `Forgot your password? Choose a new one at ${appUrl}/forgot-password. If this was not you, you can ignore this email.`,
  });
}

type MailContent = {
  subject: string;
  intro: string;
  action: { label: string; url: string };
  outro: string;
};

function buildMail(user: Recipient, { subject, intro, action, outro }: MailContent): MailMessage {
  const greeting = user.name.trim() ? `Hi ${user.name.trim()},` : "Hi,";
  const text = [
    greeting,
    "",
    intro,
    "",
    `${action.label}: ${action.url}`,
    "",
    outro,
    "",
    "The PrepPilot team",
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#2563eb">PrepPilot</p>
    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(intro)}</p>
    <p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
    <p style="font-size:13px;color:#52606d">Or paste this link into your browser: ${escapeHtml(action.url)}</p>
    <p style="font-size:13px;color:#52606d">${escapeHtml(outro)}</p>
    <p>The PrepPilot team</p>
  </div>
</body>
</html>
`;
  return { to: user.email, subject, text, html };
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

// Names are chosen by users: they must never become markup in someone's inbox.
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
