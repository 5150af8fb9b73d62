import { beforeEach, describe, expect, it } from 'vitest';
import { createEdge, forgetEdgeCaches, BROWSER } from './harness';
import { FIXTURE } from './fixtures';

const headers = { 'user-agent': BROWSER };
const material = FIXTURE.materialDe;

describe('the material feedback screen and the follow button', () => {
  beforeEach(forgetEdgeCaches);
  const edge = createEdge();

  it('lists a material’s feedback with its summary and a link back', async () => {
    const response = await edge.request(`/de/material-rueckmeldung/${material.id}`, { headers });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Übungen zur Bruchrechnung');
    expect(html).toContain(`href="/de/material/${material.id}/${material.slug}"`);
    expect(html).toContain('class="feedback-section"');
    expect(html).toContain('data-island="FeedbackForm"');
  });

  it('answers 404 for unknown materials and takes any page number', async () => {
    expect((await edge.request('/de/material-rueckmeldung/999999', { headers })).status).toBe(404);
    expect((await edge.request('/de/material-rueckmeldung/abc', { headers })).status).toBe(404);
    expect((await edge.request(`/de/material-rueckmeldung/${material.id}?page=7`, { headers })).status).toBe(200);
    expect((await edge.request(`/de/material-rueckmeldung/${material.id}?page=-1`, { headers })).status).toBe(200);
  });

  it('puts the follow button on the author page and in the material page’s author box', async () => {
    const author = await (await edge.request(`/de/autor/${FIXTURE.authorDe.id}/${FIXTURE.authorDe.slug}`, { headers })).text();
    expect(author).toContain('data-island="FollowButton"');
    expect(author).toContain(`/de/anmelden?next=${encodeURIComponent(`/de/autor/${FIXTURE.authorDe.id}/${FIXTURE.authorDe.slug}`)}`);
    const page = await (await edge.request(`/de/material/${material.id}/${material.slug}`, { headers })).text();
    expect(page).toContain('data-island="FollowButton"');
  });
});
