/** Names of the billing documents as files (decided: the spec shows none). */
import { fileSlug } from '../text';

/** 'attestation-fiscale-2026-famille-francois.pdf'. */
export function fiscalAttestationFileName(attestation: { readonly year: number; readonly family: { readonly name: string } }): string {
  return `attestation-fiscale-${attestation.year}-${fileSlug(attestation.family.name)}.pdf`;
}
