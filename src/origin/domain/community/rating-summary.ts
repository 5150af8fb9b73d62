import type { RatingSummary } from '../../../shared/schemas/community';

/** The summary of a material's ratings from its per-star counts (rows with stars outside 1–5 are ignored). */
export function ratingSummary(rows: readonly { stars: number; count: number }[]): RatingSummary {
  const histogram: RatingSummary['histogram'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const row of rows) {
    if (!Number.isInteger(row.stars) || row.stars < 1 || row.stars > 5 || row.count <= 0) continue;
    histogram[row.stars as 1 | 2 | 3 | 4 | 5] += row.count;
    count += row.count;
    sum += row.stars * row.count;
  }
  return { average: count === 0 ? 0 : Math.round((sum / count) * 10) / 10, count, histogram };
}
