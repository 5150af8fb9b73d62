import { describe, expect, it } from 'vitest';
import { sanitiseFileName } from '../../../../src/origin/domain/files/file-name';

describe('sanitiseFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(sanitiseFileName('Bruchrechnen Klasse 6.pdf')).toBe('Bruchrechnen Klasse 6.pdf');
    expect(sanitiseFileName('Ελληνικά φύλλα εργασίας.docx')).toBe('Ελληνικά φύλλα εργασίας.docx');
  });

  it('drops every path: only the last segment is kept', () => {
    expect(sanitiseFileName('../../x.pdf')).toBe('x.pdf');
    expect(sanitiseFileName('..\\..\\windows\\system32\\x.pdf')).toBe('x.pdf');
    expect(sanitiseFileName('/etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\Lehrerin\\Desktop\\Quiz.pptx')).toBe('Quiz.pptx');
  });

  it('removes control and direction-changing characters', () => {
    expect(sanitiseFileName('Arbeits\u0000blatt\n.pdf')).toBe('Arbeitsblatt.pdf');
    expect(sanitiseFileName('rechnung\u202Efdp.exe')).toBe('rechnungfdp.exe');
    expect(sanitiseFileName('a\u0085b\u007f.pdf')).toBe('ab.pdf');
  });

  it('replaces characters that file systems refuse and folds white space', () => {
    expect(sanitiseFileName('Was ist "Zeit"?  Teil\t1.pdf')).toBe('Was ist _Zeit__ Teil 1.pdf');
  });

  it('takes away leading dots and trailing dots or spaces', () => {
    expect(sanitiseFileName('.htaccess.pdf')).toBe('htaccess.pdf');
    expect(sanitiseFileName('Quiz.pdf. . ')).toBe('Quiz.pdf');
  });

  it('caps the length at 120 characters and keeps the extension', () => {
    const name = sanitiseFileName(`${'ä'.repeat(300)}.PDF`);
    expect(Array.from(name ?? '')).toHaveLength(120);
    expect(name?.endsWith('ä.PDF')).toBe(true);
  });

  it('composes Unicode (NFC)', () => {
    expect(sanitiseFileName('U\u0308bung.pdf')).toBe('Übung.pdf');
  });

  it('gives null when nothing usable is left', () => {
    expect(sanitiseFileName('../..')).toBeNull();
    expect(sanitiseFileName('\u0000\u0001')).toBeNull();
    expect(sanitiseFileName('   ')).toBeNull();
  });
});
