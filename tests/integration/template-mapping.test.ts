/** The custom template engine mapping of an agency (/agencies/{agencyId}, admin) over real HTTP: read, saved, checked, deleted; admins only. */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/api/contract/agencyAdmin';
import { fillPath } from '../../src/api/endpoint';
import { TEMPLATE_MAPPING_MESSAGES } from '../../src/domain/templateMapping';
import { lyonAndParisSandbox } from './sandbox-support';

const sandbox = lyonAndParisSandbox();
const admin = async () => (await sandbox.api.login('admin@demo.fr')).token;
const path = (id: number) => fillPath(api.templateMapping.path, { id });
const MAPPING = { ESTIMATE: 'lyon/devis-v2', CONTRACT: null, SEPA_MANDATE: 'lyon/sepa', WORK_CONTRACT: null, FISCAL_ATTESTATION: null };

describe('custom template engine mapping', () => {
  it('starts with the standard templates, keeps a saved mapping for that agency only, and deletes it', async () => {
    const token = await admin();
    expect((await sandbox.api.get(path(1), token)).body).toEqual({ agencyId: 1, mapping: null });

    const saved = await sandbox.api.put(path(1), MAPPING, token);
    expect(saved.status).toBe(200);
    expect(api.saveTemplateMapping.response.parse(saved.body)).toEqual({ agencyId: 1, mapping: MAPPING });
    expect((await sandbox.api.get(path(1), token)).body.mapping).toEqual(MAPPING);
    expect((await sandbox.api.get(path(3), token)).body.mapping).toBeNull();

    const changed = { ...MAPPING, SEPA_MANDATE: null, FISCAL_ATTESTATION: 'lyon/attestation' };
    expect((await sandbox.api.put(path(1), changed, token)).body.mapping).toEqual(changed);

    expect((await sandbox.api.del(`${api.deleteTemplateMapping.path}?agencyId=1`, token)).status).toBe(204);
    expect((await sandbox.api.get(path(1), token)).body.mapping).toBeNull();
  });

  it('answers 400 naming the field for a wrong identifier or an empty mapping, 404 for an unknown agency', async () => {
    const token = await admin();
    const wrong = await sandbox.api.put(path(1), { ...MAPPING, CONTRACT: 'contrat client' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ code: 'PARAMETERS_ERROR', label: TEMPLATE_MAPPING_MESSAGES.key, field: 'CONTRACT' }]);
    const empty = await sandbox.api.put(path(1), { ESTIMATE: null, CONTRACT: null, SEPA_MANDATE: null, WORK_CONTRACT: null, FISCAL_ATTESTATION: null }, token);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ code: 'PARAMETERS_ERROR', label: TEMPLATE_MAPPING_MESSAGES.empty, field: 'ESTIMATE' }]);
    expect((await sandbox.api.put(path(1), { ESTIMATE: 'x' }, token)).status).toBe(400);
    expect((await sandbox.api.get(path(999), token)).status).toBe(404);
    expect((await sandbox.api.del(`${api.deleteTemplateMapping.path}?agencyId=999`, token)).status).toBe(404);
    expect((await sandbox.api.del(api.deleteTemplateMapping.path, token)).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await sandbox.api.get(path(1), sandbox.director)).status).toBe(403);
    expect((await sandbox.api.put(path(1), MAPPING, sandbox.director)).status).toBe(403);
    expect((await sandbox.api.del(`${api.deleteTemplateMapping.path}?agencyId=1`, sandbox.director)).status).toBe(403);
  });
});
