import type { OriginEnv } from '../env';
import { routePath } from '../../shared/routes/match';
import { isWorld, DEFAULT_WORLD } from '../../shared/worlds';
import { authorNewsEmail, mailLinkUrl } from '../domain/community/mail-links';
import { followersToTell, materialNews } from '../db/mail-links';
import { queueMail } from '../providers/send-mail';
import { newMailLink } from './mail-links';
import { DEFAULT_AUTHOR_NAME } from '../../shared/constants';

/**
 * Author news (docs/unsubscribe.md): when a material goes live, every account that follows its
 * author and keeps "new materials from authors I follow" on gets an e-mail. Each carries its own
 * stored links: one that unfollows this author (also the List-Unsubscribe target), and one that
 * stops every marketing e-mail. Runs after the response (`waitUntil`); a failure is logged.
 */
export async function tellFollowersAboutMaterial(env: OriginEnv, waitUntil: (p: Promise<unknown>) => void, materialId: number, publicUrl: string): Promise<number> {
  const material = await materialNews(env.DB, materialId);
  if (!material) return 0;
  const followers = await followersToTell(env.DB, material.author_id);
  const now = new Date();
  for (const follower of followers) {
    const world = isWorld(follower.world) ? follower.world : DEFAULT_WORLD;
    const unfollow = await newMailLink(env.DB, { userId: follower.id, action: 'unfollow_author', subjectId: material.author_id, world }, now);
    const stopAll = await newMailLink(env.DB, { userId: follower.id, action: 'all_marketing', subjectId: null, world }, now);
    await env.DB.batch([unfollow.statement, stopAll.statement]);
    const materialPath = routePath('materialPage', world, { id: String(material.id), slug: material.slug }) ?? `/${world}`;
    await queueMail(
      env,
      waitUntil,
      authorNewsEmail(
        { authorName: material.author_name ?? DEFAULT_AUTHOR_NAME, materialTitle: material.title, materialUrl: `${publicUrl.replace(/\/$/, '')}${materialPath}` },
        follower.email,
        world,
        { unfollow: mailLinkUrl(publicUrl, 'unfollow_author', world, unfollow.token), unsubscribe: mailLinkUrl(publicUrl, 'all_marketing', world, stopAll.token) },
      ),
    );
  }
  return followers.length;
}
