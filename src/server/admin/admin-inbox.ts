import fs from "node:fs";
import type { ContactMessageEntry, SubscriberEntry } from "@/server/features/admin";

// `npm run admin -- messages | subscribers [--csv [file]]`: what visitors sent through the contact
// form and the newsletter box, listed in the terminal or exported as CSV.

export type InboxCommand = { name: "messages" | "subscribers"; csv?: { file: string | undefined } };

export const INBOX_USAGE = [
  "  npm run admin -- messages [--csv [file]]     lists contact messages, oldest first; --csv exports them",
  "  npm run admin -- subscribers [--csv [file]]  lists newsletter subscribers; --csv exports them",
  "      --csv alone (or --csv -) writes CSV to the terminal, --csv <file> to a file only you can read",
].join("\n");

export const isInboxCommandName = (name: string): name is InboxCommand["name"] =>
  name === "messages" || name === "subscribers";

/** Reads `messages`/`subscribers` and their options; a mistake throws the one line to print. */
export function parseInboxArgs(name: InboxCommand["name"], rest: readonly string[]): InboxCommand {
  const [option, file, ...extra] = rest;
  if (option === undefined) return { name };
  if (option.startsWith("--csv=")) {
    if (file !== undefined) throw new Error(`Unexpected argument "${rest.slice(1).join(" ")}"`);
    return { name, csv: { file: toFile(option.slice("--csv=".length)) } };
  }
  if (option !== "--csv") throw new Error(`Unknown option "${option}": the only option is --csv [file]`);
  if (extra.length > 0) throw new Error(`Unexpected argument "${extra.join(" ")}"`);
  if (file?.startsWith("--")) throw new Error(`Unknown option "${file}": the only option is --csv [file]`);
  return { name, csv: { file: toFile(file) } };
}

const toFile = (value: string | undefined) =>
  value === undefined || value === "" || value === "-" ? undefined : value;

const MESSAGE_COLUMNS = ["received_at", "name", "email", "company", "inquiry_type", "subject", "message"] as const;
const SUBSCRIBER_COLUMNS = ["email", "subscribed_at"] as const;

export function formatMessagesCsv(messages: readonly ContactMessageEntry[]): string {
  return toCsv(
    MESSAGE_COLUMNS,
    messages.map((m) => [m.receivedAt, m.name, m.email, m.company ?? "", m.inquiryType, m.subject, m.message]),
  );
}

export function formatSubscribersCsv(subscribers: readonly SubscriberEntry[]): string {
  return toCsv(
    SUBSCRIBER_COLUMNS,
    subscribers.map((s) => [s.email, s.subscribedAt]),
  );
}

/** RFC 4180: comma-separated, CRLF rows, fields quoted when they hold a comma, quote or line break. */
function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((row) => row.map(toCsvField).join(",")).join("\r\n")}\r\n`;
}

/**
 * A visitor typed these values: one starting with =, +, - or @ would run as a formula in a spreadsheet
 * (CSV injection), so it is prefixed with an apostrophe, which spreadsheets show as text.
 */
function toCsvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Each message as a block: when, who, what about, then its text indented. */
export function formatMessages(messages: readonly ContactMessageEntry[]): string {
  if (messages.length === 0) return "No contact messages yet.";
  return messages
    .map((m) => {
      const company = m.company ? ` (${m.company})` : "";
      const when = `${m.receivedAt.slice(0, 16).replace("T", " ")} UTC`;
      const body = m.message
        .split(/\r?\n/)
        .map((line) => `    ${line}`)
        .join("\n");
      return `${when}  ${m.name} <${m.email}>${company}  [${m.inquiryType}]\n  Subject: ${m.subject}\n${body}`;
    })
    .join("\n\n");
}

export function formatSubscribers(subscribers: readonly SubscriberEntry[]): string {
  if (subscribers.length === 0) return "No newsletter subscribers yet.";
  const width = Math.max("EMAIL".length, ...subscribers.map((s) => s.email.length));
  return [
    `${"EMAIL".padEnd(width)}  SUBSCRIBED`,
    ...subscribers.map((s) => `${s.email.padEnd(width)}  ${s.subscribedAt.slice(0, 10)}`),
  ].join("\n");
}

/** Writes an export readable by the operator only (it holds visitors' addresses and messages). */
export function writeExport(file: string, csv: string): void {
  fs.writeFileSync(file, csv, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/** Runs the command on the backend's lists; returns what to print. */
export async function runInboxCommand(
  command: InboxCommand,
  lists: {
    listMessages: () => Promise<ContactMessageEntry[]>;
    listSubscribers: () => Promise<SubscriberEntry[]>;
  },
): Promise<string> {
  if (command.name === "messages") {
    const messages = await lists.listMessages();
    return present(command, `${messages.length} messages`, {
      text: () => formatMessages(messages),
      csv: () => formatMessagesCsv(messages),
    });
  }
  const subscribers = await lists.listSubscribers();
  return present(command, `${subscribers.length} subscribers`, {
    text: () => formatSubscribers(subscribers),
    csv: () => formatSubscribersCsv(subscribers),
  });
}

function present(command: InboxCommand, count: string, format: { text: () => string; csv: () => string }): string {
  if (!command.csv) return format.text();
  const csv = format.csv();
  // console.log ends the last row.
  if (!command.csv.file) return csv.replace(/\r\n$/, "");
  writeExport(command.csv.file, csv);
  return `Wrote ${count} to ${command.csv.file}`;
}
