-- Trigram indexes for the "contains" searches (the devices list, names of people): pg_trgm, a trusted extension
-- of PostgreSQL's contrib package that a database owner may create; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
