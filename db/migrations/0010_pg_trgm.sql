-- Trigram similarity for the site search's typo correction (domain/search/, decision 023). PGlite loads the
-- extension's files when the database opens (db/client.server.ts); PostgreSQL 13 and newer let a database
-- owner create it (pg_trgm is a trusted extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
