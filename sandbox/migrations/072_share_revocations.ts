/** Shares the agency revokes before their expiry (issue 34 §4): the link then answers SHARE_REVOKED. */
export const sql = /* sql */ `
ALTER TABLE shares ADD COLUMN revoked_at TEXT;
`;
