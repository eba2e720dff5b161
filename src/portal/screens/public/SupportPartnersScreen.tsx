/**
 * /support/partners: where the support portal leaves a partner agency's user (after its
 * session ended, spec 002 §8), public: what happened and the way back in.
 */
import { Lifebuoy } from 'tabler-icons-react';
import { LOGIN_PATH } from '../../../domain/routes';
import { AuthLayout } from '../../app/AuthLayout';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { useStyles } from '../../ui/useStyles';
import { Alert } from '../../ui/Alert';
import { publicPagesCss } from './public.css';

export function SupportPartnersScreen({ title }: ScreenProps) {
  useStyles('public-pages', publicPagesCss);
  return (
    <AuthLayout title={`${title} des agences partenaires`}>
      <div className="ap-form">
        <Alert tone="info">Vous avez quitté le portail du support.</Alert>
        <p className="ap-public-file">
          <Lifebuoy size={28} aria-hidden="true" />
          <span>Vos demandes restent suivies par nos agents : vous retrouverez leurs réponses et pourrez en créer de nouvelles depuis le bouton Support de l’en-tête, une fois reconnecté.</span>
        </p>
        <Link to={LOGIN_PATH} className="ap-button ap-button--primary ap-button--block">Se reconnecter</Link>
        <div className="ap-form__links">
          <Link to="/forgotten-password">Mot de passe oublié ?</Link>
        </div>
      </div>
    </AuthLayout>
  );
}
