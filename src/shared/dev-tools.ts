const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The local development tools (the dev mailbox) answer only when `npm start` switched them on
 * itself at the edge (`--var DEV_TOOLS:on`, in no wrangler config, so no deployment has it) and the
 * request is addressed to this machine; the edge then vouches for it to the origin
 * (docs/security.md, "Development tools").
 */
export function devToolsOpen(flag: string | undefined, url: URL): boolean {
  return flag === 'on' && LOOPBACK_HOSTS.has(url.hostname);
}
