import { describe, expect, it } from 'vitest';
import { isNewMaterial, previewImageHeight } from '../../../src/shared/materials';

const DAY = 24 * 60 * 60 * 1000;

describe('isNewMaterial', () => {
  const now = new Date('2025-03-15T12:00:00Z');

  it('is new for less than 14 days', () => {
    expect(isNewMaterial(new Date(now.getTime() - 13 * DAY), now)).toBe(true);
    expect(isNewMaterial(new Date(now.getTime() - 14 * DAY + 1), now)).toBe(true);
    expect(isNewMaterial(now, now)).toBe(true);
  });

  it('is not new from 14 days on', () => {
    expect(isNewMaterial(new Date(now.getTime() - 14 * DAY), now)).toBe(false);
    expect(isNewMaterial('2025-01-01T00:00:00Z', now)).toBe(false);
  });

  it('reads ISO strings and refuses unreadable dates', () => {
    expect(isNewMaterial('2025-03-10T00:00:00Z', now)).toBe(true);
    expect(isNewMaterial('not a date', now)).toBe(false);
  });
});

describe('previewImageHeight', () => {
  it('caps at 500 and keeps at least 1', () => {
    expect(previewImageHeight(300)).toBe(300);
    expect(previewImageHeight(500)).toBe(500);
    expect(previewImageHeight(1200)).toBe(500);
    expect(previewImageHeight(0)).toBe(1);
    expect(previewImageHeight(-20)).toBe(1);
    expect(previewImageHeight(Infinity)).toBe(500);
    expect(previewImageHeight(Number.NaN)).toBe(500);
    expect(previewImageHeight(199.6)).toBe(200);
  });
});
