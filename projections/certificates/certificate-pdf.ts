import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CertificateFacts } from './certificate-facts';

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

/** The public page a certificate's QR code opens. */
export const verifyUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/+$/, '')}/verify/${code}`;

/** Only PNG and JPEG can be drawn by pdfkit: anything else is left out. */
const drawable = (bytes: Buffer | null): Buffer | null => {
  if (!bytes || bytes.length < 4) return null;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  return png || jpeg ? bytes : null;
};

/**
 * One certificate, A4 landscape (pdfkit, the QR code by `qrcode`): the event's logo when it has
 * a PNG or JPEG one, the event's name and dates, the title (participation or the award), the
 * delegate's name, committee and country, and a QR code to the public verification page with
 * the code in text. A revoked certificate is stamped REVOKED across the page. Standard PDF
 * fonts only (English; Arabic needs an embedded font and right-to-left layout).
 */
export const certificatePdf = async (facts: CertificateFacts, options: { publicUrl: string; logo: Buffer | null }): Promise<Buffer> => {
  const url = verifyUrl(options.publicUrl, facts.code);
  const qr = await QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 1, width: 300, color: { dark: NAVY } });
  const document = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${facts.title} — ${facts.event.name}`, Creator: 'Model UN', Subject: `Verification code ${facts.code}` },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const { width, height } = document.page;

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
  document
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(NAVY)
    .text(facts.event.name.toUpperCase(), inner.left, y, { width: inner.width, align: 'center', characterSpacing: 1.5 });
  y = document.y + 4;
  document
    .font('Helvetica')
    .fontSize(11)
    .fillColor(SOFT)
    .text(dateRange(facts.event.startDate, facts.event.endDate), inner.left, y, { width: inner.width, align: 'center' });
  y = document.y + 22;

  const title = facts.kind === 'participation' ? facts.title : `Certificate of Award: ${facts.title}`;
  let size = 34;
  document.font('Times-Bold');
  while (size > 18 && document.fontSize(size).widthOfString(title) > inner.width) size -= 2;
  document.fillColor(NAVY).text(title, inner.left, y, { width: inner.width, align: 'center' });
  y = document.y + 6;
  document
    .moveTo(width / 2 - 90, y)
    .lineTo(width / 2 + 90, y)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke();
  y += 18;
  document
    .font('Times-Italic')
    .fontSize(15)
    .fillColor(SOFT)
    .text('This is to certify that', inner.left, y, { width: inner.width, align: 'center' });
  y = document.y + 10;
  const name = facts.delegate ?? 'Name withheld';
  size = 38;
  document.font('Times-BoldItalic');
  while (size > 18 && document.fontSize(size).widthOfString(name) > inner.width) size -= 2;
  document.fillColor(NAVY).text(name, inner.left, y, { width: inner.width, align: 'center' });
  y = document.y + 10;
  const seat = [facts.country ? `representing ${facts.country}` : null, facts.committee ? `in ${facts.committee}` : null]
    .filter(Boolean)
    .join(' ');
  const deed =
    facts.kind === 'participation'
      ? `took part as a delegate${seat ? ` ${seat}` : ''} at ${facts.event.name}.`
      : `received the award ${facts.title}${seat ? ` ${seat}` : ''} at ${facts.event.name}.`;
  document
    .font('Times-Roman')
    .fontSize(15)
    .fillColor('#222222')
    .text(deed, inner.left + 40, y, { width: inner.width - 80, align: 'center' });

  // Foot: issue date on the left, the QR code and its code on the right.
  const qrSize = 92;
  const footTop = height - 60 - qrSize;
  document
    .moveTo(inner.left, footTop + 48)
    .lineTo(inner.left + 200, footTop + 48)
    .lineWidth(0.8)
    .strokeColor(SOFT)
    .stroke();
  document
    .font('Helvetica')
    .fontSize(10)
    .fillColor(SOFT)
    .text(`Issued ${dateRange(facts.issuedAt.slice(0, 10), facts.issuedAt.slice(0, 10))}`, inner.left, footTop + 54, { width: 200 });
  document.text('The organisers', inner.left, footTop + 68, { width: 200 });
  const qrLeft = width - 70 - qrSize;
  document.image(qr, qrLeft, footTop, { width: qrSize, height: qrSize });
  document
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(SOFT)
    .text('Verify this certificate:', qrLeft - 190, footTop + 30, { width: 180, align: 'right' })
    .font('Courier-Bold')
    .fontSize(10)
    .fillColor(NAVY)
    .text(facts.code, qrLeft - 190, footTop + 44, { width: 180, align: 'right' })
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(SOFT)
    .text(url, qrLeft - 250, footTop + 60, { width: 240, align: 'right' });

  if (facts.status === 'revoked') {
    document.save();
    document.rotate(-24, { origin: [width / 2, height / 2] });
    document
      .font('Helvetica-Bold')
      .fontSize(110)
      .fillColor('#c62828')
      .fillOpacity(0.35)
      .text('REVOKED', 0, height / 2 - 60, { width, align: 'center' });
    document.restore();
  }
  document.end();
  return done;
};
