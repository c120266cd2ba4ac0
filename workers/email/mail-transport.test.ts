import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { smtpTransport } from './mail-transport';

/** The smallest SMTP server nodemailer will talk to; it records what it receives. */
const fakeSmtp = async (options: { rejectRecipients?: boolean } = {}) => {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while (inData ? (end = buffer.indexOf('\r\n.\r\n')) >= 0 : (end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (inData ? 5 : 2));
        if (inData) {
          received.push(line);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^RCPT TO:(.*)/i.test(line) && options.rejectRecipients) socket.write(`550 5.1.1 ${line.slice(8)} does not exist\r\n`);
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
};

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const message = {
  userId: 'u1',
  to: 'someone.private@gmail.com',
  subject: 'Confirm your email',
  text: 'plain words',
  html: '<p>html words</p>',
};

it('sends through SMTP with the configured sender, text and html', async () => {
  const smtp = await fakeSmtp();
  const transport = smtpTransport(smtp.url, 'Quest for Leadership <no-reply@mun.local>');
  try {
    await transport.send(message);
  } finally {
    await transport.close();
  }
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]).toContain('To: someone.private@gmail.com');
  expect(smtp.received[0]).toContain('From: Quest for Leadership <no-reply@mun.local>');
  expect(smtp.received[0]).toContain('plain words');
  expect(smtp.received[0]).toContain('html words');
});

it('reports an SMTP failure by its codes only, never with the address (BullMQ keeps it in Redis)', async () => {
  const smtp = await fakeSmtp({ rejectRecipients: true });
  const transport = smtpTransport(smtp.url, 'no-reply@mun.local');
  try {
    const sending = transport.send(message);
    await expect(sending).rejects.toThrow('SMTP send failed (code EENVELOPE, response 550)');
    await expect(sending).rejects.not.toThrow(/someone\.private/);
  } finally {
    await transport.close();
  }
});
