import { BlockList, isIPv4, isIPv6 } from 'node:net'

/**
 * Ranges no request on a visitor's behalf may reach: this host, private networks, link-local
 * (cloud metadata at 169.254.169.254 and fd00:ec2::254), shared CGNAT space, documentation,
 * benchmarking, multicast and reserved space, and the IPv6 forms that embed an IPv4 address.
 */
const refused = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6')
}

/**
 * Whether an IP address is on the public internet: false for loopback, private, link-local,
 * CGNAT, metadata, reserved and multicast addresses (IPv4 and IPv6), and for anything that is not
 * an IP address.
 *
 * @example isPublicAddress('169.254.169.254') // false
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (isIPv4(bare)) return !refused.check(bare, 'ipv4')
  if (isIPv6(bare)) return !refused.check(bare, 'ipv6')
  return false
}
