import type { MailMessage } from "./mailer";

// The one look of PrepPilot's mail (sign-up, password reset, notifications): short, friendly,
// branded, readable as plain text, with the HTML part carrying the same words.

export type MailRecipient = { name: string; email: string };

export type MailContent = {
  subject: string;
  intro: string;
  /** Lines between the intro and the button (a summary's figures, a list of due reviews). */
  details?: readonly string[];
  action: { label: string; url: string };
  outro: string;
  /** A notification's one-click way out: the link that turns its switch off (features/notifications). */
  unsubscribe?: { label: string; url: string };
};

export function buildBrandedMail(user: MailRecipient, content: MailContent): MailMessage {
  const { subject, intro, details = [], action, outro, unsubscribe } = content;
  const greeting = user.name.trim() ? `Hi ${user.name.trim()},` : "Hi,";
  const text = [
    greeting,
    "",
    intro,
    "",
    ...(details.length > 0 ? [...details, ""] : []),
    `${action.label}: ${action.url}`,
    "",
    outro,
    "",
    "The PrepPilot team",
    "",
    ...(unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`, ""] : []),
  ].join("\n");
  const detailsHtml =
    details.length > 0
      ? `\n    <ul>${details.map((line) => `<li>${escapeHtml(line.replace(/^- /, ""))}</li>`).join("")}</ul>`
      : "";
  const unsubscribeHtml = unsubscribe
    ? `\n    <p style="font-size:12px;color:#52606d"><a href="${escapeHtml(unsubscribe.url)}" style="color:#52606d">${escapeHtml(unsubscribe.label)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#2563eb">PrepPilot</p>
    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(intro)}</p>${detailsHtml}
    <p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
    <p style="font-size:13px;color:#52606d">Or paste this link into your browser: ${escapeHtml(action.url)}</p>
    <p style="font-size:13px;color:#52606d">${escapeHtml(outro)}</p>
    <p>The PrepPilot team</p>${unsubscribeHtml}
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
