import { lookup } from 'node:dns/promises';
import { networkInterfaces } from 'node:os';
import { classifyAddress, isIpLiteral } from '@issuerwire/plugin-sdk';
import type { Config } from '../../config';

/** What decides where a webhook may go: the operator's opened host:port pairs and the app's own origin. */
export type TargetPolicy = Pick<Config, 'webhookAllowedHosts' | 'publicUrl' | 'host' | 'port'>;

/** host:port as WEBHOOK_ALLOWED_HOSTS names it: lower case, IPv6 in brackets, the scheme's default port spelled out. */
export function hostPort(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/**
 * Why a webhook may not be sent to `url`, or null when it may. The one place for the rule, checked when
 * an endpoint is saved and again before every send (DNS can change): https to public addresses only,
 * unless the operator opened that exact host:port (WEBHOOK_ALLOWED_HOSTS, where http is accepted too);
 * never the app's own origin, opened or not (a signed POST to its own logout or API from inside).
 */
export async function webhookTargetRefusal(url: URL, policy: TargetPolicy): Promise<string | null> {
  const opened = policy.webhookAllowedHosts.includes(hostPort(url));
  if (url.username || url.password) return 'it must not carry a user name or password.';
  if (url.protocol !== 'https:' && !(opened && url.protocol === 'http:')) return 'it must start with https://.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIpLiteral(url.hostname)
    ? [host]
    : await lookup(host, { all: true }).then(
        (all) => all.map((a) => a.address),
        () => [],
      );
  if (isOwnOrigin(url, addresses, policy)) return 'it is this IssuerWire server itself; webhooks go to other servers.';
  if (opened) return null;
  if (addresses.length === 0) return `${host} does not resolve.`;
  for (const address of addresses) {
    const range = classifyAddress(address);
    if (range) return `${host} resolves to a ${range} address; webhooks reach public addresses only.`;
  }
  return null;
}

/**
 * PUBLIC_URL's host:port by name (a proxy in front leads to the app), or the listening port on any
 * address of this machine (HOST may be all of them).
 */
function isOwnOrigin(url: URL, addresses: string[], policy: TargetPolicy): boolean {
  const target = hostPort(url);
  if (target === hostPort(new URL(policy.publicUrl))) return true;
  if (target.slice(target.lastIndexOf(':') + 1) !== String(policy.port)) return false;
  return url.hostname === policy.host.toLowerCase() || addresses.some((address) => isMachineAddress(address, policy.host));
}

/** Loopback, the unspecified address, the configured HOST or any interface's address. */
function isMachineAddress(address: string, listenHost: string): boolean {
  const range = classifyAddress(address);
  if (range === 'loopback' || range === 'unspecified') return true;
  const plain = address.toLowerCase().replace(/^::ffff:(?=\d+\.)/, ''); // ::ffff:10.0.0.5 is 10.0.0.5 on the wire
  if (plain === listenHost.toLowerCase().replace(/^\[|\]$/g, '')) return true;
  return Object.values(networkInterfaces()).some((list) => list?.some((entry) => entry.address.toLowerCase() === plain));
}
