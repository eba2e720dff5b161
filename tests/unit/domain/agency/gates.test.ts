/** The table of gates (src/domain/agency/gates.ts): who a gate lets through, in which agency, and what it says otherwise. */
import { describe, expect, it } from 'vitest';
import { ADVISER_RIGHTS, OPTION_FLAGS, agencyGatesOf, areaGate, isGateOpen, type AgencyGates } from '../../../../src/domain/agency/gates';
import { gateRefusal } from '../../../../src/domain/agency/gateRefusals';
import { OPTION_FIELDS } from '../../../../src/domain/agencyOptions';

const all: AgencyGates = { features: [...OPTION_FLAGS], advisersRights: [...ADVISER_RIGHTS] };
const without = (flag: (typeof OPTION_FLAGS)[number], rights = all.advisersRights): AgencyGates => ({ features: all.features.filter((f) => f !== flag), advisersRights: rights });

describe('gates', () => {
  it('names each flag as the options page does', async () => {
    const { OPTION_FLAG_LABELS } = await import('../../../../src/domain/agency/gateRefusals');
    for (const flag of OPTION_FLAGS) expect(OPTION_FLAG_LABELS[flag].label, flag).toBe(OPTION_FIELDS.find((field) => field.name === flag)!.label);
  });

  it('closes billing to everyone where the option is off, with the option named', () => {
    expect(gateRefusal(areaGate('billing'), 'DIRECTOR', without('billingEnabled'))).toEqual({ code: 'FEATURE_DISABLED', label: "La facturation n'est pas activée pour cette agence." });
    expect(gateRefusal(areaGate('billing'), 'ADMIN', without('billingEnabled'))?.code).toBe('FEATURE_DISABLED');
    expect(gateRefusal(areaGate('billing'), 'DIRECTOR', all)).toBeNull();
  });

  it('asks advisers for the right, never directors nor admins', () => {
    const noRights = { ...all, advisersRights: [] };
    expect(gateRefusal(areaGate('exports'), 'ADVISER', noRights)).toEqual({ code: 'ADVISER_RIGHT_REQUIRED', label: "Ce droit n'est pas accordé aux conseillers de l'agence : exports comptables et bancaires." });
    expect(isGateOpen(areaGate('exports'), 'DIRECTOR', noRights)).toBe(true);
    expect(isGateOpen(areaGate('exports'), 'ADMIN', noRights)).toBe(true);
    expect(isGateOpen(areaGate('exports'), 'ADVISER', { ...all, advisersRights: ['EXPORTS'] })).toBe(true);
  });

  it('opens the community with either community, and paye to the admin where the agency has it closed to its staff', () => {
    expect(isGateOpen(areaGate('community'), 'DIRECTOR', without('partCommunityEnabled'))).toBe(true);
    expect(gateRefusal(areaGate('community'), 'DIRECTOR', { ...without('partCommunityEnabled'), features: all.features.filter((f) => !f.endsWith('CommunityEnabled')) })?.code).toBe('FEATURE_DISABLED');
    expect(isGateOpen(areaGate('paye'), 'ADMIN', without('payeActiveForAgency'))).toBe(true);
    expect(gateRefusal(areaGate('paye'), 'DIRECTOR', without('payeActiveForAgency'))?.label).toBe("La paie n'est pas ouverte à l'agence : seuls les administrateurs y ont accès.");
    expect(gateRefusal(areaGate('paye'), 'ADMIN', without('payeEnabled'))?.label).toBe("La paie n'est pas activée pour cette agence.");
  });

  it('judges nothing without an agency (the server asks to choose one)', () => {
    expect(gateRefusal(areaGate('billing'), 'DIRECTOR', null)).toBeNull();
  });

  it('reads the flags that are on from the options', () => {
    const options = { ...Object.fromEntries(OPTION_FLAGS.map((flag) => [flag, false])), billingEnabled: true, libraryEnabled: true, advisersRights: ['BILLING'] as const };
    expect(agencyGatesOf(options as never)).toEqual({ features: ['billingEnabled', 'libraryEnabled'], advisersRights: ['BILLING'] });
  });
});
