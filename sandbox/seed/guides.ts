/** User guides with real HTML content (headings, lists, a screenshot, a link), as the HTML policy keeps it, in both scopes, some restricted to roles, one invisible. */
import { addDays } from '../dates';
import { screenshotPngDataUri } from './screenshotPng';
import type { Db } from '../store/db';
import type { Random } from './prng';

type GuideRole = 'DIRECTOR' | 'ADVISER' | 'PRO' | 'FAMILY';

interface Guide {
  title: string;
  description: string;
  scope: 'PORTAL' | 'APP';
  roles: GuideRole[];
  visible: boolean;
  steps: string[];
}

const GUIDES: Guide[] = [
  {
    title: 'Premiers pas sur le portail', description: "Se connecter, choisir son agence et s'orienter dans le menu.", scope: 'PORTAL', roles: [], visible: true,
    steps: ['Connectez-vous avec votre adresse e-mail et votre mot de passe.', 'Choisissez votre agence si vous en gérez plusieurs.', 'Retrouvez vos raccourcis dans le tableau de bord.'],
  },
  {
    title: 'Éditer les attestations fiscales', description: 'Préparer et envoyer les attestations fiscales annuelles aux familles.', scope: 'PORTAL', roles: ['DIRECTOR'], visible: true,
    steps: ["Vérifiez que les paiements de l'année sont tous saisis.", 'Lancez la génération depuis le menu Facturation.', 'Contrôlez un échantillon, puis envoyez les attestations par e-mail.'],
  },
  {
    title: 'Centre des exports', description: 'Télécharger les prélèvements SEPA, la déclaration CAF et le journal des ventes.', scope: 'PORTAL', roles: ['DIRECTOR', 'ADVISER'], visible: true,
    steps: ['Ouvrez le centre des exports depuis la barre du haut.', 'Filtrez par type, par mois ou par statut « émis ».', 'Téléchargez le fichier puis marquez-le comme émis.'],
  },
  {
    title: 'Saisir et valider les pointages', description: 'Contrôler les heures réalisées avant la facturation et la paie.', scope: 'PORTAL', roles: ['DIRECTOR', 'ADVISER'], visible: true,
    steps: ['Ouvrez la feuille de temps de la semaine.', 'Corrigez les écarts signalés en orange.', 'Validez : les heures partent en facturation et en paie.'],
  },
  {
    title: 'Gérer ses favoris et la recherche rapide', description: 'Retrouver en deux clics les intervenants et familles suivis.', scope: 'PORTAL', roles: [], visible: true,
    steps: ['Tapez au moins deux caractères dans la recherche rapide.', "Cliquez sur l'étoile pour ajouter un favori.", 'Vos favoris restent en tête de la recherche.'],
  },
  {
    title: 'Pointer une intervention avec l’application', description: "Démarrer et terminer une intervention depuis le téléphone de l'intervenant.", scope: 'APP', roles: ['PRO'], visible: true,
    steps: ["Ouvrez l'application à l'arrivée chez la famille.", 'Touchez « Démarrer » puis « Terminer » en partant.', 'Ajoutez une note pour la famille si besoin.'],
  },
  {
    title: 'Payer ses factures en ligne', description: "Régler une facture par carte ou activer l'avance immédiate.", scope: 'APP', roles: ['FAMILY'], visible: true,
    steps: ['Ouvrez la facture du mois.', 'Choisissez le paiement par carte ou le prélèvement.', "Activez l'avance immédiate pour ne payer que votre part."],
  },
  {
    title: "Installer l'application mobile", description: "Télécharger l'application et s'y connecter.", scope: 'APP', roles: [], visible: true,
    steps: ["Téléchargez l'application depuis votre magasin d'applications.", 'Connectez-vous avec les identifiants reçus par e-mail.', 'Autorisez les notifications pour être prévenu des changements de planning.'],
  },
  {
    title: 'Nouveautés de la paie (brouillon)', description: 'Guide en cours de rédaction sur le nouveau module de paie.', scope: 'PORTAL', roles: ['DIRECTOR'], visible: false,
    steps: ['Importez les bulletins au format zip.', 'Vérifiez le rapprochement par matricule.'],
  },
];

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function html(guide: Guide): string {
  return [
    `<h2>${escapeHtml(guide.title)}</h2>`,
    `<p>${escapeHtml(guide.description)}</p>`,
    '<h2>Étapes</h2>',
    `<ol>${guide.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
    `<figure><img src="${screenshotPngDataUri({ lines: guide.steps })}" alt="Capture d'écran : ${escapeHtml(guide.title)}" width="640" height="400">` +
      `<figcaption>${escapeHtml(guide.title)} : l'écran</figcaption></figure>`,
    '<h2>Bon à savoir</h2>',
    '<ul><li>Vos modifications sont enregistrées automatiquement.</li><li>En cas de doute, contactez votre agence.</li></ul>',
    '<p>Pour aller plus loin, consultez <a href="https://www.servicesalapersonne.gouv.fr" rel="noopener noreferrer" target="_blank">le site officiel des services à la personne</a>.</p>',
  ].join('\n');
}

export function seedGuides(db: Db, random: Random, today: Date, scale: number): void {
  const insert = db.prepare('INSERT INTO user_guides (title, description, content, modification_date, role_restriction, scope, visible) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const extra: Guide[] = Array.from({ length: (scale - 1) * GUIDES.length }, (_, i) => ({
    ...GUIDES[i % GUIDES.length]!,
    title: `Fiche pratique n° ${i + 1} : ${GUIDES[i % GUIDES.length]!.title.toLowerCase()}`,
  }));
  for (const guide of [...GUIDES, ...extra]) {
    const modified = addDays(today, -random.int(1, 300));
    modified.setUTCHours(random.int(7, 18), random.int(0, 59));
    insert.run(guide.title, guide.description, html(guide), modified.toISOString(), JSON.stringify(guide.roles), guide.scope, guide.visible ? 1 : 0);
  }
}
