/** The verification email's words and look: plain text and a simple, inline-styled HTML. */

const BRAND = 'Quest for Leadership, Quest for Change';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** e.g. "21 November 2026, 20:15 UTC": unambiguous wherever the reader is. */
const formatExpiry = (expiresAt: Date) =>
  `${expiresAt.toLocaleString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })} UTC`;

export const verificationEmail = (link: string, expiresAt: Date) => {
  const expiry = formatExpiry(expiresAt);
  const subject = 'Confirm your email';
  const text = [
    `Welcome to ${BRAND}!`,
    '',
    'Thank you for signing up. Please confirm your email address by opening this link:',
    '',
    link,
    '',
    `The link works until ${expiry}. If it has expired, sign in and ask for a new one.`,
    '',
    "If you did not create an account, you can ignore this email: nothing will happen.",
    '',
    `— The ${BRAND} team`,
  ].join('\n');

  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:0;background:#f4f6fb;font-family:Helvetica,Arial,sans-serif;color:#1f2937;">
    <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="padding:32px 12px;">
      <tr><td align="center">
        <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;">
          <tr><td style="background:#1e3a8a;color:#ffffff;padding:20px 28px;font-size:18px;font-weight:bold;">${escapeHtml(BRAND)}</td></tr>
          <tr><td style="padding:28px;">
            <h1 style="margin:0 0 16px;font-size:22px;">Confirm your email</h1>
            <p style="margin:0 0 16px;line-height:1.5;">Thank you for signing up! Please confirm your email address to finish setting up your account.</p>
            <p style="margin:24px 0;text-align:center;">
              <a href="${href}" style="display:inline-block;background:#1e3a8a;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:bold;">Confirm my email</a>
            </p>
            <p style="margin:0 0 16px;line-height:1.5;font-size:14px;color:#4b5563;">The link works until ${escapeHtml(expiry)}. If the button does not work, copy this address into your browser:<br><a href="${href}" style="color:#1e3a8a;word-break:break-all;">${href}</a></p>
            <p style="margin:0;line-height:1.5;font-size:14px;color:#4b5563;">If you did not create an account, you can ignore this email.</p>
          </td></tr>
          <tr><td style="padding:16px 28px;background:#f9fafb;font-size:12px;color:#6b7280;">— The ${escapeHtml(BRAND)} team</td></tr>
        </table>
      </td></tr>
    </table>
  </body>
</html>`;
  return { subject, text, html };
};
