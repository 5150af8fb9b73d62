import type { Language } from '../worlds';
import type { Area } from './areas';

export interface Messages {
  readonly [key: string]: string | Messages;
}

export type Catalogue = Partial<Record<Language, Partial<Record<Area, Messages>>>>;
