/** Texts of the portal's own chrome (the spec's messages are in src/domain/messages.ts). */
export const PRODUCT_NAME = 'Portail agence';
export const PRODUCT_TAGLINE = 'Services à la personne et garde d’enfants';
