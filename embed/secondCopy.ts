import { ELEMENT_NAME } from './elementName';

/** The console's warning when a bundle finds `<agency-portal>` already defined (a second script, or both bundles). */
export function secondCopyWarning(url: string): string {
  return `<${ELEMENT_NAME}> est déjà défini sur cette page : la copie chargée depuis ${url} n'est pas utilisée (un seul <script> du portail suffit).`;
}
