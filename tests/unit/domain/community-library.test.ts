/** The community's form rules (250 characters, an event's day) and the library's files (type from the file, 3 MB). */
import { describe, expect, it } from 'vitest';
import { POST_RULES, characterCount, postBody, postValues } from '../../../src/domain/community';
import { formErrors } from '../../../src/domain/form/rules';
import { LIBRARY_MESSAGES, libraryFileError, libraryTypeOf, titleFromFileName } from '../../../src/domain/library';

describe('post form', () => {
  it('starts a draft for the professionals, needs a title and a description, 250 characters each', () => {
    const values = postValues(null);
    expect(values).toMatchObject({ type: 'NEWS', status: 'DRAFT', communityType: 'PRO' });
    expect(formErrors(values, POST_RULES)).toEqual({ title: 'Champ obligatoire', description: 'Champ obligatoire' });
    expect(formErrors({ ...values, title: 'a'.repeat(250), description: 'b', place: 'c'.repeat(251) }, POST_RULES)).toEqual({ place: '250 caractères maximum' });
    expect(characterCount('abc')).toBe('3 / 250 caractères');
  });

  it("needs an event's day, and sends it only for an event", () => {
    const event = { ...postValues(null), type: 'EVENT', title: 'Goûter', description: 'Au parc', eventDate: '' };
    expect(formErrors(event, POST_RULES)).toEqual({ eventDate: 'Champ obligatoire' });
    expect(postBody({ ...event, eventDate: '2026-12-12', place: '  ' })).toMatchObject({ eventDate: '2026-12-12', place: null });
    expect(postBody({ ...event, type: 'NEWS', eventDate: '2026-12-12' }).eventDate).toBeNull();
  });
});

describe('library files', () => {
  it('takes the type from the MIME type, else from the extension when the browser gave none', () => {
    expect(libraryTypeOf({ mimeType: 'application/pdf', fileName: 'x' })).toBe('PDF');
    expect(libraryTypeOf({ mimeType: 'image/png', fileName: 'a.pdf' })).toBe('PHOTO');
    expect(libraryTypeOf({ mimeType: '', fileName: 'Budget.XLSX' })).toBe('EXCEL');
    expect(libraryTypeOf({ mimeType: 'application/octet-stream', fileName: 'cours.pptx' })).toBe('POWER_POINT');
    expect(libraryTypeOf({ mimeType: 'application/x-msdownload', fileName: 'virus.pdf' })).toBeNull();
    expect(libraryTypeOf({ mimeType: 'text/html', fileName: 'page.html' })).toBeNull();
  });

  it('refuses another type, then over 3 MB', () => {
    expect(libraryFileError({ mimeType: 'text/html', fileName: 'a.html', size: 10 })).toBe(LIBRARY_MESSAGES.fileRefused);
    expect(libraryFileError({ mimeType: 'video/mp4', fileName: 'a.mp4', size: 3 * 1024 * 1024 })).toBeNull();
    expect(libraryFileError({ mimeType: 'video/mp4', fileName: 'a.mp4', size: 3 * 1024 * 1024 + 1 })).toBe('Le fichier ne doit pas dépasser les 3Mo');
  });

  it('titles a document from its file name', () => {
    expect(titleFromFileName('livret_accueil-2026.pdf')).toBe('livret accueil 2026');
  });
});
