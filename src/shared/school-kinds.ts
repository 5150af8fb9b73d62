/**
 * Kinds of school a school account names (the catalogue's school types without "all";
 * docs/schools.md). Apart from the zod schemas, so the school forms ship without zod.
 */
export const SCHOOL_KINDS = ['kita', 'grundschule', 'sek1-mittel', 'sek1-gym', 'sek2', 'berufsschule', 'foerder', 'erwachsene'] as const;
