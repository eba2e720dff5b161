/**
 * A family's enumerations and their French labels (spec 001 §3 Family, §7 contacts). The spec
 * names the contact types (GRANDPA … PRO) and says "home options" without listing them:
 * decision, the facts a professional needs before a first visit (animals, smokers, stairs
 * without lift, parking, entry code, garden).
 */
export const CONTACT_TYPES = ['GRANDPA', 'PARENT', 'UNKLE', 'BROTHER', 'GODFATHER', 'FRIEND', 'PRO'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** What the contact is to the children ('UNKLE' is the spec's spelling). */
export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  GRANDPA: 'Grand-parent',
  PARENT: 'Parent',
  UNKLE: 'Oncle ou tante',
  BROTHER: 'Frère ou sœur',
  GODFATHER: 'Parrain ou marraine',
  FRIEND: 'Ami(e) de la famille',
  PRO: 'Professionnel (médecin, école…)',
};

export const HOME_OPTIONS = ['ANIMALS', 'SMOKERS', 'STAIRS_WITHOUT_LIFT', 'PARKING', 'ENTRY_CODE', 'GARDEN'] as const;
export type HomeOption = (typeof HOME_OPTIONS)[number];

export const HOME_OPTION_LABELS: Record<HomeOption, string> = {
  ANIMALS: 'Animaux au domicile',
  SMOKERS: 'Fumeurs au domicile',
  STAIRS_WITHOUT_LIFT: 'Étages sans ascenseur',
  PARKING: 'Stationnement facile',
  ENTRY_CODE: 'Digicode ou interphone',
  GARDEN: 'Jardin',
};

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Record<Gender, string> = { MALE: 'Garçon', FEMALE: 'Fille' };

/** Shown where a family's theoretical monthly hours are not set (spec 001 §2). */
export const NOT_DEFINED = 'Non défini';

/**
 * What tells a family apart from its namesakes in a search's results: its city and its
 * children's first names ('Lyon · Louis, Jade'); empty when it has neither.
 */
export function familyDistinction({ city, childrenFirstNames }: { city: string | null; childrenFirstNames: readonly string[] }): string {
  return [city, childrenFirstNames.join(', ')].filter(Boolean).join(' · ');
}
