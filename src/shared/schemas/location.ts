import { z } from 'zod';

const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter ISO 3166 country code')
  .transform((code) => code.toUpperCase());

/** `GET v3/currencies/current` */
export const currencySchema = z.object({
  code: z.string().length(3),
  symbol: z.string(),
  perEuroMicros: z.number().int().positive(),
});
export type Currency = z.infer<typeof currencySchema>;

/** `GET v3/location/get-country` and the answer of `POST v3/location/set-country`. */
export const countryResponseSchema = z.object({
  code: z.string().length(2),
  currencyCode: z.string().length(3),
});
export type CountryResponse = z.infer<typeof countryResponseSchema>;

/** `POST v3/location/set-country` */
export const setCountryRequestSchema = z
  .object({
    code: countryCodeSchema,
    name: z.string().trim().min(1).max(100),
    /** Seconds the choice is kept; at most the country cookie's year. */
    expires_in: z.number().int().positive().max(366 * 24 * 3600),
  })
  .strict();
