/**
 * When the personalisation popup shows, and when a user's choice of subjects needs a fresh look
 * (docs/personalisation.md). Pure: the API gathers the facts.
 */

/** A choice older than this asks for a fresh look ("needActualisation"). */
const CHOICE_FRESH_DAYS = 365;

export interface PopupFacts {
  /** Staff acting as this user (impersonation): never. */
  impersonated: boolean;
  /** Staff accounts: never. */
  isStaff: boolean;
  /** A school's admin (role master): never. */
  isSchoolAdmin: boolean;
  /** How many subjects or school types the user chose in this world. */
  chosen: number;
  /** When the user last saved their choice; null: never. */
  updatedAt: string | null;
  /** When the popup was last shown; null: never. */
  popupShownAt: string | null;
  now: Date;
}

export function needsActualisation(facts: Pick<PopupFacts, 'chosen' | 'updatedAt' | 'now'>): boolean {
  if (facts.chosen === 0 || facts.updatedAt === null) return false;
  return Date.parse(facts.updatedAt) < facts.now.getTime() - CHOICE_FRESH_DAYS * 86_400_000;
}

/**
 * The popup offers a choice to a user who has none, or whose choice is stale. Once shown it is
 * not shown again until the user has saved a choice after it and that choice became stale.
 */
export function showPopup(facts: PopupFacts): boolean {
  if (facts.impersonated || facts.isStaff || facts.isSchoolAdmin) return false;
  const stale = needsActualisation(facts);
  if (facts.chosen > 0 && !stale) return false;
  if (facts.popupShownAt === null) return true;
  return stale && facts.updatedAt !== null && facts.popupShownAt < facts.updatedAt;
}
