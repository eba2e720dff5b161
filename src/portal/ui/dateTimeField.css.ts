export const dateTimeFieldCss = `
.ap-datetime { border: none; margin: 0; padding: 0; min-width: 0; display: flex; flex-direction: column; gap: var(--ap-space-1); }
.ap-datetime > legend { padding: 0; margin-bottom: var(--ap-space-1); }
`;
