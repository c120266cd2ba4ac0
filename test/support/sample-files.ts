/** Small real files for upload tests, made here rather than checked in. */

/** A real 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG that is also an HTML page: a browser sniffing it, or a careless server, would run the script. */
export const POLYGLOT_PNG = Buffer.concat([PNG_1X1, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);

/** Starts like a PDF and is nothing of the kind. */
export const FAKE_PDF = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n');

/** A minimal valid one-page PDF, with a cross-reference table whose offsets are right. */
export const minimalPdf = (): Buffer => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
};
