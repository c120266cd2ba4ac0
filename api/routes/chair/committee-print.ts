import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import SVGtoPDF from 'svg-to-pdfkit';
import type { z } from 'zod';
import type { chairRoomView } from '@contract/chair';

type Room = z.infer<typeof chairRoomView>;
type Delegate = Room['delegates'][number];

const MM = 72 / 25.4;
const NAVY = '#14304f';
const SOFT = '#5b6b7f';

/**
 * A committee's printing in one PDF (pdfkit, QR codes by `qrcode`): first a country placard per
 * delegate with a country, A4 landscape, the name twice so the sheet folds into a tent readable
 * from both sides; then the badges, eight to an A4 page (two columns of 90 × 62 mm), each with
 * the delegate's name, school, committee and country and a QR code of their registration number
 * (what the organiser's lists search by). Flags are drawn from `country-flag-icons`' SVGs (by
 * the country's ISO code, through `svg-to-pdfkit`): the standard PDF fonts carry no emoji.
 */
export const committeePrint = async (room: Room): Promise<Buffer> => {
  const qrCodes = await Promise.all(
    room.delegates.map((delegate) => QRCode.toBuffer(delegate.registration_no, { errorCorrectionLevel: 'M', margin: 1, width: 240 })),
  );
  const document = new PDFDocument({
    autoFirstPage: false,
    info: { Title: `${room.committee.abbr} placards and badges — ${room.event.name}`, Creator: 'Model UN' },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const placed = room.delegates.filter((delegate) => delegate.seat.country !== null);
  const svgs = placed.length > 0 ? await flagsByCode() : {};
  for (const delegate of placed) placard(document, room, delegate, svgs[delegate.seat.country!.code.toUpperCase()]);
  badges(document, room, qrCodes);
  if (room.delegates.length === 0) {
    document.addPage({ size: 'A4' });
    document.fillColor(SOFT).fontSize(14).text(`No delegates in ${room.committee.abbr} yet.`, 60, 80);
  }
  document.end();
  return done;
};

const FLAG = { width: 45 * MM, height: 30 * MM, gap: 6 * MM };
/** Every flag's SVG, loaded the first time a placard is drawn rather than when the API starts. */
let flags: Promise<Record<string, string | undefined>> | null = null;
const flagsByCode = () => (flags ??= import('country-flag-icons/string/3x2') as Promise<Record<string, string | undefined>>);

/** One side of a tent card: the flag, the country large (fitted to the width), the committee and the event beneath. */
const placardSide = (
  document: PDFKit.PDFDocument,
  room: Room,
  delegate: Delegate,
  flag: string | undefined,
  top: number,
  width: number,
  height: number,
) => {
  const country = delegate.seat.country!;
  const margin = 20 * MM;
  let size = 96;
  document.font('Helvetica-Bold');
  while (size > 24 && document.fontSize(size).widthOfString(country.name) > width - 2 * margin) size -= 4;
  const nameHeight = document.fontSize(size).heightOfString(country.name, { width: width - 2 * margin });
  const flagSpace = flag ? FLAG.height + FLAG.gap : 0;
  const block = flagSpace + nameHeight + 44;
  const blockTop = top + (height - block) / 2;
  if (flag) {
    // The types of svg-to-pdfkit name the document's class where it takes an instance.
    SVGtoPDF(document as never, flag, (width - FLAG.width) / 2, blockTop, { width: FLAG.width, height: FLAG.height });
    document
      .rect((width - FLAG.width) / 2, blockTop, FLAG.width, FLAG.height)
      .lineWidth(0.5)
      .strokeColor('#c4ccd6')
      .stroke();
  }
  const y = blockTop + flagSpace;
  document
    .font('Helvetica-Bold')
    .fontSize(size)
    .fillColor(NAVY)
    .text(country.name, margin, y, { width: width - 2 * margin, align: 'center' });
  document
    .font('Helvetica')
    .fontSize(16)
    .fillColor(SOFT)
    .text(`${country.code} · ${room.committee.abbr} · ${room.event.name}`, margin, y + nameHeight + 16, {
      width: width - 2 * margin,
      align: 'center',
    });
};

const placard = (document: PDFKit.PDFDocument, room: Room, delegate: Delegate, flag: string | undefined) => {
  document.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
  const { width, height } = document.page;
  const half = height / 2;
  placardSide(document, room, delegate, flag, half, width, half);
  // The top half upside down: folded along the middle, the card reads from both sides of the table.
  document.save();
  document.rotate(180, { origin: [width / 2, half / 2] });
  placardSide(document, room, delegate, flag, 0, width, half);
  document.restore();
  document.moveTo(0, half).lineTo(width, half).dash(4, { space: 6 }).strokeColor('#c4ccd6').stroke().undash();
};

const BADGE = { width: 90 * MM, height: 62 * MM, columns: 2, rows: 4 };

const badges = (document: PDFKit.PDFDocument, room: Room, qrCodes: readonly Buffer[]) => {
  const perPage = BADGE.columns * BADGE.rows;
  room.delegates.forEach((delegate, index) => {
    if (index % perPage === 0) document.addPage({ size: 'A4', margin: 0 });
    const slot = index % perPage;
    const left = (document.page.width - BADGE.columns * BADGE.width) / 2 + (slot % BADGE.columns) * BADGE.width;
    const top = (document.page.height - BADGE.rows * BADGE.height) / 2 + Math.floor(slot / BADGE.columns) * BADGE.height;
    badge(document, room, delegate, qrCodes[index]!, left, top);
  });
};

const badge = (document: PDFKit.PDFDocument, room: Room, delegate: Delegate, qr: Buffer, left: number, top: number) => {
  const pad = 5 * MM;
  const qrSize = 26 * MM;
  const textWidth = BADGE.width - 3 * pad - qrSize;
  document.rect(left, top, BADGE.width, BADGE.height).lineWidth(0.5).strokeColor('#c4ccd6').stroke();
  document.rect(left, top, BADGE.width, 9 * MM).fill(NAVY);
  document
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#ffffff')
    .text(room.event.name, left + pad, top + 3 * MM, { width: BADGE.width - 2 * pad, height: 4 * MM, ellipsis: true, lineBreak: false });
  let y = top + 13 * MM;
  document
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(NAVY)
    .text(delegate.fullname ?? delegate.registration_no, left + pad, y, { width: textWidth, height: 12 * MM, ellipsis: true });
  y = Math.max(y + 9 * MM, document.y + 1 * MM);
  const lines = [
    delegate.school ?? '',
    `${room.committee.abbr}${delegate.seat.country ? ` · ${delegate.seat.country.name}` : ''}`,
    delegate.registration_no,
  ];
  document.font('Helvetica').fontSize(9).fillColor(SOFT);
  for (const line of lines) {
    document.text(line, left + pad, y, { width: textWidth, height: 5 * MM, ellipsis: true, lineBreak: false });
    y += 5.5 * MM;
  }
  document.image(qr, left + BADGE.width - pad - qrSize, top + BADGE.height - pad - qrSize, { width: qrSize, height: qrSize });
};
