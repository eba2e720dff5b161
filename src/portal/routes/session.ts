/** Signing in, the public pages and the refusal page. The login screen is the entry's own (app/screens.ts). */
import type { AreaRoutes } from './route';

export const SESSION_ROUTES = {
  login: { screen: 'entry' },
  forgottenPassword: { screen: () => import('../screens/password/ForgottenPasswordScreen').then((m) => m.ForgottenPasswordScreen) },
  changeForgottenPassword: { screen: () => import('../screens/password/ChangeForgottenPasswordScreen').then((m) => m.ChangeForgottenPasswordScreen) },
  accessDenied: { screen: () => import('../screens/placeholder/AccessDeniedScreen').then((m) => m.AccessDeniedScreen) },
  sharedDocument: { screen: () => import('../screens/public/SharedDocumentScreen').then((m) => m.SharedDocumentScreen) },
  publicDrop: { screen: () => import('../screens/public/DropScreen').then((m) => m.DropScreen) },
  supportPartners: { screen: () => import('../screens/public/SupportPartnersScreen').then((m) => m.SupportPartnersScreen) },
} satisfies AreaRoutes;
