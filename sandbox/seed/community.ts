/**
 * The community's posts (news, events, tricks; drafts and published; both communities; some by
 * professionals, with parents', professionals' and the agency's comments and real PNG pictures)
 * and the document library (real small files: PNG, PDF, XLSX, text), for Lyon and Paris 11e.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { addDays, isoDate } from '../dates';
import type { Db } from '../store/db';
import { addComment, addPicture, insertPost, type CommentAuthor } from '../store/community';
import { addLibraryDocument } from '../store/library';
import { xlsx } from '../files/xlsx';
import { AGENCY } from './organisation';

/** A PNG of `width`×`height`: a colour band over a light ground (the app's picture of a post). */
export function bannerPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = (y: number) => {
    const line = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y > height / 3 && y < (2 * height) / 3;
      line.set(band ? [r, g, b] : [240, 244, 250], 1 + x * 3);
    }
    return line;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, (_, y) => row(y))));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A one-page PDF of text lines (ASCII and Latin-1 through WinAnsi), its cross-reference table exact. */
export function textPdf(title: string, lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, '\\$&');
  const stream = ['BT', '/F1 18 Tf', '50 780 Td', `(${escape(title)}) Tj`, '/F1 11 Tf', '0 -30 Td', ...lines.flatMap((line) => [`(${escape(line)}) Tj`, '0 -16 Td']), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface SeedPost {
  daysAgo: number;
  type: 'NEWS' | 'EVENT' | 'TRICK';
  status: 'DRAFT' | 'PUBLISHED';
  communityType: 'PRO' | 'PARENT';
  title: string;
  description: string;
  place?: string;
  /** Days from the seed's day. */
  eventIn?: number;
  /** Written by the agency's n-th active professional. */
  byPro?: number;
  picture?: [number, number, number];
  comments?: [author: 'agency' | 'pro' | 'parent', content: string][];
}

const POSTS: SeedPost[] = [
  {
    daysAgo: 21, type: 'NEWS', status: 'PUBLISHED', communityType: 'PRO', title: 'Bienvenue dans la communauté des intervenants',
    description: 'Retrouvez ici les actualités de l’agence, les événements à venir et les astuces partagées entre collègues.',
    comments: [['pro', 'Merci, super idée !'], ['agency', 'N’hésitez pas à partager vos astuces.']],
  },
  {
    daysAgo: 12, type: 'EVENT', status: 'PUBLISHED', communityType: 'PRO', title: 'Formation premiers secours (PSC1)',
    description: 'Une session de formation aux gestes de premiers secours, adaptée aux enfants et aux nourrissons. Inscription auprès de l’agence.',
    place: 'Agence, 12 rue de la République, Lyon 2e', eventIn: 9, picture: [11, 92, 171],
    comments: [['pro', 'Je m’inscris pour la session du matin.'], ['pro', 'Est-ce que la formation est rémunérée ?'], ['agency', 'Oui, elle est comptée comme temps de travail.']],
  },
  {
    daysAgo: 8, type: 'TRICK', status: 'PUBLISHED', communityType: 'PRO', title: 'Occuper les enfants un jour de pluie', byPro: 0,
    description: 'Pâte à sel, cabane de coussins et chasse au trésor dans l’appartement : trois idées qui marchent à tous les coups.',
    picture: [15, 118, 110], comments: [['pro', 'La chasse au trésor est un succès chez les 5-7 ans !'], ['agency', 'Merci pour le partage.']],
  },
  {
    daysAgo: 5, type: 'NEWS', status: 'PUBLISHED', communityType: 'PARENT', title: 'Horaires d’ouverture pendant les vacances',
    description: 'Pendant les vacances scolaires, l’agence vous accueille du lundi au vendredi de 9h à 17h. Les gardes continuent normalement.',
    comments: [['parent', 'Merci pour l’information.']],
  },
  {
    daysAgo: 3, type: 'EVENT', status: 'PUBLISHED', communityType: 'PARENT', title: 'Goûter de fin d’année',
    description: 'Familles et intervenants sont invités au goûter de fin d’année de l’agence : jeux, crêpes et photos souvenirs.',
    place: 'Parc de la Tête d’Or, Lyon 6e', eventIn: 24, picture: [180, 83, 9],
    comments: [['parent', 'Nous viendrons avec les enfants !'], ['parent', 'Faut-il apporter quelque chose ?'], ['agency', 'Rien du tout, tout est prévu.']],
  },
  {
    daysAgo: 3, type: 'TRICK', status: 'PUBLISHED', communityType: 'PRO', title: 'Atelier peinture du mercredi', byPro: 1,
    description: 'Peinture au doigt, au coton-tige et à l’éponge sur du papier kraft : les enfants adorent, et tout se lave à l’eau.',
    comments: [['pro', 'Je vais essayer avec les jumeaux mercredi prochain.']],
  },
  {
    daysAgo: 1, type: 'NEWS', status: 'DRAFT', communityType: 'PRO', title: 'Nouveau relevé d’heures dans l’application',
    description: 'À partir du mois prochain, le relevé d’heures se valide directement dans l’application, en fin de garde.',
  },
];

export function seedCommunity(db: Db, today: Date): void {
  seedPosts(db, AGENCY.lyon, today, POSTS);
  seedPosts(db, AGENCY.paris, today, POSTS.slice(0, 2));
  seedLibrary(db, today);
}

function seedPosts(db: Db, agencyId: number, today: Date, posts: SeedPost[]): void {
  const pros = db.prepare("SELECT id, first_name || ' ' || last_name AS label FROM employees WHERE agency_id = ? AND status = 'ACTIVE' ORDER BY id LIMIT 3").all(agencyId) as { id: number; label: string }[];
  // Parents with an account (family_parents: one table for a family's parents and their accounts).
  const parents = db
    .prepare("SELECT p.id, p.first_name || ' ' || p.last_name AS label FROM family_parents p JOIN families f ON f.id = p.family_id WHERE f.agency_id = ? AND p.account_status IS NOT NULL ORDER BY p.id LIMIT 3")
    .all(agencyId) as { id: number; label: string }[];
  const agency = db.prepare('SELECT label FROM agencies WHERE id = ?').pluck().get(agencyId) as string;
  posts.forEach((post, n) => {
    const at = `${isoDate(addDays(today, -post.daysAgo))}T08:30:00.000Z`;
    const author = post.byPro !== undefined ? pros[post.byPro] : undefined;
    const id = insertPost(db, agencyId, {
      type: post.type, status: post.status, communityType: post.communityType, title: post.title, description: post.description,
      place: post.place ?? null, eventDate: post.eventIn !== undefined ? isoDate(addDays(today, post.eventIn)) : null,
    }, at, author?.id ?? null);
    if (post.picture) addPicture(db, agencyId, id, { fileName: `publication-${n + 1}.png`, mimeType: 'image/png', bytes: bannerPng(320, 180, post.picture) }, at);
    (post.comments ?? []).forEach(([kind, content], i) => {
      const people = kind === 'pro' ? pros : parents;
      const person = people[(n + i) % Math.max(people.length, 1)];
      const commenter: CommentAuthor = kind === 'agency' || !person
        ? { kind: 'AGENCY', id: agencyId, label: agency }
        : { kind: kind === 'pro' ? 'PRO' : 'PARENT', id: person.id, label: person.label };
      addComment(db, id, commenter, content, `${isoDate(addDays(today, -post.daysAgo))}T${String(10 + i).padStart(2, '0')}:15:00.000Z`);
    });
  });
}

function seedLibrary(db: Db, today: Date): void {
  const at = (daysAgo: number) => `${isoDate(addDays(today, -daysAgo))}T09:00:00.000Z`;
  const add = (agencyId: number, daysAgo: number, type: Parameters<typeof addLibraryDocument>[2]['type'], title: string, fileName: string, mimeType: string, bytes: Buffer, author = 'Sophie Lefèvre') =>
    addLibraryDocument(db, agencyId, { type, title, file: { fileName, mimeType, bytes }, author }, at(daysAgo));
  add(AGENCY.lyon, 60, 'PDF', 'Livret d’accueil des intervenants', 'livret-accueil.pdf', 'application/pdf', textPdf('Livret d\'accueil des intervenants', [
    'Bienvenue dans l\'agence.', 'Vos interlocuteurs : la directrice et le conseiller.', 'Avant chaque garde : consulter le planning dans l\'application.',
    'En cas d\'absence : prevenir l\'agence au plus tot.', 'Les releves d\'heures se valident en fin de mois.',
  ]));
  add(AGENCY.lyon, 45, 'EXCEL', 'Astreintes du trimestre', 'astreintes.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xlsx([
    ['Semaine', 'Responsable', 'Téléphone'], ['Semaine 1', 'Sophie Lefèvre', '04 78 00 00 01'], ['Semaine 2', 'Julien Moreau', '04 78 00 00 02'], ['Semaine 3', 'Sophie Lefèvre', '04 78 00 00 01'],
  ], 'Astreintes', addDays(today, -45)));
  add(AGENCY.lyon, 30, 'DOCUMENT', 'Règlement intérieur', 'reglement-interieur.txt', 'text/plain', Buffer.from(
    'Règlement intérieur de l’agence\n\n1. Ponctualité : prévenir l’agence de tout retard.\n2. Confidentialité : rien de la vie des familles ne se partage.\n3. Sécurité : les consignes des parents sont suivies à la lettre.\n', 'utf8',
  ), 'Julien Moreau');
  add(AGENCY.lyon, 14, 'PHOTO', 'Affiche du goûter de fin d’année', 'affiche-gouter.png', 'image/png', bannerPng(480, 270, [180, 83, 9]));
  add(AGENCY.lyon, 4, 'PDF', 'Consignes sécurité des enfants', 'consignes-securite.pdf', 'application/pdf', textPdf('Consignes de securite', [
    'Ne jamais laisser un enfant seul dans le bain.', 'Ranger les produits menagers hors de portee.', 'Numeros d\'urgence : 15 (SAMU), 18 (pompiers), 112.',
  ]));
  add(AGENCY.paris, 20, 'PDF', 'Livret d’accueil', 'livret-accueil.pdf', 'application/pdf', textPdf('Livret d\'accueil', ['Bienvenue a l\'agence Paris 11e.']), 'Élodie Petit');
}
