/** The page the portal runs on, without its hash route: sent with a request whose mail links back to it (reset, activation). */
export const portalPageOf = (node: Node): string | null => node.ownerDocument?.defaultView?.location.href.split('#')[0] ?? null;
