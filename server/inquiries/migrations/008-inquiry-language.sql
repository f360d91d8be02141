-- The language of the page whose form sent the inquiry (docs/decisions/026-languages.md): a code
-- of src/content/data/site/languages.json ("en", "de", "fr"). NULL for leads stored before, and
-- when the browser sent none or an unknown one (src/content/form-language.ts).
ALTER TABLE inquiries ADD COLUMN language TEXT;
