import { describe, expect, it } from 'vitest';
import { normaliseMessage, scrubMessage, scrubText, trimStack } from '../../../src/shared/error-reports';

describe('scrubbing error reports', () => {
  it('removes query strings and fragments of every address, keeping host, path and a stack position', () => {
    expect(scrubText('GET https://kreide.test/de/suche?q=erika&page=2 failed')).toBe('GET https://kreide.test/de/suche failed');
    expect(scrubText('at x (https://kreide.test/assets/entry-Bx8f3kQ2.js?v=3#top:1:2041)')).toBe('at x (https://kreide.test/assets/entry-Bx8f3kQ2.js:1:2041)');
    expect(scrubText('fetch /api/v3/user?token=abc failed')).toBe('fetch /api/v3/user failed');
    expect(scrubText('"/de/konto#passwort"')).toBe('"/de/konto"');
    // Question marks of plain sentences stay.
    expect(scrubText('Is this a bug? Maybe.')).toBe('Is this a bug? Maybe.');
  });

  it('removes e-mail addresses, long digit runs and tokens', () => {
    expect(scrubText('no account for erika.muster+test@schule.example.de')).toBe('no account for [email]');
    expect(scrubText('call 0176 1234567 or 004917612345678')).toBe('call 0176 [number] or [number]');
    expect(scrubText('bad token 3f2a9c0d4e5b6a7f8091a2b3c4d5e6f7')).toBe('bad token [token]');
    expect(scrubText('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0NzExIn0.c2lnbmF0dXJl')).toBe('Bearer [token].[token].c2lnbmF0dXJl');
    expect(scrubText('session kr_s1_Zm9vYmFyYmF6cXV4MTIzNDU2')).toBe('session kr_s1_[token]');
  });

  it('keeps what makes an error recognisable', () => {
    const message = "TypeError: Cannot read properties of undefined (reading 'price') in entry-Bx8f3kQ2.js:1:2041";
    expect(scrubText(message)).toBe(message);
    expect(scrubText('Minified React error #418; visit https://react.dev/errors/418?args[]=x')).toBe('Minified React error #418; visit https://react.dev/errors/418');
  });

  it('puts a message on one line and cuts it', () => {
    expect(scrubMessage('  a\n   b  ')).toBe('a b');
    expect(scrubMessage('x'.repeat(900))).toHaveLength(500);
  });

  it('trims a stack to its first lines and scrubs it', () => {
    const stack = ['Error: for erika@example.org', ...Array.from({ length: 30 }, (_, i) => `    at f${i} (https://kreide.test/a.js?s=1:1:${i})`)].join('\n');
    const trimmed = trimStack(stack);
    expect(trimmed.split('\n')).toHaveLength(15);
    expect(trimmed).not.toContain('erika');
    expect(trimmed).not.toContain('?s=1');
    expect(trimmed).toContain('at f0 (https://kreide.test/a.js:1:0)');
  });
});

describe('grouping error reports', () => {
  it('groups messages that differ in spacing, case, long numbers or personal data', () => {
    expect(normaliseMessage('Took  3012 ms for  Erika@example.org')).toBe(normaliseMessage('took 4721 ms for max@example.com'));
    expect(normaliseMessage('GET https://kreide.test/x?a=1')).toBe(normaliseMessage('GET https://kreide.test/x?a=2'));
  });

  it('keeps different errors apart', () => {
    expect(normaliseMessage('Minified React error #418')).not.toBe(normaliseMessage('Minified React error #423'));
    expect(normaliseMessage('x is undefined')).not.toBe(normaliseMessage('y is undefined'));
  });
});
