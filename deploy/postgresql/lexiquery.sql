-- The state database LexiQuery's services share (LEXIQUERY_STATE_DSN): the cost ledger and the knowledge
-- store. Run once, when the PostgreSQL volume is first initialised; Temporal creates its own databases.
CREATE ROLE lexiquery LOGIN PASSWORD 'lexiquery';
CREATE DATABASE lexiquery OWNER lexiquery;
