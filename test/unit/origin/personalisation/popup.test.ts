import { describe, expect, it } from 'vitest';
import { needsActualisation, showPopup, type PopupFacts } from '../../../../src/origin/domain/personalisation/popup';

const now = new Date('2026-11-24T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const teacher: PopupFacts = { impersonated: false, isStaff: false, isSchoolAdmin: false, chosen: 0, updatedAt: null, popupShownAt: null, now };

describe('the personalisation popup', () => {
  it('shows to a teacher without a choice who never saw it', () => {
    expect(showPopup(teacher)).toBe(true);
  });

  it('never shows to staff, to staff acting as a user, or to a school admin', () => {
    expect(showPopup({ ...teacher, isStaff: true })).toBe(false);
    expect(showPopup({ ...teacher, impersonated: true })).toBe(false);
    expect(showPopup({ ...teacher, isSchoolAdmin: true })).toBe(false);
    expect(showPopup({ ...teacher, isSchoolAdmin: true, chosen: 2, updatedAt: daysAgo(400) })).toBe(false);
  });

  it('once shown, does not show again to a teacher who still has no choice', () => {
    expect(showPopup({ ...teacher, popupShownAt: daysAgo(1) })).toBe(false);
    expect(showPopup({ ...teacher, popupShownAt: daysAgo(900) })).toBe(false);
  });

  it('does not show while the choice is fresh', () => {
    expect(showPopup({ ...teacher, chosen: 3, updatedAt: daysAgo(10) })).toBe(false);
    expect(showPopup({ ...teacher, chosen: 3, updatedAt: daysAgo(364) })).toBe(false);
  });

  it('shows once more for a stale choice, unless it was shown after that choice was saved', () => {
    expect(showPopup({ ...teacher, chosen: 3, updatedAt: daysAgo(400) })).toBe(true);
    expect(showPopup({ ...teacher, chosen: 3, updatedAt: daysAgo(400), popupShownAt: daysAgo(500) })).toBe(true);
    expect(showPopup({ ...teacher, chosen: 3, updatedAt: daysAgo(400), popupShownAt: daysAgo(5) })).toBe(false);
  });
});

describe('needActualisation', () => {
  it('is true for a choice older than a year only', () => {
    expect(needsActualisation({ chosen: 0, updatedAt: null, now })).toBe(false);
    expect(needsActualisation({ chosen: 0, updatedAt: daysAgo(800), now })).toBe(false);
    expect(needsActualisation({ chosen: 1, updatedAt: daysAgo(364), now })).toBe(false);
    expect(needsActualisation({ chosen: 1, updatedAt: daysAgo(366), now })).toBe(true);
  });
});
