/** Versions of the portal and of the mobile app, with their items; the upcoming one and a few old ones are not visible. */
import { addDays } from '../dates';
import type { Db } from '../store/db';
import type { Random } from './prng';

const FEATS = [
  'Nouveau tableau de bord avec les anniversaires à venir',
  'Recherche rapide des intervenants et des familles',
  'Export du journal des ventes au format CSV',
  'Favoris dans la recherche rapide',
  'Centre des exports : filtre par mois et par année',
  "Connexion renforcée par code TOTP pour les directeurs",
  'Attestations fiscales envoyées par e-mail aux familles',
  'Pointage des interventions depuis le téléphone',
  'Déclaration CAF mensuelle générée automatiquement',
  'Planning collectif imprimable',
] as const;
const BUGS = [
  "Le montant total du bordereau de prélèvement n'était pas arrondi au centime",
  "Les accents des noms de famille s'affichaient mal dans l'export comptable",
  "La session expirait sans avertissement après deux heures d'inactivité",
  "Le filtre « émis » du centre des exports ne s'appliquait pas",
  "Le code postal des communes d'outre-mer était refusé",
  "L'anniversaire d'un enfant né un 29 février n'apparaissait pas",
  'Le téléchargement échouait pour les fichiers de plus de 10 Mo',
] as const;

/** Version numbers going back from `start`: patch releases between minor ones. */
function previousNumbers(start: [number, number, number], count: number, random: Random): string[] {
  let [major, minor, patch] = start;
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    numbers.push(`${major}.${minor}.${patch}`);
    if (patch > 0) patch--;
    else if (minor > 0) [minor, patch] = [minor - 1, i === 0 ? 0 : random.int(0, 2)]; // the version before the upcoming one is x.y.0
    else [major, minor, patch] = [Math.max(0, major - 1), 9, random.int(0, 2)];
  }
  return numbers;
}

export function seedVersions(db: Db, random: Random, today: Date, scale: number): void {
  const version = db.prepare('INSERT INTO versions (number, description, visible, deployed_at, last_updated_at, scope) VALUES (?, ?, ?, ?, ?, ?)');
  const item = db.prepare('INSERT INTO version_items (version_id, type, description) VALUES (?, ?, ?)');
  const scopes = [
    { scope: 'PORTAL', upcoming: [1, 1, 0], label: 'Portail' },
    { scope: 'APP', upcoming: [3, 5, 0], label: 'Application mobile' },
  ] as const;
  for (const { scope, upcoming, label } of scopes) {
    const count = 8 * scale;
    const numbers = previousNumbers([...upcoming], count, random);
    // Oldest first, so that ids grow with time.
    for (let i = count - 1; i >= 0; i--) {
      const isUpcoming = i === 0;
      const deployed = isUpcoming ? null : addDays(today, -(i * 21 + random.int(0, 6)));
      if (deployed) deployed.setUTCHours(6, 30);
      const visible = !isUpcoming && i % 5 !== 3;
      const id = Number(
        version.run(
          numbers[i],
          isUpcoming ? `${label} : prochaine version (en préparation)` : `${label} : version ${numbers[i]}`,
          visible ? 1 : 0,
          deployed?.toISOString() ?? null,
          (deployed ?? today).toISOString(),
          scope,
        ).lastInsertRowid,
      );
      for (let n = random.int(1, 4); n > 0; n--) {
        const feat = random.chance(0.6);
        item.run(id, feat ? 'FEAT' : 'BUG', feat ? random.pick(FEATS) : random.pick(BUGS));
      }
    }
  }
}
