/**
 * The professional selector (page 0, 200 results) and the family/customer selector
 * (page 0, 50 results, each with its city and children) of spec 000 §2.8 and §7, on the remote search dropdown; the customer
 * selector (by label, family name or reference; page 0, 50 results) on the same; the shared
 * family selector (a member's name; page 0, 50 results).
 */
import { useCallback } from 'react';
import { searchCustomers } from '../../api/contract/customers';
import { searchFamilies } from '../../api/contract/families';
import { searchProfessionals } from '../../api/contract/professionals';
import { searchSharedFamilies } from '../../api/contract/sharedFamilies';
import { familyDistinction } from '../../domain/families/labels';
import { proLabel } from '../../domain/quickSearch';
import { usePortal } from '../context';
import { RemoteSelect, type Choice, type RemoteSelectProps } from '../ui/RemoteSelect';

type SelectorProps = { label?: string; value: Choice | null; onValueChange(value: Choice | null): void } & Pick<RemoteSelectProps, 'error' | 'exclude'>;

export function ProfessionalSelector({ label = 'Intervenant', value, onValueChange }: SelectorProps) {
  const { client } = usePortal();
  const search = useCallback(
    async (namePattern: string) => (await client.call(searchProfessionals, { body: { namePattern, pageNumber: 0, pageSize: 200 } })).content.map((pro) => ({ id: pro.id, label: proLabel(pro) })),
    [client],
  );
  return <RemoteSelect label={label} value={value} onValueChange={onValueChange} search={search} placeholder="Nom de l’intervenant" />;
}

export function FamilySelector({ label = 'Famille', value, onValueChange, ...field }: SelectorProps) {
  const { client } = usePortal();
  const search = useCallback(
    async (namePattern: string) => (await client.call(searchFamilies, { body: { namePattern, pageNumber: 0, pageSize: 50 } })).content.map((family) => ({ id: family.id, label: family.name, detail: familyDistinction(family) })),
    [client],
  );
  return <RemoteSelect label={label} value={value} onValueChange={onValueChange} search={search} placeholder="Nom de la famille" {...field} />;
}

export function CustomerSelector({ label = 'Client', value, onValueChange }: SelectorProps) {
  const { client } = usePortal();
  const search = useCallback(
    async (labelPattern: string) => (await client.call(searchCustomers, { body: { labelPattern, pageNumber: 0, pageSize: 50 } })).content.map((customer) => ({ id: customer.id, label: customer.label })),
    [client],
  );
  return <RemoteSelect label={label} value={value} onValueChange={onValueChange} search={search} placeholder="Nom du client" />;
}

/** `familyId`: only the shared cares this family is a member of. */
export function SharedFamilySelector({ label = 'Garde partagée', value, onValueChange, familyId = null, ...field }: SelectorProps & { familyId?: number | null }) {
  const { client } = usePortal();
  const search = useCallback(
    async (namePattern: string) =>
      (await client.call(searchSharedFamilies, { body: { namePattern, familyId, pageNumber: 0, pageSize: 50 } })).content.map((shared) => ({ id: shared.id, label: shared.name })),
    [client, familyId],
  );
  return <RemoteSelect label={label} value={value} onValueChange={onValueChange} search={search} placeholder="Nom d’une des familles" {...field} />;
}
