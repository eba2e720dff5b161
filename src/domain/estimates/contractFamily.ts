/**
 * A signed estimate of a customer without a family becomes a contract with a family: decided
 * (docs/decisions.md) that the conversion creates it first, named as the customer, with the
 * customer's main contact as first parent, rather than refusing (a contract with « Famille — »
 * could be neither planned nor billed). The dialog says so before converting.
 */
export function contractFamilyNotice(customer: { label: string; families: readonly unknown[] }): string | null {
  if (customer.families.length) return null;
  return `${customer.label} n’a pas encore de famille : la famille « ${customer.label} » sera créée avec le contrat, son contact principal en premier parent. Complétez-la (enfants, adresse) avant de planifier les interventions.`;
}

/** The contract's history line when its family was created with it. */
export const contractFamilyCreated = (familyName: string) => `Famille « ${familyName} » créée avec le contrat (le client n’en avait pas)`;
