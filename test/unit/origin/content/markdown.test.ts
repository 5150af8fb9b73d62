import { describe, expect, it } from 'vitest';
import { anchorFor, markdownText, renderMarkdown } from '../../../../src/origin/domain/content/markdown';

describe('renderMarkdown', () => {
  it('shows raw HTML as text: no script, no event handler survives', () => {
    const html = renderMarkdown('Hallo <script>alert(1)</script> <img src=x onerror="alert(1)">');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('refuses javascript:, data: and vbscript: links and images', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)', '//evil.example/x']) {
      const html = renderMarkdown(`[klick](${href}) ![bild](${href})`);
      expect(html).not.toMatch(/href=|src=/);
    }
  });

  it('keeps our paths, https, mailto; outside links get rel', () => {
    const html = renderMarkdown('[a](/de/hilfe) [b](https://example.org) [c](mailto:hilfe@kreide.example)');
    expect(html).toContain('<a href="/de/hilfe">a</a>');
    expect(html).toContain('<a href="https://example.org" rel="noopener nofollow ugc">b</a>');
    expect(html).toContain('href="mailto:hilfe@kreide.example"');
  });

  it('gives headings unique anchors, explicit ones kept, and starts at h2 (# and ## alike)', () => {
    const html = renderMarkdown('# Nutzungsbedingungen {#terms-of-use}\n\n## Über uns\n\n### Über uns');
    expect(html).toContain('<h2 id="terms-of-use">Nutzungsbedingungen</h2>');
    expect(html).toContain('<h2 id="uber-uns">Über uns</h2>');
    expect(html).toContain('<h3 id="uber-uns-2">Über uns</h3>');
  });

  it('anchors keep letters of every script', () => {
    expect(anchorFor('Όροι χρήσης')).toBe('οροι-χρησης');
    expect(anchorFor('???')).toBe('section');
  });

  it('plain text for indexes', () => {
    expect(markdownText('## Titel\n\nEin **fetter** Text & mehr')).toBe('Titel Ein fetter Text & mehr');
  });
});
