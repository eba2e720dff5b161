/** What the embed layer uses from the portal. */
export { mountPortal } from './mount';
export { portalCss } from './portalCss';
export { createStorage, storageNamespace, type StorageKind } from './state/storage';
export { PORTAL_EVENT_PREFIX, type PortalEventMap, type PortalEventName } from './state/events';
export type { RoutingMode } from './state/router';
export type { PortalOptions } from './state/portal';
export { MESSAGES } from '../domain/messages';
