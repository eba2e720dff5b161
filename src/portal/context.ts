/** The portal instance of the element being rendered, handed down by React context (never a module-level singleton). */
import { createContext, useContext } from 'react';
import type { Portal } from './state/portal';

export const PortalContext = createContext<Portal | null>(null);

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal() hors de <PortalContext.Provider>');
  return portal;
}
