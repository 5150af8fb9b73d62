/** What `POST v3/personalisations/get` answers (docs/personalisation.md); the browser ships no zod. */
export interface PersonalisationState {
  result: { subjectIds: number[]; schoolTypes: string[]; updatedAt: string | null } | null;
  showPopup: boolean;
  needActualisation: boolean;
}
