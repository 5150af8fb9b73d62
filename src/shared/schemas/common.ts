import { z } from 'zod';

/** For calls that take no parameters besides the common world: anything else is a 400. */
export const noQuerySchema = z.object({}).strict();
