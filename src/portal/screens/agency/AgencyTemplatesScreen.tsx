/**
 * /agency/templates: the document templates of the agency by kind (estimates, contracts, SEPA
 * mandates, work contracts, fiscal attestations), which one is in force, a preview of each
 * (a sample PDF through a one-use token) and putting another in force.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Check, Eye } from 'tabler-icons-react';
import { agencyTemplates, previewTemplate, putTemplateInForce, type DocumentTemplate } from '../../../api/contract/agencySettings';
import { TEMPLATE_IN_FORCE, TEMPLATE_KIND_LABELS } from '../../../domain/agency/templates';
import { formatDate } from '../../../domain/format/date';
import { MESSAGES } from '../../../domain/messages';
import { openPreview } from '../../app/saveFile';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { useWriteAnswer } from '../../kit/useWriteAnswer';
import { useMayUse } from '../../kit/useMayUse';
import { Alert } from '../../ui/Alert';
import { IconButton } from '../../ui/Button';
import { Table } from '../../ui/Table';
import { Tag } from '../../ui/Tag';
import { AgencyHead, NoAgency } from './AgencyTabs';

export function AgencyTemplatesScreen(_: ScreenProps) {
  useSignals();
  const { client, agencyContext } = usePortal();
  const agencyId = agencyContext.agency.value?.id ?? null;
  const loaded = useCall(agencyTemplates, agencyId === null ? null : { params: { agencyId } });
  const [templates, setTemplates] = useWriteAnswer<DocumentTemplate[]>(loaded.data, agencyId);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = templates ?? [];
  // Putting another template in force is the agency settings right's (an adviser without it only previews).
  const mayPutInForce = useMayUse()(putTemplateInForce);
  const action = useAction(async (work: () => Promise<string | null>) => setNotice(await work()));
  const params = (t: DocumentTemplate) => ({ agencyId: agencyId!, templateId: t.id });
  const preview = (t: DocumentTemplate) =>
    void action.run(async () => (openPreview(await client.downloadUrl(previewTemplate, { params: params(t), query: { inline: 'true' } })), null));
  const putInForce = (t: DocumentTemplate) =>
    void action.run(async () => (setTemplates(await client.call(putTemplateInForce, { params: params(t) })), MESSAGES.saved));

  return (
    <div className="ap-record-stack">
      <AgencyHead current="templates" intro="Les modèles des documents de l’agence : un seul est en vigueur par type de document" />
      {action.error ? <Alert tone="danger">{action.error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {agencyId === null ? (
        <NoAgency />
      ) : (
        <Table
          caption="Modèles de documents"
          loading={loaded.loading && !loaded.data}
          rows={rows}
          rowKey={(t) => t.id}
          columns={[
            { key: 'kind', header: 'Document', cell: (t) => TEMPLATE_KIND_LABELS[t.kind] },
            { key: 'label', header: 'Modèle', cell: (t) => <span className="ap-strong">{t.label}</span> },
            { key: 'description', header: 'Contenu', wide: true, cell: (t) => t.description },
            { key: 'updatedAt', header: 'Mis à jour le', nowrap: true, cell: (t) => formatDate(t.updatedAt) },
            { key: 'state', header: 'Statut', nowrap: true, cell: (t) => (t.inForce ? <Tag tone="success">{TEMPLATE_IN_FORCE}</Tag> : null) },
            {
              key: 'actions',
              header: 'Actions',
              nowrap: true,
              cell: (t) => (
                <>
                  <IconButton label={`Aperçu de ${t.label}`} icon={<Eye size={16} aria-hidden="true" />} onClick={() => preview(t)} />
                  {t.inForce || !mayPutInForce ? null : <IconButton label={`Mettre en vigueur : ${t.label}`} icon={<Check size={16} aria-hidden="true" />} onClick={() => putInForce(t)} />}
                  </>
                ),
              },
            ]}
          />
      )}
    </div>
  );
}
