/** The settings of the agency in context, loaded once per agency; a form's answer replaces them. */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { agencySettings, type AgencySettings } from '../../../api/contract/agencySettings';
import { usePortal } from '../../context';
import { useLoad } from '../../hooks/useLoad';

export function useAgencySettings() {
  useSignals();
  const { client, agencyContext } = usePortal();
  const agency = agencyContext.agency.value;
  const agencyId = agency?.id ?? null;
  const loaded = useLoad(agencyId === null ? null : () => client.call(agencySettings, { params: { agencyId } }), [client, agencyId]);
  const [settings, setSettings] = useState<AgencySettings | null>(null);
  useEffect(() => setSettings(loaded.data), [loaded.data]);
  return { agencyId, zone: agency?.schoolVacationZone ?? null, settings, loading: loaded.loading, saved: setSettings };
}
