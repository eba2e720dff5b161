/**
 * A contract's own life (spec 001 §4, §7): its status (READY until sent, SENT, SIGNED with
 * the signed copy), the archive flag, when it was initialized, the monthly bill item label,
 * the custom document replacing the generated one; its history; the family's fees marked as
 * already billed (outside the portal).
 */
export const sql = /* sql */ `
ALTER TABLE contracts ADD COLUMN status TEXT NOT NULL DEFAULT 'READY' CHECK (status IN ('READY', 'SENT', 'SIGNED'));
ALTER TABLE contracts ADD COLUMN archived INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contracts ADD COLUMN initialized_at TEXT;
ALTER TABLE contracts ADD COLUMN monthly_bill_item_label TEXT;
ALTER TABLE contracts ADD COLUMN custom_media_id INTEGER REFERENCES medias(id) ON DELETE SET NULL;
ALTER TABLE contracts ADD COLUMN signed_media_id INTEGER REFERENCES medias(id) ON DELETE SET NULL;
ALTER TABLE contracts ADD COLUMN signed_at TEXT;
-- A fee billed outside the portal: no longer offered to the family's bills.
ALTER TABLE fees ADD COLUMN already_billed_at TEXT;
CREATE TABLE contract_changelogs (
  id INTEGER PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  author TEXT NOT NULL,
  description TEXT NOT NULL
);
CREATE INDEX contract_changelogs_contract ON contract_changelogs(contract_id, at);
`;
