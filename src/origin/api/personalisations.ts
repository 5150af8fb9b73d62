import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { ApiError } from '../http/errors';
import { requireCaller, requireUser } from '../http/auth';
import { validJson, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { noQuerySchema } from '../../shared/schemas/common';
import { DEFAULT_AUTHOR_NAME } from '../../shared/constants';
import { personalisationUpdateSchema, type PersonalisationAnswer } from '../../shared/schemas/personalisation';
import { needsActualisation, showPopup } from '../domain/personalisation/popup';
import { findLiveUser } from '../db/users';
import { findSchoolMembership } from '../db/schools';
import { knownSchoolTypes, knownSubjects, loadPersonalisation, markPopupShown, materialsForChoice, savePersonalisation } from '../db/personalisations';
import { toMaterial } from '../db/material-row';

type Ctx = Context<{ Bindings: OriginEnv }>;

/** How many materials the "For your subjects" row shows. */
const ROW_MATERIALS = 8;

/** The POST calls `get` and `popup-shown` take no body, or a JSON object they ignore (the spec's client sends `{}`). */
async function noBody(c: Ctx): Promise<void> {
  validQuery(c, noQuerySchema);
  const type = c.req.header('content-type');
  if (type !== undefined && !type.toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send no body, or an empty JSON object.');
  }
}

async function personalisationOf(c: Ctx, userId: number, impersonated: boolean): Promise<PersonalisationAnswer> {
  const world = requestWorld(c);
  const now = new Date();
  const [row, user, school] = await Promise.all([loadPersonalisation(c.env.DB, userId, world), findLiveUser(c.env.DB, userId), findSchoolMembership(c.env.DB, userId)]);
  const chosen = row.subjectIds.length + row.schoolTypes.length;
  const facts = {
    impersonated,
    isStaff: user?.isStaff ?? false,
    isSchoolAdmin: school?.role === 'master',
    chosen,
    updatedAt: row.updatedAt,
    popupShownAt: row.popupShownAt,
    now,
  };
  return {
    result: chosen > 0 ? { subjectIds: row.subjectIds, schoolTypes: row.schoolTypes, updatedAt: row.updatedAt } : null,
    showPopup: showPopup(facts),
    needActualisation: needsActualisation(facts),
  };
}

/**
 * My subjects and the personalisation popup (docs/personalisation.md). Every call is about the
 * signed-in caller only; a visitor gets an empty answer from `get` and 403 elsewhere.
 */
export const personalisations = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/personalisations/get', async (c) => {
    await noBody(c);
    const caller = await requireCaller(c, 'public');
    if (caller.scope !== 'full' || caller.userId === null) {
      requestWorld(c);
      return c.json({ data: { result: null, showPopup: false, needActualisation: false } satisfies PersonalisationAnswer });
    }
    return c.json({ data: await personalisationOf(c, caller.userId, caller.impersonatorId !== null) });
  })
  .post('/v3/personalisations/popup-shown', async (c) => {
    await noBody(c);
    const { userId, caller } = await requireUser(c);
    // Staff looking as the user leave the user's popup state alone (docs/personalisation.md).
    if (caller.impersonatorId === null) await markPopupShown(c.env.DB, userId, new Date());
    return c.json({ data: { recorded: caller.impersonatorId === null } });
  })
  .post('/v3/personalisations/update', async (c) => {
    const world = requestWorld(c);
    validQuery(c, noQuerySchema);
    const { userId, caller } = await requireUser(c);
    const body = await validJson(c, personalisationUpdateSchema);
    const subjectIds = [...new Set(body.subjectIds)];
    const schoolTypes = [...new Set(body.schoolTypes)];
    const [subjects, types] = await Promise.all([knownSubjects(c.env.DB, subjectIds, world), knownSchoolTypes(c.env.DB, schoolTypes)]);
    const unknownSubject = subjectIds.find((id) => !subjects.has(id));
    if (unknownSubject !== undefined) throw new ApiError(400, 'unknown_subject', `Subject ${unknownSubject} is not a subject of this world.`, { field: 'subjectIds', id: unknownSubject });
    const unknownType = schoolTypes.find((id) => !types.has(id));
    if (unknownType !== undefined) throw new ApiError(400, 'unknown_school_type', `"${unknownType}" is not a school type.`, { field: 'schoolTypes', id: unknownType });
    await savePersonalisation(c.env.DB, userId, world, { subjectIds, schoolTypes }, new Date());
    return c.json({ data: await personalisationOf(c, userId, caller.impersonatorId !== null) });
  })
  /** The "For your subjects" row of the home and recommendations pages: never cached, it is the caller's own. */
  .get('/v3/personalisations/materials', async (c) => {
    const world = requestWorld(c);
    validQuery(c, noQuerySchema);
    const { userId } = await requireUser(c);
    const rows = await materialsForChoice(c.env.DB, userId, world, ROW_MATERIALS);
    c.header('cache-control', 'private, no-store');
    return c.json({ data: { items: rows.map((row) => toMaterial(row, DEFAULT_AUTHOR_NAME)) } });
  });
