import { randomUUID } from 'node:crypto';
import type { TestSystem } from './test-system';
import { minimalPdf, PNG_1X1 } from './sample-files';

/** A minimal real PDF, and a 1x1 PNG. */
export const PDF = minimalPdf();
export const PNG = PNG_1X1;

/** A multipart/form-data body with one file part, as a browser sends it. */
export const multipartFile = (field: string, filename: string, contentType: string, content: Buffer | string) => {
  const boundary = `----vitest${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

// Four random letters make the name's username stem, so usernames of test users never clash.
const randomStem = () => Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export interface Person {
  userId: string;
  email: string;
  password: string;
  headers: { authorization: string };
  fullname: string;
  username: string | null;
}

export const organiserFixtures = (system: TestSystem) => {
  let school: { id: string; name: string; locality_id: string; locality: { name: string } } | undefined;

  const firstSchool = async (headers: { authorization: string }) => {
    if (!school) {
      const schools = await system.app.inject({ method: 'GET', url: '/api/v1/schools/all-schools', headers });
      school = schools.json().data[0];
    }
    return school!;
  };

  /** A signed-in user; with a completed profile at the first seeded school unless told otherwise. */
  const person = async (role: 'student' | 'teacher', options: { superUser?: boolean; profile?: boolean } = {}): Promise<Person> => {
    const user = await system.createUser({ role, globalRole: options.superUser ? 'superuser' : 'user' });
    const { authorization } = await system.login(user.email, user.password);
    const headers = { authorization };
    const stem = randomStem();
    const fullname = `${stem[0]!.toUpperCase()}${stem.slice(1)} Tester`;
    if (options.profile === false) return { ...user, headers, fullname, username: null };
    const username = `${stem}${1000 + Math.floor(Math.random() * 9000)}`;
    const { id } = await firstSchool(headers);
    const body = {
      fullname,
      username,
      birthday: '1990-04-12',
      gender: 'female',
      school_id: id,
      ...(role === 'student' ? { grade: 'grade-9' } : { yearsOfExperience: '7' }),
      country_code: '+971',
      phone: '50 650 5005',
    };
    const created = await system.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${role}-profile/${user.userId}`,
      headers,
      payload: body,
    });
    if (created.statusCode !== 200) throw new Error(`profile failed: ${created.body}`);
    return { ...user, headers, fullname, username };
  };

  const uploadEvidence = (headers: { authorization: string }, content: Buffer = PDF, filename = 'letter.pdf') => {
    const body = multipartFile('file', filename, 'application/pdf', content);
    return system.app.inject({
      method: 'POST',
      url: '/api/v1/organisers/organiser-approval-edvince-upload',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  return { person, firstSchool, uploadEvidence };
};
