/** The paysheets upload panel: the month, the archive and « Analyser » on one line, the send bar under the table. */
export const paysheetsUploadCss = `
.ap-paysheets { display: flex; flex-direction: column; gap: var(--ap-space-3); }
.ap-paysheets__form { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--ap-space-3) var(--ap-space-4); }
.ap-paysheets__reason { color: var(--ap-color-danger); }
.ap-paysheets__send { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: var(--ap-space-3); }
.ap-paysheets__progress { display: inline-flex; align-items: center; gap: var(--ap-space-2); font-size: var(--ap-font-size-sm); }
`;
