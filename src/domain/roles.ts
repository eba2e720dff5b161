/**
 * Who may call what, by role (spec 000 §3): the roles, the back office's people, and the rule the
 * sandbox applies before anything else. A pure rule of the domain, so that the portal's offers
 * (agency/mayUse.ts) and the contract (src/api/endpoint.ts re-exports it) share it.
 */

/** Roles of spec 000 §3. */
export const ROLES = ['ADMIN', 'PRO', 'DIRECTOR', 'ADVISER', 'FAMILY', 'FRANCHISOR'] as const;
export type Role = (typeof ROLES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who an endpoint serves when it declares no roles: the back office's people. PRO and FAMILY
 * accounts use their own applications; every back-office call answers them 403 (downloads by
 * temporary token and counters included) unless an endpoint names them in `roles`.
 */
export const BACK_OFFICE_ROLES = ['ADMIN', 'DIRECTOR', 'ADVISER', 'FRANCHISOR'] as const satisfies readonly Role[];

/** Whether a role may call an endpoint: its declared roles, else the back office's. */
export function mayCall(endpoint: { readonly roles?: readonly Role[] | undefined }, role: Role): boolean {
  return (endpoint.roles ?? BACK_OFFICE_ROLES).includes(role);
}
