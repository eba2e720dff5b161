/** A user's avatar beside its buttons (the professional's page, the user's dialog in /users). */
export const userAvatarCss = `
.ap-avatar-block { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ap-space-3); margin-block-end: var(--ap-space-4); }
.ap-avatar-block .ap-alert { flex-basis: 100%; }
.ap-avatar { width: 96px; height: 96px; border-radius: 50%; object-fit: cover; flex: none; }
.ap-avatar--initials { display: inline-flex; align-items: center; justify-content: center; background: var(--ap-color-primary-soft); color: var(--ap-color-primary); font-size: 32px; font-weight: 600; }
`;
