/**
 * The families of a contract's customer, each with the contract's part there (spec 001 §7's
 * `contracts/{id}/families/{fid}`, decided in src/api/README.md): whether its monthly bill
 * carries the contract, the hours the contract plans there this month, and its setup, marked
 * with « Marquer comme initialisée » (`mark-expression-as-initialized/{familyId}`).
 */
import { useState } from 'react';
import { Check } from 'tabler-icons-react';
import { contractFamily, markContractExpressionInitialized, type Contract, type ContractFamily } from '../../../api/contract/contracts';
import { getCustomer } from '../../../api/contract/customers';
import { formatDate } from '../../../domain/format/date';
import { formatDuration } from '../../../domain/format/duration';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useQuery } from '../../kit/useQuery';
import { callRequest } from '../../state/queryCache';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Table } from '../../ui/Table';
import { Tag } from '../../ui/Tag';

export function ContractFamilies({ contract, onMarked }: { contract: Contract; onMarked(message: string): void }) {
  const { client } = usePortal();
  const [marked, setMarked] = useState<Readonly<Record<number, ContractFamily>>>({});
  // The customer's families, then each one's part: one read of the cache, asked again when either is written.
  const customer = callRequest(client, getCustomer, { params: { id: contract.customer.id } });
  const parts = useQuery({
    key: `${customer.key}|${contractFamily.name}:${contract.id}`,
    reads: [...customer.reads, ...callRequest(client, contractFamily, { params: { id: contract.id, fid: 0 } }).reads],
    send: async (signal) => {
      const { families } = await customer.send(signal);
      return Promise.all(families.map((family) => client.call(contractFamily, { params: { id: contract.id, fid: family.id } }, { signal })));
    },
  });
  const mark = useAction(async (part: ContractFamily) => {
    const next = await client.call(markContractExpressionInitialized, { params: { id: contract.id, x: part.family.id } });
    setMarked((current) => ({ ...current, [next.family.id]: next }));
    onMarked(`Contrat initialisé pour la famille ${next.family.name}`);
  });
  const rows = (parts.data ?? []).map((part) => marked[part.family.id] ?? part);
  return (
    <section className="ap-panel" aria-label="Familles du contrat">
      <h3 className="ap-panel__title">Familles</h3>
      {mark.error ? <Alert tone="danger">{mark.error}</Alert> : null}
      <Table
        caption="Familles du contrat"
        loading={parts.loading && !parts.data}
        rows={rows}
        rowKey={(part) => part.family.id}
        empty="Aucune famille"
        columns={[
          { key: 'family', header: 'Famille', wide: true, cell: (p) => (p.billed ? <>{p.family.name} <Tag tone="primary">Facturée</Tag></> : p.family.name) },
          { key: 'month', header: 'Heures ce mois-ci', numeric: true, nowrap: true, cell: (p) => formatDuration(p.monthMinutes) },
          {
            key: 'setup', header: 'Mise en place', nowrap: true,
            cell: (p) => (p.initializedAt ? (
              <Tag tone="success">{`Initialisée le ${formatDate(p.initializedAt.slice(0, 10))}`}</Tag>
            ) : (
              <Button variant="ghost" icon={<Check size={16} aria-hidden="true" />} aria-label={`Marquer comme initialisée la famille ${p.family.name}`} disabled={mark.pending}
                onClick={() => void mark.run(p)}>Marquer comme initialisée</Button>
            )),
          },
        ]}
      />
    </section>
  );
}
