/** The rights an agency may give its advisers (spec 001 §7 `advisersRights`); directors hold them all. */
export const ADVISER_RIGHTS = ['BILLING', 'EXPORTS', 'AGENCY_SETTINGS'] as const;
export type AdviserRight = (typeof ADVISER_RIGHTS)[number];
