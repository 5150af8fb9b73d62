import { describe, expect, it } from 'vitest';
import { mayAskForPopup } from '../../../src/client/personalisation-popup';

describe('the popup is asked about only for a signed-in user', () => {
  it('visitors and staff acting as a user never ask (and so never load the popup)', () => {
    expect(mayAskForPopup('', null)).toBe(false);
    expect(mayAskForPopup('kreide_logged_in=0', null)).toBe(false);
    expect(mayAskForPopup('kreide_logged_in=1; kreide_impersonating=1', null)).toBe(false);
  });

  it('a signed-in user asks, except on My subjects itself', () => {
    expect(mayAskForPopup('a=b; kreide_logged_in=1', 'home')).toBe(true);
    expect(mayAskForPopup('kreide_logged_in=true; kreide_impersonating=0', null)).toBe(true);
    expect(mayAskForPopup('kreide_logged_in=1', 'mySubjects')).toBe(false);
    expect(mayAskForPopup('kreide_logged_in=1', 'learningRoom')).toBe(false);
  });
});
