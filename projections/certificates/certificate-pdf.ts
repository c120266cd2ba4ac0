import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatMessage, type MessageLanguage } from '@domain/shared/messages/translate';
import type { CertificateFacts } from './certificate-facts';
import { hasArabic, registerNotoFonts, widthOfText, writeText, type Align, type Weight } from './certificate-text';

const NAVY = '#14304f';
const GOLD = '#b08d3c';
const SOFT = '#5b6b7f';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const parts = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return { year: year!, month: MONTHS[(month ?? 1) - 1]!, date: date! };
};

/** "10–12 December 2026", "30 November – 2 December 2026", "10 December 2026". */
export const dateRange = (start: string, end: string) => {
  const a = parts(start);
  const b = parts(end);
  if (start === end) return `${a.date} ${a.month} ${a.year}`;
  if (a.year !== b.year) return `${a.date} ${a.month} ${a.year} – ${b.date} ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.date} ${a.month} – ${b.date} ${b.month} ${b.year}`;
  return `${a.date}–${b.date} ${b.month} ${b.year}`;
};

const arabicDates = new Intl.DateTimeFormat('ar-AE-u-nu-latn', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The same in Arabic (Latin digits, as the UAE writes them): "10–12 ديسمبر 2026". */
export const arabicDateRange = (start: string, end: string) =>
  start === end ? arabicDates.format(dayOf(start)) : arabicDates.formatRange(dayOf(start), dayOf(end));

/** The public page a certificate's QR code opens. */
export const verifyUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/+$/, '')}/verify/${code}`;

/** Only PNG and JPEG can be drawn by pdfkit: anything else is left out. */
const drawable = (bytes: Buffer | null): Buffer | null => {
  if (!bytes || bytes.length < 4) return null;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  return png || jpeg ? bytes : null;
};

/** What the deed says of the seat: the sentence is chosen whole, so the Arabic can word each one. */
const deedOf = (facts: CertificateFacts) => {
  const seat = `${facts.country ? ' representing {country}' : ''}${facts.committee ? ' in {committee}' : ''}`;
  return facts.kind === 'participation' ? `took part as a delegate${seat} at {event}.` : `received the award {title}${seat} at {event}.`;
};

interface Style {
  /** The standard PDF font of the English certificate. */
  standard: string;
  /** The Noto weight of Arabic text. */
  weight: Weight;
  size: number;
  color: string;
  characterSpacing?: number;
}

/**
 * One certificate, A4 landscape (pdfkit, the QR code by `qrcode`): the event's logo when it has
 * a PNG or JPEG one, the event's name and dates, the title (participation or the award), the
 * delegate's name, committee and country, and a QR code to the public verification page with
 * the code in text. A revoked certificate is stamped REVOKED across the page.
 *
 * In the language of the person it is for (`facts.language`). English is written in the standard
 * PDF fonts (a name or event name with Arabic letters in embedded Noto Sans Arabic); Arabic in
 * embedded Noto Sans Arabic, its words from the server's catalogue, its dates in Arabic, and its
 * page mirrored: the issue date on the right, the QR code on the left, lines centred or set from
 * the right (`certificate-text.ts` shapes and orders the Arabic and any Latin names in it).
 */
export const certificatePdf = async (facts: CertificateFacts, options: { publicUrl: string; logo: Buffer | null }): Promise<Buffer> => {
  const language: MessageLanguage = facts.language === 'ar' ? 'ar' : 'en';
  const arabic = language === 'ar';
  const say = (english: string, values: Record<string, string> = {}) => formatMessage(english, values, language);
  const dates = arabic ? arabicDateRange : dateRange;
  const url = verifyUrl(options.publicUrl, facts.code);
  const qr = await QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 1, width: 300, color: { dark: NAVY } });
  const title = facts.kind === 'participation' ? say(facts.title) : say('Certificate of Award: {title}', { title: facts.title });
  const document = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: arabic ? 'ar' : undefined,
    info: {
      Title: `${facts.kind === 'participation' ? title : facts.title} — ${facts.event.name}`,
      Creator: 'Model UN',
      Subject: say('Verification code {code}', { code: facts.code }),
    },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const { width, height } = document.page;
  const noto =
    arabic || [facts.event.name, facts.delegate, facts.title, facts.committee, facts.country].some((text) => text && hasArabic(text));
  if (noto) registerNotoFonts(document);

  // The layout is given left to right; an Arabic certificate mirrors it.
  const mirror = (x: number, w = 0) => (arabic ? width - x - w : x);
  const mirrored = (align: Align): Align => (!arabic || align === 'center' ? align : align === 'left' ? 'right' : 'left');
  /** Writes a paragraph in the box (x, y, w) and returns the y under it. */
  const write = (text: string, x: number, y: number, w: number, align: Align, style: Style) => {
    if (arabic || hasArabic(text))
      return writeText(
        document,
        text,
        { x: mirror(x, w), y, width: w, align: mirrored(align) },
        { weight: style.weight, size: style.size, color: style.color, direction: arabic ? 'rtl' : 'ltr' },
      );
    document.font(style.standard).fontSize(style.size).fillColor(style.color);
    const spacing = style.characterSpacing === undefined ? {} : { characterSpacing: style.characterSpacing };
    document.text(text, x, y, { width: w, align, ...spacing });
    return document.y;
  };
  const measure = (text: string, style: Style) =>
    arabic || hasArabic(text)
      ? widthOfText(document, text, { weight: style.weight, size: style.size, direction: arabic ? 'rtl' : 'ltr' })
      : document.font(style.standard).fontSize(style.size).widthOfString(text);

  // Frame: a navy border with a thin gold rule inside.
  document
    .rect(18, 18, width - 36, height - 36)
    .lineWidth(6)
    .strokeColor(NAVY)
    .stroke();
  document
    .rect(30, 30, width - 60, height - 60)
    .lineWidth(1.2)
    .strokeColor(GOLD)
    .stroke();

  const inner = { left: 70, width: width - 140 };
  let y = 56;
  const logo = drawable(options.logo);
  if (logo) {
    try {
      document.image(logo, width / 2 - 36, y, { fit: [72, 72], align: 'center', valign: 'center' });
      y += 82;
    } catch {
      // A broken image is left out; the certificate stands without it.
    }
  }
  if (y === 56) y = 76;
  // Capitals and letter-spacing are for Latin letters: an Arabic certificate keeps the name as stored.
  y =
    write(
      arabic ? facts.event.name : facts.event.name.toUpperCase(),
      inner.left,
      y,
      inner.width,
      'center',
      arabic
        ? { standard: 'Helvetica-Bold', weight: 'bold', size: 16, color: NAVY }
        : { standard: 'Helvetica-Bold', weight: 'bold', size: 15, color: NAVY, characterSpacing: 1.5 },
    ) + 4;
  y =
    write(dates(facts.event.startDate, facts.event.endDate), inner.left, y, inner.width, 'center', {
      standard: 'Helvetica',
      weight: 'regular',
      size: arabic ? 12 : 11,
      color: SOFT,
    }) + (arabic ? 14 : 22);

  const titleStyle: Style = { standard: 'Times-Bold', weight: 'bold', size: arabic ? 32 : 34, color: NAVY };
  while (titleStyle.size > 18 && measure(title, titleStyle) > inner.width) titleStyle.size -= 2;
  y = write(title, inner.left, y, inner.width, 'center', titleStyle) + 6;
  document
    .moveTo(width / 2 - 90, y)
    .lineTo(width / 2 + 90, y)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke();
  y += arabic ? 12 : 18;
  y =
    write(say('This is to certify that'), inner.left, y, inner.width, 'center', {
      standard: 'Times-Italic',
      weight: 'regular',
      size: 15,
      color: SOFT,
    }) + (arabic ? 4 : 10);
  const name = facts.delegate ?? say('Name withheld');
  const nameStyle: Style = { standard: 'Times-BoldItalic', weight: 'bold', size: arabic ? 34 : 38, color: NAVY };
  while (nameStyle.size > 18 && measure(name, nameStyle) > inner.width) nameStyle.size -= 2;
  y = write(name, inner.left, y, inner.width, 'center', nameStyle) + (arabic ? 4 : 10);
  const values: Record<string, string> = { event: facts.event.name, title: facts.title };
  if (facts.country) values.country = facts.country;
  if (facts.committee) values.committee = facts.committee;
  write(say(deedOf(facts), values), inner.left + 40, y, inner.width - 80, 'center', {
    standard: 'Times-Roman',
    weight: 'regular',
    size: 15,
    color: '#222222',
  });

  // Foot: issue date on the left, the QR code and its code on the right (mirrored in Arabic).
  const qrSize = 92;
  const footTop = height - 60 - qrSize;
  document
    .moveTo(mirror(inner.left), footTop + 48)
    .lineTo(mirror(inner.left + 200), footTop + 48)
    .lineWidth(0.8)
    .strokeColor(SOFT)
    .stroke();
  const issued = facts.issuedAt.slice(0, 10);
  const small: Style = { standard: 'Helvetica', weight: 'regular', size: 10, color: SOFT };
  write(say('Issued {date}', { date: dates(issued, issued) }), inner.left, footTop + (arabic ? 52 : 54), 200, 'left', small);
  write(say('The organisers'), inner.left, footTop + (arabic ? 68 : 68), 200, 'left', small);
  const qrLeft = width - 70 - qrSize;
  document.image(qr, mirror(qrLeft, qrSize), footTop, { width: qrSize, height: qrSize });
  write(say('Verify this certificate:'), qrLeft - 190, footTop + (arabic ? 24 : 30), 180, 'right', {
    standard: 'Helvetica',
    weight: 'regular',
    size: arabic ? 9.5 : 8.5,
    color: SOFT,
  });
  // The code and the address are Latin letters and digits: the standard fonts in either language.
  const latinLine = (text: string, x: number, top: number, w: number, style: { font: string; size: number; color: string }) => {
    document
      .font(style.font)
      .fontSize(style.size)
      .fillColor(style.color)
      .text(text, mirror(x, w), top, { width: w, align: mirrored('right') });
  };
  latinLine(facts.code, qrLeft - 190, footTop + 44, 180, { font: 'Courier-Bold', size: 10, color: NAVY });
  latinLine(url, qrLeft - 250, footTop + 60, 240, { font: 'Helvetica', size: 7.5, color: SOFT });

  if (facts.status === 'revoked') {
    document.save();
    document.rotate(-24, { origin: [width / 2, height / 2] });
    const stamp: Style = { standard: 'Helvetica-Bold', weight: 'bold', size: arabic ? 100 : 110, color: '#c62828' };
    if (arabic) {
      document.fillOpacity(0.35);
      write(say('REVOKED'), 0, height / 2 - 75, width, 'center', stamp);
    } else {
      document.font(stamp.standard).fontSize(stamp.size).fillColor(stamp.color).fillOpacity(0.35);
      document.text('REVOKED', 0, height / 2 - 60, { width, align: 'center' });
    }
    document.restore();
  }
  document.end();
  return done;
};
