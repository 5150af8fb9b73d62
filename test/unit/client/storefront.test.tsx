import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Stars, starFill } from '../../../src/client/components/Stars';
import { initials } from '../../../src/client/components/Avatar';
import { homeTiles, rowItems, ROW_LENGTH, ROW_MAX } from '../../../src/client/pages/HomePage';
import { salePercent } from '../../../src/shared/materials';
import { formatPercent } from '../../../src/shared/format';
import type { MegaMenuEntry } from '../../../src/shared/schemas/catalogue';

describe('starFill', () => {
  it('fills the five-star row in proportion to the average, partial stars included', () => {
    expect(starFill(4.6)).toBe(46);
    expect(starFill(4.63)).toBe(46);
    expect(starFill(4.65)).toBe(47);
    expect(starFill(3)).toBe(30);
    expect(starFill(0.1)).toBe(1);
  });

  it('clamps out-of-range and unreadable averages to an empty or a full row', () => {
    expect(starFill(-1)).toBe(0);
    expect(starFill(0)).toBe(0);
    expect(starFill(5.4)).toBe(50);
    expect(starFill(Number.NaN)).toBe(0);
    expect(starFill(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('fills the row by a class the stylesheet has, without an inline style (the CSP has none)', () => {
    const html = renderToString(<Stars average={4.6} />);
    expect(html).toBe('<span class="stars stars-46" aria-hidden="true"></span>');
    const css = readFileSync(join(__dirname, '../../../src/client/styles.css'), 'utf8');
    for (let fill = 0; fill <= 50; fill++) expect(css).toContain(`.stars-${fill}{--fill:${fill * 2}%}`);
  });
});

describe('salePercent and its badge text', () => {
  it('is the whole percent a sale takes off', () => {
    expect(salePercent(450, 300)).toBe(33);
    expect(salePercent(1000, 500)).toBe(50);
    expect(salePercent(1000, 999)).toBe(1);
    expect(salePercent(500, 0)).toBe(100);
  });

  it('is 0 without a real sale', () => {
    expect(salePercent(450, null)).toBe(0);
    expect(salePercent(450, 450)).toBe(0);
    expect(salePercent(450, 500)).toBe(0);
    expect(salePercent(0, 0)).toBe(0);
  });

  it('reads as the language writes a percentage', () => {
    expect(formatPercent(-33, 'de-DE').replace(/\s/gu, ' ')).toBe('-33 %');
    expect(formatPercent(-33, 'en-GB')).toBe('-33%');
  });
});

describe('home rows and tiles', () => {
  it('shows a row only when it fills the one line of a wide screen, and at most ROW_MAX cards', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(rowItems(items.slice(0, ROW_LENGTH - 1))).toEqual([]);
    expect(rowItems(items.slice(0, ROW_LENGTH))).toHaveLength(ROW_LENGTH);
    expect(rowItems(items)).toHaveLength(ROW_MAX);
    expect(ROW_MAX % ROW_LENGTH).toBe(0);
  });

  it('sums subjects over the school types, most materials first, and leaves out empty school types', () => {
    const subject = (id: number, title: string, docCount: number) => ({ id, title, slug: title, doc_count: docCount, material_category: 'other' });
    const menu: MegaMenuEntry[] = [
      { school_type: 'grundschule', school_name: 'Grundschule', grades: [1, 2], subjects: [subject(1, 'Deutsch', 5), subject(2, 'Mathe', 3)] },
      { school_type: 'kita', school_name: 'Kita', grades: [], subjects: [] },
      { school_type: 'sek1', school_name: 'Sek I', grades: [5], subjects: [subject(2, 'Mathe', 4), subject(3, 'Kunst', 1)] },
    ];
    const { schoolTypes, subjects } = homeTiles(menu, 2);
    expect(schoolTypes).toEqual([
      { id: 'grundschule', name: 'Grundschule', count: 8 },
      { id: 'sek1', name: 'Sek I', count: 5 },
    ]);
    expect(subjects).toEqual([
      { id: '2', name: 'Mathe', count: 7 },
      { id: '1', name: 'Deutsch', count: 5 },
    ]);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and the last word', () => {
    expect(initials('Frau Müller')).toBe('FM');
    expect(initials('Lernwerkstatt Lena Maria')).toBe('LM');
    expect(initials('ömer')).toBe('Ö');
    expect(initials('  ')).toBe('?');
  });
});

describe('Avatar', () => {
  it('shows an uploaded photo from our own address, else the initials', async () => {
    const { Avatar } = await import('../../../src/client/components/Avatar');
    const photo = renderToString(<Avatar name="Frau Müller" id={7} src="/api/v3/files/users/7/author-200.jpg?v=1" />);
    expect(photo).toContain('src="/api/v3/files/users/7/author-200.jpg?v=1"');
    expect(photo).toContain('alt=""');
    for (const src of [null, 'https://elsewhere.example/x.jpg', '//elsewhere.example/x.jpg']) {
      const html = renderToString(<Avatar name="Frau Müller" id={7} src={src} />);
      expect(html).not.toContain('<img');
      expect(html).toContain('>FM</span>');
    }
  });
});
