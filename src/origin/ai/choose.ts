import type { OriginEnv } from '../env';
import { localProvider } from './local';
import type { AiProvider } from './provider';
import { workersAiProvider } from './workers-ai';

/** The provider of this deployment: `AI_PROVIDER` (local by default; docs/ai-tools.md). */
export function aiProvider(env: OriginEnv): AiProvider {
  if (env.AI_PROVIDER === 'workers-ai' && env.AI) return workersAiProvider(env.AI);
  return localProvider;
}
