/** The what's-new drawer's news, each with its screenshot. */
export const sql = /* sql */ `
CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  published_on TEXT NOT NULL,
  description TEXT NOT NULL,
  image_name TEXT NOT NULL,
  image_mime_type TEXT NOT NULL,
  image BLOB NOT NULL
);
`;
