// The PostgreSQL the integration tests use, in one place: the suites connect to it and
// `npm test` (scripts/test.js) probes this same URL before running anything.
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
