import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const secret = { JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters' };

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told: the connection’s address is the client’s', () => {
    expect(loadConfig(secret).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...secret, TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...secret, TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or the proxies’ addresses and ranges', () => {
    expect(loadConfig({ ...secret, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...secret, TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" and anything that is not an address, saying what it takes', () => {
    expect(() => loadConfig({ ...secret, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDRs, not 'true'/,
    );
    expect(() => loadConfig({ ...secret, TRUST_PROXY: '10.0.0.1,nginx' })).toThrow(/not 'nginx'/);
  });
});

describe('TEST_EMAIL_CONFIRMATION', () => {
  it('serves the test page in development and not in production, unless told otherwise', () => {
    expect(loadConfig(secret).TEST_EMAIL_CONFIRMATION).toBe(true);
    expect(loadConfig({ ...secret, NODE_ENV: 'production' }).TEST_EMAIL_CONFIRMATION).toBe(false);
    expect(loadConfig({ ...secret, NODE_ENV: 'production', TEST_EMAIL_CONFIRMATION: 'true' }).TEST_EMAIL_CONFIRMATION).toBe(true);
    expect(loadConfig({ ...secret, TEST_EMAIL_CONFIRMATION: 'false' }).TEST_EMAIL_CONFIRMATION).toBe(false);
  });
});

describe('PASSWORD_HASH_COST', () => {
  it('hashes at the standard cost unless told, and refuses the light cost in production', () => {
    expect(loadConfig(secret).PASSWORD_HASH_COST).toBe('standard');
    expect(loadConfig({ ...secret, PASSWORD_HASH_COST: 'light' }).PASSWORD_HASH_COST).toBe('light');
    expect(() => loadConfig({ ...secret, NODE_ENV: 'production', PASSWORD_HASH_COST: 'light' })).toThrow(/standard cost/);
  });
});
