/** The address of an interactive's uploaded image from its R2 key (`interactive/{user}/{name}.jpg`), served by the origin's files route. */
export function mediaSrc(key: string): string {
  return `/api/v3/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}
