import { z } from 'zod';

/** Who the e-mails come from, in their text (the sender's address is MAIL_FROM). */
export const brand = 'Maple Builders';

/** How the e-mails to a client end: where to ask, and who from. */
export const clientSignOff = ['Questions? Reply to this e-mail and our team will answer.', '', brand, ''];

/** What the e-mail builders produce: plain text only, so nothing a visitor typed becomes markup. */
export interface EmailText {
  subject: string;
  text: string;
  /** A file sent with it, such as a meeting's calendar entry (`.ics`). */
  attachment?: EmailAttachment;
}

export interface EmailAttachment {
  filename: string;
  /** With its parameters, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  /** The text itself, or with `encoding: 'base64'` the bytes of a binary file (a signed contract's PDF). */
  content: string;
  encoding?: 'base64';
}

/** An e-mail to the team about something a visitor sent. */
export interface TeamEmail extends EmailText {
  /** The visitor, when they gave one usable address, so that replying answers them. */
  replyTo: string | null;
}

/** The invisible marks that reorder how text is shown (bidirectional embeddings, overrides and isolates). */
export const bidiControls = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Headers and fields must stay one line whatever a visitor typed: CR, LF and other controls become spaces,
 * and bidirectional controls go, so that what was typed cannot make the line read in another order.
 */
export const singleLine = (text: string) =>
  text
    .replace(bidiControls, '')
    .replace(/\p{Cc}+/gu, ' ')
    .trim();

/** One line of at most `max` characters, for a header that shows something a visitor typed. */
export function clipped(text: string, max: number): string {
  const line = singleLine(text);
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** A name or label on one line, as `singleLine`, with every run of spaces, tabs and line breaks made one space. */
export const oneLine = (text: string) =>
  text
    .replace(bidiControls, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();

/** One line of at most `max` characters, likewise. */
export const clippedLine = (text: string, max: number) => clipped(oneLine(text), max);

// The WHATWG form pattern, which admits every address the leads contract's `format: email` does; none of
// its characters separates addresses, so what passes is one recipient.
const oneAddress = z.email({ pattern: z.regexes.html5Email }).max(254);

/** The text as one e-mail address, or null when it is anything else (a list, a header, blank). */
export function emailAddress(text: string): string | null {
  const address = singleLine(text);
  return oneAddress.safeParse(address).success ? address : null;
}

/** The months' names, January first: dates in e-mails name the month in words. */
export const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const hoursLater = (date: Date, hours: number) => new Date(date.getTime() + hours * 60 * 60 * 1000);

/** `Label:` padded to `width`, then the value on the same line; an empty value reads 'not given'. */
export function field(label: string, value: string, width: number): string {
  return `${`${label}:`.padEnd(width)}${singleLine(value) || 'not given'}`;
}

/**
 * Free text under its label, every line indented by two spaces so that nothing a visitor typed can pass
 * for one of the e-mail's own lines; an empty value reads 'not given' beside the label.
 */
export function block(label: string, value: string): string {
  const lines = value
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]+/gu, ' ')
    .trim()
    .split('\n')
    .map((line) => line.trimEnd());
  if (lines.every((line) => line === '')) return `${label}: not given`;
  return [`${label}:`, ...lines.map((line) => (line === '' ? '' : `  ${line}`))].join('\n');
}

/**
 * How the team's e-mail about a new lead ends: by when the website's promise (`an answer within 48 hours`) asks
 * for an answer, that a reply goes to the `sender`, and which lead it is.
 */
export const answerByLines = (promise: string, by: string, sender: string, reference: string) => [
  `The website promises ${promise}, so please get back to them by ${by}.`,
  `Replying to this e-mail answers the ${sender} directly.`,
  '',
  reference,
  '',
];

/** The confirmation to whoever sent the website a form: a greeting, the thanks, what they sent and what to do if it is wrong. */
export const confirmationText = (greeting: string, thanks: string, sent: string[], ifWrong: string[]) =>
  [greeting, '', thanks, '', 'Here is what you sent us:', '', ...sent, '', ...ifWrong, '', brand, ''].join('\n');
