/** The settings of the agency in context, loaded once per agency; a form's answer replaces them. */
import { useSignals } from '@preact/signals-react/runtime';
import { agencySettings, type AgencySettings } from '../../../api/contract/agencySettings';
import { usePortal } from '../../context';
import { useCall } from '../../kit/useQuery';
import { useWriteAnswer } from '../../kit/useWriteAnswer';

export function useAgencySettings() {
  useSignals();
  const { agencyContext } = usePortal();
  const agency = agencyContext.agency.value;
  const agencyId = agency?.id ?? null;
  const loaded = useCall(agencySettings, agencyId === null ? null : { params: { agencyId } });
  const [settings, setSettings] = useWriteAnswer<AgencySettings>(loaded.data, agencyId);
  return { agencyId, zone: agency?.schoolVacationZone ?? null, settings, loading: loaded.loading, saved: setSettings };
}
