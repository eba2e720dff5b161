/**
 * /tutorials: the help screens with their screenshots (spec 000 §2.8). Decision: they are the
 * user guides that the admin writes on /userGuides (spec 002), visible and meant for the user's
 * role, read here as a page — the same browser as the menu's « Guides utilisateur » dialog, the
 * first guide open — so that one set of help is kept up to date, not two.
 */
import type { ScreenProps } from '../../app/screens';
import { GuidesBrowser } from '../../shell/guides/GuidesBrowser';

export function TutorialsScreen({ title }: ScreenProps) {
  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
        <p className="ap-muted">Les guides pas à pas du portail et de l’application, avec leurs captures d’écran. Ouvrez un guide pour le lire.</p>
      </div>
      <div className="ap-panel">
        <GuidesBrowser openFirst />
      </div>
    </>
  );
}
