/** Words of the form model that the spec does not give (decided once, used by every form). */
export const FORM_TEXTS = {
  leaveTitle: 'Modifications non enregistrées',
  leaveText: 'Les modifications de ce formulaire ne sont pas enregistrées. Voulez-vous vraiment les abandonner ?',
  leaveConfirm: 'Abandonner les modifications',
} as const;

/** The question a page holding unsaved changes asks before the portal leaves it. */
export const LEAVE_QUESTION = FORM_TEXTS.leaveText;
