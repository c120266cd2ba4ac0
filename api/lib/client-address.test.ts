import { describe, expect, it } from 'vitest';
import { rateLimitKeyOf } from './client-address';

describe('rateLimitKeyOf', () => {
  it('counts an IPv4 client by its address', () => {
    expect(rateLimitKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKeyOf(undefined)).toBe('unknown');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const keys = [
      '2001:db8:aa:1::1',
      '2001:db8:aa:1:ffff:ffff:ffff:ffff',
      '2001:0DB8:00AA:0001:0:0:0:9',
      '2001:db8:aa:1:1::%eth0',
      '2001:db8:aa:1::1.2.3.4',
    ].map(rateLimitKeyOf);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:aa:1::/64']));
    expect(rateLimitKeyOf('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(rateLimitKeyOf('::1')).toBe('0:0:0:0::/64');
  });
});
