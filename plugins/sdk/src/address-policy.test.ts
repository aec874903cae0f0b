import { describe, expect, it } from 'vitest';
import { classifyAddress, refusalReason } from './address-policy';

describe('classifyAddress', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['64:ff9b::a00:1', 'private'],
    ['::ffff:0:10.0.0.1', 'private'],
    ['::ffff:0:7f00:1', 'loopback'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b:1::8.8.8.8', 'reserved'],
    // Teredo and 6to4 are refused whole, whatever IPv4 address they embed.
    ['2002:c0a8:0101::1', 'tunnel'],
    ['2002:0808:0808::1', 'tunnel'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'tunnel'],
    ['2001::1', 'tunnel'],
    ['[::1]', 'loopback'],
    ['fe80::1%eth0', 'link-local'],
    ['not-an-ip', 'reserved'],
  ])('refuses %s as %s', (address, range) => {
    expect(classifyAddress(address)).toBe(range);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2001:4860:4860::8888',
  ])('lets the public address %s through', (address) => {
    expect(classifyAddress(address)).toBeNull();
  });

  it('opens loopback, and only loopback, when a test allows it', () => {
    expect(refusalReason('127.0.0.1', true)).toBeNull();
    expect(refusalReason('::1', true)).toBeNull();
    expect(refusalReason('::ffff:127.0.0.1', true)).toBeNull();
    expect(refusalReason('10.0.0.1', true)).toBe('private');
    expect(refusalReason('169.254.169.254', true)).toBe('link-local');
    expect(refusalReason('127.0.0.1', false)).toBe('loopback');
  });
});
