/** The user guide form of /userGuides (spec 002 §2, §3): title required (200 characters), description (500). */
import type { UserGuideBody } from '../api/contract/userGuides';
import { collectErrors, textError, type FormErrors } from './validation';

export type UserGuideForm = UserGuideBody;

export const EMPTY_USER_GUIDE: UserGuideForm = { title: '', description: '', content: '', roleRestriction: [], scope: 'PORTAL', visible: false };

export function userGuideFormErrors(form: UserGuideForm): FormErrors<'title' | 'description'> {
  return collectErrors({ title: textError(form.title, { required: true, max: 200 }), description: textError(form.description, { max: 500 }) });
}
