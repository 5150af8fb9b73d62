import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { noQuerySchema } from '../../shared/schemas/common';
import {
  bankDetailsSchema,
  billingAddressSchema,
  changeCountrySchema,
  deleteAccountSchema,
  notificationPreferencesSchema,
  userDetailsSchema,
} from '../../shared/schemas/account';
import { currencyForCountry } from '../../shared/countries';
import { validJson, validQuery } from '../http/validate';
import { requireUser, type Caller } from '../http/auth';
import { ApiError, notFound } from '../http/errors';
import { findCredentialsById } from '../db/identity';
import { checkPassword } from './password-check';
import {
  eraseAccountStatements,
  loadBankDetails,
  loadBillingAddress,
  loadExportSources,
  loadNotificationState,
  loadUserDetails,
  saveBankDetails,
  saveBillingAddress,
  saveCountry,
  saveNotificationPreferences,
  saveProfileBackground,
  saveProfileImagePaths,
  saveUserDetails,
  type BankDetailsRow,
} from '../db/account-settings';
import { checkIban, maskIban } from '../domain/account/iban';
import { isValidBic, normaliseBic } from '../domain/account/bic';
import { checkVatId } from '../domain/account/vat-id';
import { isIsoCountry } from '../domain/account/countries';
import { inspectImage, MAX_IMAGE_PIXELS } from '../domain/account/image-type';
import { BODY_LIMIT_BYTES, declaresTooMuch, MAX_IMAGE_UPLOAD_BYTES } from '../../shared/body-limits';
import { deriveBackground, deriveProfileImages, ImageDecodeError } from '../domain/account/images';
import { assembleExport, exportFileName } from '../domain/account/export';
import { readCapped } from '../../shared/read-capped';

type Ctx = Context<{ Bindings: OriginEnv }>;

/** The derived images of a user in R2, all JPEG; the files route serves these names only. */
const USER_FILES = { avatar: 'avatar-32.jpg', author: 'author-200.jpg', background: 'background.jpg' } as const;
const PUBLIC_USER_FILES: ReadonlySet<string> = new Set(Object.values(USER_FILES));

const userFileKey = (userId: number, name: string) => `users/${userId}/${name}`;

/**
 * The URL path the site serves a user file under (through the edge's `/api/*` proxy). The
 * version parameter changes with every upload, so the hour-long browser cache never shows an
 * old picture.
 */
const userFilePath = (userId: number, name: string, now: Date) => `/api/v3/files/users/${userId}/${name}?v=${now.getTime()}`;

function tooLarge(): ApiError {
  return new ApiError(413, 'image_too_large', `The image may be at most ${MAX_IMAGE_UPLOAD_BYTES / 1024 / 1024} MB.`, { field: 'file', maxBytes: MAX_IMAGE_UPLOAD_BYTES });
}

/**
 * The `file` field of a multipart upload, at most 5 MB. Its name and declared type are ignored:
 * what it is comes from its bytes (`inspectImage`).
 */
async function uploadedFile(c: Ctx): Promise<Uint8Array> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the image as multipart/form-data in the field "file".');
  }
  const cap = BODY_LIMIT_BYTES.image;
  if (declaresTooMuch(c.req.header('content-length'), cap)) throw tooLarge();
  const body = await readCapped(c.req.raw.body, cap);
  if (!body) throw tooLarge();
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError(400, 'invalid_body', 'The multipart body is not valid.');
  }
  const file = form.get('file');
  if (file === null || typeof file === 'string') throw new ApiError(400, 'invalid_body', 'Send the image in the field "file".', { field: 'file' });
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

/** An uploaded image checked by its content, with its EXIF orientation (also the content image upload). */
export async function uploadedImage(c: Ctx): Promise<{ bytes: Uint8Array; orientation: number }> {
  const bytes = await uploadedFile(c);
  const inspection = inspectImage(bytes);
  if (inspection.ok) return { bytes, orientation: inspection.orientation };
  switch (inspection.problem) {
    case 'unsupported_image':
      throw new ApiError(415, 'unsupported_image', 'Upload a JPEG, PNG, WebP or GIF image.', { field: 'file' });
    case 'image_dimensions_too_large':
      throw new ApiError(422, 'image_dimensions_too_large', 'The image has too many pixels.', { field: 'file', maxPixels: MAX_IMAGE_PIXELS });
    default:
      throw unreadable();
  }
}

const unreadable = () => new ApiError(422, 'unreadable_image', 'The image could not be read.', { field: 'file' });

/** Runs the image codec; broken image data is the caller's mistake, not ours. */
function derived<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (error instanceof ImageDecodeError) throw unreadable();
    throw error;
  }
}

async function details(c: Ctx, userId: number) {
  const loaded = await loadUserDetails(c.env.DB, userId);
  if (!loaded) throw notFound('User');
  return loaded;
}

function bankAnswer(row: BankDetailsRow | null) {
  if (!row) return null;
  return { account_holder: row.account_holder, iban: maskIban(row.iban), bic: row.bic, updated_at: row.updated_at };
}

/** Staff acting as a user may change settings for them, but not take their data or erase them. */
function refuseImpersonation(caller: Caller): void {
  if (caller.impersonatorId !== null) throw new ApiError(403, 'not_while_impersonating', 'Only the account holder can do this.');
}

async function deleteUserFiles(bucket: R2Bucket, userId: number): Promise<void> {
  const listed = await bucket.list({ prefix: `users/${userId}/` });
  const keys = new Set([...listed.objects.map((o) => o.key), ...Object.values(USER_FILES).map((name) => userFileKey(userId, name))]);
  await bucket.delete([...keys]);
}

/**
 * The account settings of the cabinet (docs/screens.md, docs/identity.md): profile details,
 * avatar and background images, billing address, bank details, notifications, country, and the
 * GDPR data export and erasure. Every call needs a signed-in user (full scope) except the
 * public image files.
 */
export const accountSettings = new Hono<{ Bindings: OriginEnv }>()
  .get('/v1/user/details', async (c) => {
    validQuery(c, noQuerySchema);
    const { userId } = await requireUser(c);
    return c.json({ data: { items: await details(c, userId) } });
  })
  .post('/v1/user/details', async (c) => {
    const { userId } = await requireUser(c);
    const body = await validJson(c, userDetailsSchema);
    await saveUserDetails(c.env.DB, userId, body);
    return c.json({ data: { items: await details(c, userId) } });
  })
  .get('/v3/user/billing-address', async (c) => {
    validQuery(c, noQuerySchema);
    const { userId } = await requireUser(c);
    return c.json({ data: await loadBillingAddress(c.env.DB, userId) });
  })
  .post('/v3/user/billing-address', async (c) => {
    const { userId } = await requireUser(c);
    const body = await validJson(c, billingAddressSchema);
    if (!isIsoCountry(body.country)) throw new ApiError(400, 'invalid_country', 'This is not a country code.', { field: 'country' });
    let vatId: string | null = null;
    if (body.vat_id !== null) {
      const check = checkVatId(body.vat_id, body.country);
      if (!check.ok) throw new ApiError(400, 'invalid_vat_id', 'This VAT number does not have the format of the country.', { field: 'vat_id' });
      vatId = check.vatId;
    }
    await saveBillingAddress(c.env.DB, userId, { ...body, vat_id: vatId }, new Date());
    return c.json({ data: await loadBillingAddress(c.env.DB, userId) });
  })
  .get('/v3/user/bank-details', async (c) => {
    validQuery(c, noQuerySchema);
    const { userId } = await requireUser(c);
    return c.json({ data: bankAnswer(await loadBankDetails(c.env.DB, userId)) });
  })
  .post('/v3/user/bank-details', async (c) => {
    const { userId } = await requireUser(c);
    const body = await validJson(c, bankDetailsSchema);
    const iban = checkIban(body.iban);
    if (!iban.ok) throw new ApiError(400, 'invalid_iban', 'This IBAN is not valid.', { field: 'iban', problem: iban.problem });
    if (!isValidBic(body.bic)) throw new ApiError(400, 'invalid_bic', 'This BIC is not valid.', { field: 'bic' });
    await saveBankDetails(c.env.DB, userId, { account_holder: body.account_holder, iban: iban.iban, bic: normaliseBic(body.bic) }, new Date());
    return c.json({ data: bankAnswer(await loadBankDetails(c.env.DB, userId)) });
  })
  .get('/v3/user/notification-preferences', async (c) => {
    validQuery(c, noQuerySchema);
    const { userId } = await requireUser(c);
    const state = await loadNotificationState(c.env.DB, userId);
    if (!state) throw notFound('User');
    return c.json({ data: { email: state } });
  })
  .post('/v3/user/notification-preferences', async (c) => {
    const { userId } = await requireUser(c);
    const body = await validJson(c, notificationPreferencesSchema);
    await saveNotificationPreferences(c.env.DB, userId, body.email);
    const state = await loadNotificationState(c.env.DB, userId);
    if (!state) throw notFound('User');
    return c.json({ data: { email: state } });
  })
  .post('/v3/user/country', async (c) => {
    const { userId } = await requireUser(c);
    const { country } = await validJson(c, changeCountrySchema);
    if (!isIsoCountry(country)) throw new ApiError(400, 'invalid_country', 'This is not a country code.', { field: 'country' });
    await saveCountry(c.env.DB, userId, country);
    return c.json({ data: { code: country, currencyCode: currencyForCountry(country) } });
  })
  .post('/v3/user-details/avatar', async (c) => {
    const { userId } = await requireUser(c);
    const image = await uploadedImage(c);
    const { avatar, author } = derived(() => deriveProfileImages(image.bytes, image.orientation));
    const now = new Date();
    const jpeg = { httpMetadata: { contentType: 'image/jpeg' } };
    await Promise.all([
      c.env.FILES.put(userFileKey(userId, USER_FILES.avatar), avatar.bytes, jpeg),
      c.env.FILES.put(userFileKey(userId, USER_FILES.author), author.bytes, jpeg),
    ]);
    const imagePath = userFilePath(userId, USER_FILES.author, now);
    const avatarPath = userFilePath(userId, USER_FILES.avatar, now);
    await saveProfileImagePaths(c.env.DB, userId, imagePath, avatarPath);
    return c.json({ data: { image_path: imagePath, avatar_path: avatarPath } });
  })
  .post('/v3/user-details/background', async (c) => {
    const { userId } = await requireUser(c);
    const upload = await uploadedImage(c);
    const { image, color } = derived(() => deriveBackground(upload.bytes, upload.orientation));
    await c.env.FILES.put(userFileKey(userId, USER_FILES.background), image.bytes, { httpMetadata: { contentType: 'image/jpeg' } });
    const path = userFilePath(userId, USER_FILES.background, new Date());
    const data = JSON.stringify({ color, width: image.width, height: image.height });
    await saveProfileBackground(c.env.DB, userId, path, data);
    return c.json({ data: { profile_background_data: data, profile_background_path: path } });
  })
  .post('/v3/user-details/remove-background', async (c) => {
    const { userId } = await requireUser(c);
    await saveProfileBackground(c.env.DB, userId, null, null);
    await c.env.FILES.delete(userFileKey(userId, USER_FILES.background));
    return c.json({ data: { profile_background_data: null, profile_background_path: null } });
  })
  .get('/v3/files/users/:id{[1-9][0-9]{0,15}}/:name', async (c) => {
    const name = c.req.param('name');
    if (!PUBLIC_USER_FILES.has(name)) throw notFound('File');
    const object = await c.env.FILES.get(userFileKey(Number(c.req.param('id')), name), { onlyIf: c.req.raw.headers });
    if (!object) throw notFound('File');
    const headers = new Headers({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      etag: object.httpEtag,
    });
    if (!('body' in object)) return new Response(null, { status: 304, headers });
    headers.set('content-length', String(object.size));
    return new Response(object.body, { headers });
  })
  .get('/v3/user/export', async (c) => {
    validQuery(c, noQuerySchema);
    const { userId, caller } = await requireUser(c);
    refuseImpersonation(caller);
    const sources = await loadExportSources(c.env.DB, userId);
    if (!sources) throw notFound('User');
    return new Response(JSON.stringify(assembleExport(sources, new Date()), null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(userId)}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  })
  .post('/v3/user/delete', async (c) => {
    const { userId, caller } = await requireUser(c);
    refuseImpersonation(caller);
    const body = await validJson(c, deleteAccountSchema);
    const user = await findCredentialsById(c.env.DB, userId);
    if (!user) throw notFound('User');
    const now = new Date();
    if (user.password_hash) {
      if (body.password === undefined) throw new ApiError(400, 'password_required', 'Enter your password to delete your account.', { field: 'password' });
      // The same throttle as sign-in: a stolen session must not become a password oracle.
      if (!(await checkPassword(c, { email: user.email, storedHash: user.password_hash }, body.password)).ok) {
        throw new ApiError(400, 'wrong_password', 'The password is not right.', { field: 'password' });
      }
    } else if (body.confirm_email === undefined || body.confirm_email.trim().toLowerCase() !== user.email.toLowerCase()) {
      // Accounts made with Google, Apple, Microsoft or Facebook have no password: they type their e-mail address.
      throw new ApiError(400, 'email_mismatch', 'Type the e-mail address of your account to confirm.', { field: 'confirm_email' });
    }
    // Files first: if the erasure below fails the account stays (without pictures) and the
    // user can try again; the other way round, public pictures of an erased account could remain.
    await deleteUserFiles(c.env.FILES, userId);
    await c.env.DB.batch(eraseAccountStatements(c.env.DB, userId, user.email, now));
    return c.json({ data: { deleted: true } });
  });
