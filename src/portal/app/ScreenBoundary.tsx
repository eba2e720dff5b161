/** Catches a screen that fails to load or render (e.g. a chunk the network lost), so the portal still answers. */
import { Component, type ReactNode } from 'react';
import { Alert } from '../ui/Alert';

export const SCREEN_FAILED = "Cet écran n'a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.";

export class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <div className="ap-main">
        <Alert tone="danger">{SCREEN_FAILED}</Alert>
      </div>
    ) : (
      this.props.children
    );
  }
}
