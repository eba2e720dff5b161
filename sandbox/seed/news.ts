/** News of the what's-new drawer, dated back from the seed's day, each with a screenshot. */
import { addDays, isoDate } from '../dates';
import type { Db } from '../store/db';
import { screenshotSvg, type Screenshot } from './screenshots';

interface News {
  daysAgo: number;
  title: string;
  description: string;
  screenshot: Screenshot;
}

const NEWS: News[] = [
  {
    daysAgo: 3,
    title: 'Recherche rapide : favoris et anniversaires',
    description: 'Ouvrez la recherche rapide avec Ctrl+R : vos favoris, les anniversaires des 15 prochains jours et le planning collectif du jour sont à un clic.',
    screenshot: { title: 'Recherche rapide', lines: ['Favoris', 'Anniversaires à venir', 'Planning collectif du jour', 'Clients et prospects', 'Intervenants'] },
  },
  {
    daysAgo: 18,
    title: 'Planning collectif en temps réel',
    description: "Les interventions en cours s'affichent avec une barre de progression, de jour comme de nuit, et les gardes de nuit continuent après minuit.",
    screenshot: { title: 'Planning collectif', lines: ['07:00 – 13:00  Garde à domicile', '12:30 – 19:00  Garde à domicile', '16:30 – 19:00  Sortie d’école', '21:30 – 07:30  Garde de nuit'], accent: '#0f766e' },
  },
  {
    daysAgo: 40,
    title: 'Indisponibilités hebdomadaires',
    description: "Déclarez en une fois les indisponibilités récurrentes d'un intervenant : les jours, les horaires et la période d'application.",
    screenshot: { title: 'Indisponibilités', lines: ['Mercredi  Toute la journée  Toujours', 'Mardi  De 09:00 à 12:30  Du 09/11 au 21/02', 'Samedi  Toute la journée  À partir du 24/09'], accent: '#b45309' },
  },
  {
    daysAgo: 75,
    title: 'Centre des téléchargements',
    description: 'Retrouvez les ordres de prélèvement SEPA, leurs bordereaux, les déclarations CAF et les journaux des ventes, filtrés par mois, et marquez-les comme émis.',
    screenshot: { title: 'Téléchargements', lines: ['Ordre de prélèvement SEPA', 'Bordereau de prélèvement', 'Déclaration CAF', 'Journal des ventes'], accent: '#7c3aed' },
  },
];

export function seedNews(db: Db, today: Date): void {
  const insert = db.prepare('INSERT INTO news (title, published_on, description, image_name, image_mime_type, image) VALUES (?, ?, ?, ?, ?, ?)');
  // Oldest first, so that ids grow with time.
  [...NEWS].reverse().forEach((news, i) => {
    insert.run(news.title, isoDate(addDays(today, -news.daysAgo)), news.description, `nouveaute-${i + 1}.svg`, 'image/svg+xml', Buffer.from(screenshotSvg(news.screenshot), 'utf8'));
  });
}
