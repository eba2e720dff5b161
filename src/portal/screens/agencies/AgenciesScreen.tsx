/** /agencies: where an admin lands and where 'changer' leads; the agency context is chosen here. */
import type { ScreenProps } from '../../app/screens';
import { AgencyChooser } from './AgencyChooser';

export function AgenciesScreen({ title }: ScreenProps) {
  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      <AgencyChooser />
    </>
  );
}
