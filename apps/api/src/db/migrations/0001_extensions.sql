-- Trigram similarity lets a misspelt search word still find its product.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
