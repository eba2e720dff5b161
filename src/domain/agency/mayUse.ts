/**
 * Whether the session may call an endpoint, as the sandbox judges it: the endpoint's roles
 * (`mayCall`, ../roles.ts), then its gate in the agency in effect (gates.ts). Every place
 * of the portal that offers a call (a tab, a view, a button, a shortcut) asks this with the
 * endpoint it calls, or with the gate of its area when it holds no contract module, so that a
 * screen never offers what the server refuses. An agency whose answer does not list its features
 * (older answers) is left to the server.
 */
import { mayCall, type Role } from '../roles';
import { isGateOpen, type Gate } from './gates';
import type { OptionFlags } from '../optionGates';

export interface Caller {
  readonly role: Role | null | undefined;
  readonly agency: Partial<OptionFlags> | null | undefined;
}

/** What a call needs: an endpoint of the contract gives its own (roles, gate). */
export type Needs = { readonly roles?: readonly Role[] | undefined; readonly gate?: Gate | undefined };

export function mayUse(needs: Needs, { role, agency }: Caller): boolean {
  if (!role || !mayCall(needs, role)) return false;
  if (!agency?.features || !agency.advisersRights) return true;
  return isGateOpen(needs.gate, role, { features: agency.features, advisersRights: agency.advisersRights });
}
