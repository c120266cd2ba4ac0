import { formatMessage, type MessageLanguage } from '@domain/shared/messages/translate';

/** The look every emailed link shares: plain text and a simple, inline-styled HTML, in the reader's language. */

export const BRAND = 'Quest for Leadership, Quest for Change';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** One formatter per language: making one (what toLocaleString does on every call) cost an import of thousands of invitations seconds. */
const expiryFormats = new Map<MessageLanguage, Intl.DateTimeFormat>();
const expiryFormatOf = (language: MessageLanguage) => {
  const format =
    expiryFormats.get(language) ??
    new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
  expiryFormats.set(language, format);
  return format;
};

/** e.g. "21 November 2026, 20:15 UTC": unambiguous wherever the reader is. */
const formatExpiry = (expiresAt: Date, language: MessageLanguage) => `${expiryFormatOf(language).format(expiresAt)} UTC`;

export interface LinkEmailContent {
  /** The language every word is already in (the caller's texts) and the layout's own words come in. */
  language: MessageLanguage;
  subject: string;
  heading: string;
  /** Paragraphs before the link, as plain text (escaped for the HTML). */
  intro: string[];
  button: string;
  link: string;
  /** When the link stops working; omitted for a link that always works. */
  expiresAt?: Date;
  /** Said after 'The link works until …': what to do once it has expired. */
  afterExpiry?: string;
  /** The last paragraph: what to do when the email was not expected. */
  unexpected: string;
}

export const linkEmail = ({ language, subject, heading, intro, button, link, expiresAt, afterExpiry, unexpected }: LinkEmailContent) => {
  const say = (english: string, values: Record<string, string> = {}) => formatMessage(english, values, language);
  const brand = say(BRAND);
  const expiry = expiresAt
    ? `${say('The link works until {until}.', { until: formatExpiry(expiresAt, language) })} ${afterExpiry ?? ''}`.trim()
    : '';
  const team = say('— The {brand} team', { brand });
  const text = [
    say('Welcome to {brand}!', { brand }),
    '',
    ...intro.flatMap((paragraph) => [paragraph, '']),
    link,
    '',
    ...(expiry ? [expiry, ''] : []),
    unexpected,
    '',
    team,
  ].join('\n');
  const direction = language === 'ar' ? 'rtl' : 'ltr';

  const href = escapeHtml(link);
  const paragraph = (content: string, style = '') => `<p style="margin:0 0 16px;line-height:1.5;${style}">${content}</p>`;
  const muted = 'font-size:14px;color:#4b5563;';
  const html = `<!doctype html>
<html lang="${language}" dir="${direction}">
  <body dir="${direction}" style="margin:0;padding:0;background:#f4f6fb;font-family:Helvetica,Arial,'Noto Sans Arabic',Tahoma,sans-serif;color:#1f2937;">
    <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="padding:32px 12px;">
      <tr><td align="center">
        <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;">
          <tr><td style="background:#1e3a8a;color:#ffffff;padding:20px 28px;font-size:18px;font-weight:bold;">${escapeHtml(brand)}</td></tr>
          <tr><td style="padding:28px;">
            <h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(heading)}</h1>
            ${intro.map((content) => paragraph(escapeHtml(content))).join('\n            ')}
            <p style="margin:24px 0;text-align:center;">
              <a href="${href}" style="display:inline-block;background:#1e3a8a;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:bold;">${escapeHtml(button)}</a>
            </p>
            ${paragraph(`${expiry ? `${escapeHtml(expiry)} ` : ''}${escapeHtml(say('If the button does not work, copy this address into your browser:'))}<br><a href="${href}" dir="ltr" style="color:#1e3a8a;word-break:break-all;">${href}</a>`, muted)}
            ${paragraph(escapeHtml(unexpected), `${muted}margin:0;`)}
          </td></tr>
          <tr><td style="padding:16px 28px;background:#f9fafb;font-size:12px;color:#6b7280;">${escapeHtml(team)}</td></tr>
        </table>
      </td></tr>
    </table>
  </body>
</html>`;
  return { subject, text, html };
};
